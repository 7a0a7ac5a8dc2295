; LLVM aggregate values as clang does not emit them from C: insertvalue chains from poison,
; nested extractvalue, by-value aggregate parameters, aggregate phis, selects, constants, loads
; and stores. main reaches reach_error unless every value is as computed by hand.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, { i8, [2 x i16] } }

declare void @reach_error()
declare i32 @__VERIFIER_nondet_int()

define %pair @make(i32 %a, i8 %b) {
  %1 = insertvalue %pair poison, i32 %a, 0
  %2 = insertvalue %pair %1, i8 %b, 1, 0
  %3 = insertvalue %pair %2, [2 x i16] [i16 7, i16 -1], 1, 1
  ret %pair %3
}

define i32 @sum(%pair %p, { i64, i64 } %q) {
  %a = extractvalue %pair %p, 0
  %inner = extractvalue %pair %p, 1
  %b = extractvalue { i8, [2 x i16] } %inner, 0
  %c = extractvalue %pair %p, 1, 1, 1
  %bw = sext i8 %b to i32
  %cw = sext i16 %c to i32
  %q1 = extractvalue { i64, i64 } %q, 1
  %qt = trunc i64 %q1 to i32
  %s1 = add i32 %a, %bw
  %s2 = add i32 %s1, %cw
  %s3 = add i32 %s2, %qt
  ret i32 %s3
}

define <2 x float> @halves(<2 x float> %v) {
  %m = alloca <2 x float>
  store <2 x float> %v, ptr %m
  %hi.at = getelementptr float, ptr %m, i64 1
  %hi = load float, ptr %hi.at
  %half = fmul float %hi, 0.5
  store float %half, ptr %hi.at
  %r = load <2 x float>, ptr %m
  ret <2 x float> %r
}

define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %p = call %pair @make(i32 %x, i8 -3)
  %cond = icmp sgt i32 %x, 10
  br i1 %cond, label %big, label %small
big:
  %p2 = insertvalue %pair %p, i32 100, 0
  br label %join
small:
  br label %join
join:
  %pp = phi %pair [ %p2, %big ], [ %p, %small ]
  %sel = select i1 %cond, { i64, i64 } { i64 1, i64 2 }, { i64, i64 } zeroinitializer
  %mem = alloca %pair
  store %pair %pp, ptr %mem
  %back = load %pair, ptr %mem
  %r = call i32 @sum(%pair %back, { i64, i64 } %sel)
  ; x > 10: 100 - 3 - 1 + 2 = 98; else x - 3 - 1 + 0 = x - 4
  %big.ok = icmp eq i32 %r, 98
  %xm4 = sub i32 %x, 4
  %small.ok = icmp eq i32 %r, %xm4
  %sums.ok = select i1 %cond, i1 %big.ok, i1 %small.ok
  ; a vector returned and passed by value: <1.5, 5.0> becomes <1.5, 2.5>
  %h = call <2 x float> @halves(<2 x float> <float 1.5, float 5.0>)
  %vmem = alloca <2 x float>
  store <2 x float> %h, ptr %vmem
  %lo.at = getelementptr float, ptr %vmem, i64 0
  %hi.at = getelementptr float, ptr %vmem, i64 1
  %lo = load float, ptr %lo.at
  %hi = load float, ptr %hi.at
  %lo.ok = fcmp oeq float %lo, 1.5
  %hi.ok = fcmp oeq float %hi, 2.5
  %v.ok = and i1 %lo.ok, %hi.ok
  %ok = and i1 %sums.ok, %v.ok
  br i1 %ok, label %fine, label %bad
bad:
  call void @reach_error()
  unreachable
fine:
  ret i32 0
}
