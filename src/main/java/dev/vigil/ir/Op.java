package dev.vigil.ir;

import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The operations on CFA edges. Each edge carries exactly one. The set is closed: an engine that
 * switches over it fails to compile when an operation is added and not handled.
 */
public sealed interface Op {

  /** {@code target := value}. */
  record Assign(Var target, Expr value) implements Op {
    public Assign {
      requireSameType(target, value);
    }

    @Override
    public String toString() {
      return target + " := " + value;
    }
  }

  /**
   * All right-hand sides are evaluated before any target is written: the assignments made from the
   * phi nodes of the block an edge enters.
   */
  record ParallelAssign(List<Assign> assignments) implements Op {
    public ParallelAssign {
      assignments = List.copyOf(assignments);
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < assignments.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(assignments.get(i).target());
      }
      sb.append(") := (");
      for (int i = 0; i < assignments.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(assignments.get(i).value());
      }
      return sb.append(")").toString();
    }
  }

  /** Continue only if {@code condition} ({@code i1}) holds. */
  record Assume(Expr condition) implements Op {
    public Assume {
      if (!condition.type().equals(IntType.BOOL)) {
        throw new IllegalArgumentException("assume of type " + condition.type());
      }
    }

    @Override
    public String toString() {
      return "assume " + condition;
    }
  }

  /**
   * {@code target := *}: a nondeterministic value, one input of the program. {@code origin} says
   * where it comes from, e.g. {@code __VERIFIER_nondet_int}, for traces and witnesses.
   */
  record Havoc(Var target, InputOrigin origin) implements Op {
    public Havoc {
      Objects.requireNonNull(target);
      Objects.requireNonNull(origin);
    }

    @Override
    public String toString() {
      return target + " := nondet  // " + origin;
    }
  }

  /** {@code target := *address}, reading {@code target.type()}. */
  record Load(Var target, Expr address) implements Op {
    public Load {
      requirePointer(address);
    }

    @Override
    public String toString() {
      return target + " := load " + target.type() + " " + address;
    }
  }

  /** {@code *address := value}, writing {@code value.type()}. */
  record Store(Expr address, Expr value) implements Op {
    public Store {
      requirePointer(address);
      Objects.requireNonNull(value);
    }

    @Override
    public String toString() {
      return "store " + value.type() + " " + value + " -> " + address;
    }
  }

  enum AllocKind {
    /** Released when the allocating function returns. */
    STACK,
    /** Released by {@link Free}. */
    HEAP
  }

  /**
   * {@code target := new object of size bytes}. {@code name} is the C variable for a stack object,
   * when known, for traces. Heap objects from {@code calloc} are {@code zeroed}; others start with
   * nondeterministic contents.
   */
  record Alloc(Var target, AllocKind kind, Expr size, boolean zeroed, String name) implements Op {
    public Alloc {
      Objects.requireNonNull(kind);
      Objects.requireNonNull(name);
      if (!(target.type() instanceof PointerType)) {
        throw new IllegalArgumentException("alloc into " + target.type());
      }
      if (!(size.type() instanceof IntType)) {
        throw new IllegalArgumentException("alloc size of type " + size.type());
      }
    }

    @Override
    public String toString() {
      return target
          + " := alloc "
          + kind.name().toLowerCase()
          + (zeroed ? " zeroed " : " ")
          + size
          + (name.isEmpty() ? "" : "  // " + name);
    }
  }

  /** Release a heap object; {@code free(NULL)} does nothing. */
  record Free(Expr pointer) implements Op {
    public Free {
      requirePointer(pointer);
    }

    @Override
    public String toString() {
      return "free " + pointer;
    }
  }

  /** Copy {@code size} bytes; overlapping ranges behave as {@code memmove}. */
  record MemCopy(Expr destination, Expr source, Expr size) implements Op {
    public MemCopy {
      requirePointer(destination);
      requirePointer(source);
      Objects.requireNonNull(size);
    }

    @Override
    public String toString() {
      return "memcpy " + destination + " <- " + source + ", " + size;
    }
  }

  /** Fill {@code size} bytes with the {@code i8} {@code value}. */
  record MemSet(Expr destination, Expr value, Expr size) implements Op {
    public MemSet {
      requirePointer(destination);
      if (!value.type().equals(IntType.I8)) {
        throw new IllegalArgumentException("memset value of type " + value.type());
      }
      Objects.requireNonNull(size);
    }

    @Override
    public String toString() {
      return "memset " + destination + ", " + value + ", " + size;
    }
  }

  /**
   * A call of a function with a body. {@code callee} is a {@link Expr.FunctionAddress} for a direct
   * call, or any pointer for a call through a function pointer.
   */
  record Call(Optional<Var> result, Expr callee, List<Expr> arguments) implements Op {
    public Call {
      Objects.requireNonNull(result);
      requirePointer(callee);
      arguments = List.copyOf(arguments);
    }

    /** The callee's name for a direct call. */
    public Optional<String> directCallee() {
      return callee instanceof Expr.FunctionAddress f
          ? Optional.of(f.function())
          : Optional.empty();
    }

    @Override
    public String toString() {
      String call =
          "call "
              + (callee instanceof Expr.FunctionAddress f ? f.function() : "*" + callee)
              + arguments.toString().replace('[', '(').replace(']', ')');
      return result.map(r -> r + " := " + call).orElse(call);
    }
  }

  /** Leave the function, with a value unless it returns void. */
  record Return(Optional<Expr> value) implements Op {
    public Return {
      Objects.requireNonNull(value);
    }

    @Override
    public String toString() {
      return value.map(v -> "return " + v).orElse("return");
    }
  }

  /** The property is violated when this edge is taken. */
  record Error(Property property, String message) implements Op {
    public Error {
      Objects.requireNonNull(property);
      Objects.requireNonNull(message);
    }

    @Override
    public String toString() {
      return "error " + property.svcompName() + (message.isEmpty() ? "" : ": " + message);
    }
  }

  /**
   * Memory becomes arbitrary, as in a state reached after unknown code that neither allocates nor
   * frees: every byte of every object may change, except those of the globals named in {@code
   * preserved}; which objects exist, their sizes and liveness stay. Engines that reason about
   * abstract states (the inductive step of k-induction) use it only where no allocation or free can
   * have happened; the interpreter cannot execute it.
   */
  record HavocMemory(List<String> preserved) implements Op {
    public HavocMemory {
      preserved = List.copyOf(preserved);
    }

    @Override
    public String toString() {
      return "memory := nondet" + (preserved.isEmpty() ? "" : "  // keeping " + preserved);
    }
  }

  /**
   * What a call of a function without a body ({@code origin}) may do to memory: every live object
   * that one of {@code roots} points into, and, with {@code allStackAndHeap}, every live stack and
   * heap object, gets arbitrary contents. Which objects exist, their sizes and liveness stay.
   */
  record HavocObjects(List<Expr> roots, boolean allStackAndHeap, String origin) implements Op {
    public HavocObjects {
      roots = List.copyOf(roots);
      roots.forEach(Op::requirePointer);
      Objects.requireNonNull(origin);
    }

    @Override
    public String toString() {
      return "havoc objects of "
          + roots.toString().replace('[', '(').replace(']', ')')
          + (allStackAndHeap ? " and every stack and heap object" : "")
          + "  // "
          + origin;
    }
  }

  /** The program ends here: {@code exit} or {@code abort}. */
  record Halt(String reason) implements Op {
    public Halt {
      Objects.requireNonNull(reason);
    }

    @Override
    public String toString() {
      return "halt  // " + reason;
    }
  }

  /** No effect. */
  record Skip() implements Op {
    public static final Skip INSTANCE = new Skip();

    @Override
    public String toString() {
      return "skip";
    }
  }

  private static void requireSameType(Var target, Expr value) {
    if (!target.type().equals(value.type())) {
      throw new IllegalArgumentException(
          "assigning " + value.type() + " to " + target + " of type " + target.type());
    }
  }

  private static void requirePointer(Expr address) {
    if (!(address.type() instanceof PointerType)) {
      throw new IllegalArgumentException("expected a pointer, got " + address.type());
    }
  }
}
