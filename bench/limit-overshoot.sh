#!/usr/bin/env bash
# Measures how far past its --timeout a `vigil verify` run ends: the CPU time (user + system)
# of the whole process and its children (JVM start and exit included) minus the limit, over
# tasks that spend their time in different places (inside one Z3 check, in the encoder, in the
# interpreter, in the front end).
# Usage: bench/limit-overshoot.sh [RUNS_PER_CONFIG]   (from the checkout, after a build)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1}"
sv=../shared/benchmarks/sv-comp
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A long straight-line program: the front end and the encoder take the time.
{
  echo 'extern int __VERIFIER_nondet_int(void); extern void reach_error(void);'
  echo 'int main(void) { int x = __VERIFIER_nondet_int();'
  for _ in $(seq 20000); do echo 'x = x * 3 + 1;'; done
  echo 'if (x == 7) reach_error(); return 0; }'
} > "$work/long.c"
configs=(
  "$sv/nla-digbench/egcd-ll.yml bmc 3"        # one nonlinear Z3 check takes all the time
  "$sv/nla-digbench/egcd-ll.yml bmc 8"
  "$sv/nla-digbench/egcd-ll.yml kinduction 5"
  "$sv/nla-digbench/egcd-ll.yml kinduction 12"
  "$sv/nla-digbench/bresenham-ll.yml bmc 5"
  "$sv/array-examples/standard_copy1_true-unreach-call_ground.yml bmc 4"   # encoder, Z3 terms
  "$sv/array-examples/standard_copy1_true-unreach-call_ground.yml kinduction 8"
  "$sv/nla-digbench/egcd-ll.yml random 3"     # the interpreter's loops
  "$sv/nla-digbench/egcd-ll.yml random 6"
  "$work/long.c bmc 2"                        # clang and the lifting
)
max=0
printf '%-70s %-10s %5s %7s %9s  %s\n' task engine limit cpu overshoot verdict
for _ in $(seq "$runs"); do
  for c in "${configs[@]}"; do
    read -r task engine limit <<< "$c"
    verdict=$(/usr/bin/time -o "$work/time" -f '%U %S' \
      ./vigil verify "$task" --engine "$engine" --timeout "$limit" 2>/dev/null \
      | grep '^Verification result' | sed 's/Verification result: //' || true)
    cpu=$(awk '{ print $1 + $2 }' "$work/time")
    over=$(echo "$cpu - $limit" | bc)
    printf '%-70s %-10s %5s %7.2f %9.2f  %s\n' "${task#"$sv/"}" "$engine" "$limit" "$cpu" "$over" "$verdict"
    if (( $(echo "$over > $max" | bc) )); then max=$over; fi
  done
done
echo "max overshoot: $max s (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
