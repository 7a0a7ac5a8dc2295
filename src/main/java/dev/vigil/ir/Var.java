package dev.vigil.ir;

import java.util.List;
import java.util.Objects;

/**
 * A function-local scalar variable (an LLVM register after mem2reg, or a parameter). Variables
 * compare by identity: two variables with the same name in different functions are different.
 * Memory-resident C variables are not {@code Var}s but objects made by {@link Op.Alloc}.
 */
public final class Var implements Expr {
  private final String name;
  private final Type type;
  private final String function;

  /** Equality is identity; the hash code is the same from run to run (unlike identity's). */
  private final int hash;

  public Var(String name, Type type, String function) {
    this.name = Objects.requireNonNull(name);
    this.type = Objects.requireNonNull(type);
    this.function = Objects.requireNonNull(function);
    this.hash = 31 * function.hashCode() + name.hashCode();
    if (!type.isScalar()) {
      throw new IllegalArgumentException("variable " + name + " of non-scalar type " + type);
    }
  }

  public String name() {
    return name;
  }

  /** The function that owns this variable. */
  public String function() {
    return function;
  }

  /** The name qualified by its function, unique in a program. */
  public String qualifiedName() {
    return function + "::" + name;
  }

  @Override
  public Type type() {
    return type;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  public Expr withChildren(List<Expr> children) {
    return this;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return name;
  }
}
