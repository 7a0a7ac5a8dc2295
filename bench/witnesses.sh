#!/usr/bin/env bash
# Checks Vigil's witnesses and harnesses on SV-COMP tasks (issue 14):
#   every FALSE: a GraphML violation witness that witnesslint accepts and `vigil validate` confirms,
#                a YAML 2.0 one that `vigil validate` confirms, and a harness that, compiled with
#                the bundled clang and run natively, reaches the error;
#   every TRUE:  GraphML and YAML correctness witnesses that `vigil validate` confirms.
# Usage: bench/witnesses.sh OUTDIR [TASK.yml ...]   (default: every task of ../shared/benchmarks/sv-comp)
# Environment: TIMEOUT (seconds per verification, default 20), VALIDATE_TIMEOUT (seconds per
# validation, default 3 * TIMEOUT: a replay of a long counterexample in the interpreter takes
# longer than the solver took to find it), VIGIL (the
# vigil launcher to run, default this checkout's).
# Writes OUTDIR/results.csv (one line per task) and prints the counts. Needs python3-lxml, and
# valgrind for the harnesses of memory-safety tasks.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
vigil="${VIGIL:-$here/vigil}"  # VIGIL names another build, e.g. a copy
lint="$here/../shared/tools/witnesslint/lint/witnesslinter.py"
timeout="${TIMEOUT:-20}"
validate_timeout="${VALIDATE_TIMEOUT:-$((timeout * 3))}"
out="${1:?usage: bench/witnesses.sh OUTDIR [TASK.yml ...]}"
shift
mkdir -p "$out"
if [ $# -eq 0 ]; then
  mapfile -t tasks < <(find "$here/../shared/benchmarks/sv-comp" -name '*.yml' | sort)
else
  tasks=("$@")
fi
clang="$(find "$HOME/.javacpp/cache" -path '*llvm*' -name clang -type f 2>/dev/null | head -1)"
[ -n "$clang" ] || { echo "the bundled clang is not extracted yet: run 'mvn test' or 'vigil verify' once" >&2; exit 1; }

# validate WITNESS TASK: prints CONFIRMED, REJECTED or UNKNOWN (ERROR if vigil failed)
validate() {
  local r
  r="$("$vigil" validate "$1" "$2" --timeout "$validate_timeout" 2>>"$3" | sed -n 's/^Validation result: //p')"
  echo "${r:-ERROR}"
}

# native TASK HARNESS DIR VERDICT: compiles program and harness, runs them, prints REACHED,
# CRASHED or MISSED
native() {
  local task="$1" harness="$2" dir="$3" prop="$4" program model flags=()
  program="$(dirname "$task")/$(sed -n "s/^input_files: *'\{0,1\}\([^']*\)'\{0,1\}$/\1/p" "$task" | head -1)"
  model="$(sed -n 's/^ *data_model: *//p' "$task" | head -1)"
  [ "$model" = ILP32 ] && flags+=(-m32)
  case "$prop" in *no-overflow*) flags+=(-fsanitize=signed-integer-overflow,shift -fsanitize-trap=all) ;; esac
  if ! "$clang" -std=gnu11 -w -O0 "${flags[@]}" "$program" "$harness" -o "$dir/run" -lm \
      >"$dir/clang.txt" 2>&1; then
    echo COMPILE-ERROR; return
  fi
  local run=("$dir/run")
  # A memory-safety violation need not crash natively: valgrind's memcheck reports an invalid
  # access or free, and a block definitely lost (valid-memtrack), with exit code 99.
  case "$prop" in *valid-*) run=(valgrind -q --leak-check=full --errors-for-leak-kinds=definite
      --show-leak-kinds=definite --error-exitcode=99 "$dir/run") ;; esac
  timeout 60 "${run[@]}" </dev/null >/dev/null 2>"$dir/run.stderr"
  local rc=$?
  if grep -q 'reach_error\|__VERIFIER_error' "$dir/run.stderr"; then echo REACHED
  elif [ $rc -eq 132 ] && [[ "$prop" == *no-overflow* ]]; then echo REACHED
  elif [ $rc -eq 99 ] && [[ "$prop" == *valid-* ]]; then echo REACHED
  elif [ $rc -ge 128 ] && [ $rc -ne 137 ]; then echo "CRASHED($rc)"
  else echo "MISSED($rc)"; fi
}

csv="$out/results.csv"
echo "task,verdict,lint,validate_graphml,validate_yaml,harness" >"$csv"
for task in "${tasks[@]}"; do
  name="$(basename "$(dirname "$task")")/$(basename "$task" .yml)"
  dir="$out/$name"
  mkdir -p "$dir"
  log="$dir/log.txt"
  verdict="$("$vigil" verify "$task" --timeout "$timeout" --witness "$dir/witness.graphml" \
      --witness "$dir/witness.yml" --harness "$dir/harness.c" 2>"$log" \
      | sed -n 's/^Verification result: //p')"
  lint_r=- vg=- vy=- h=-
  case "$verdict" in
    FALSE*|TRUE)
      vg="$(validate "$dir/witness.graphml" "$task" "$log")"
      vy="$(validate "$dir/witness.yml" "$task" "$log")"
      ;;
  esac
  case "$verdict" in
    FALSE*)
      program="$(sed -n 's/^ *<data key="programfile">\(.*\)<\/data>/\1/p' "$dir/witness.graphml")"
      if /usr/bin/python3 "$lint" --witness "$dir/witness.graphml" "$program" >"$dir/lint.txt" 2>&1
      then lint_r=OK; else lint_r=FAIL; fi
      h="$(native "$task" "$dir/harness.c" "$dir" "$verdict")"
      ;;
  esac
  echo "$name,${verdict:-ERROR},$lint_r,$vg,$vy,$h" | tee -a "$csv"
done
echo
echo "== counts ($csv)"
awk -F, 'NR > 1 {
  v = $2 ~ /^FALSE/ ? "FALSE" : $2; n[v]++
  if (v == "FALSE") { lint[$3]++; g[$4]++; y[$5]++; h[$6]++ }
  if (v == "TRUE") { tg[$4]++; ty[$5]++ }
} END {
  for (k in n) printf "verdict %s: %d\n", k, n[k]
  for (k in lint) printf "FALSE lint %s: %d\n", k, lint[k]
  for (k in g) printf "FALSE validate graphml %s: %d\n", k, g[k]
  for (k in y) printf "FALSE validate yaml %s: %d\n", k, y[k]
  for (k in h) printf "FALSE harness %s: %d\n", k, h[k]
  for (k in tg) printf "TRUE validate graphml %s: %d\n", k, tg[k]
  for (k in ty) printf "TRUE validate yaml %s: %d\n", k, ty[k]
}' "$csv" | sort
