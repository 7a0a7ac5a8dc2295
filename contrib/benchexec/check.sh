#!/usr/bin/env bash
# Checks contrib/benchexec/vigil.py with BenchExec's own checker (benchexec.test_tool_info): the
# command lines it builds for task definitions, and the results it reads from real Vigil output
# for TRUE, FALSE, UNKNOWN, a timeout and an error. Needs a built Vigil, python3 with Debian's
# python3-yaml, and BenchExec's package (default ../shared/tools/benchexec; BENCHEXEC=DIR).
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
benchexec="${BENCHEXEC:-$here/../shared/tools/benchexec}"
check="$here/contrib/benchexec/check"
if [[ ! -d "$benchexec/benchexec" ]]; then
  echo "benchexec-check: skipped: no BenchExec package at $benchexec"
  exit 0
fi
python3 -c 'import yaml' 2>/dev/null || { echo "benchexec-check: needs python3-yaml" >&2; exit 1; }
out=$(mktemp -d /tmp/vigil-benchexec.XXXXXX)
trap 'rm -rf "$out"' EXIT
cd "$here"
# Real outputs (standard output and error, as BenchExec records them) and the result each means.
declare -A expected=(
  [true]="true" [false]="false(unreach-call)" [unknown]="unknown" [timeout]="TIMEOUT"
  [error]="ERROR (input)" [sv-comp]="false(unreach-call)")
./vigil verify src/aot/loop.c > "$out/true" 2>&1
./vigil verify examples/bank.yml > "$out/false" 2>&1
./vigil verify "$check/bounded.c" --engine bmc --unwind 2 > "$out/unknown" 2>&1
./vigil verify "$check/bounded.c" --timeout 0.3 > "$out/timeout" 2>&1
./vigil verify "$check/broken.c" > "$out/error" 2>&1 || true
# --sv-comp, as vigil.xml runs it: the verdict line as always, both witnesses in the working folder.
mkdir "$out/run"
(cd "$out/run" && "$here/vigil" verify "$here/examples/bank.yml" --sv-comp > "$out/sv-comp" 2>&1)
report="$out/report.txt"
PYTHONPATH="$benchexec:$here/contrib/benchexec" python3 -m benchexec.test_tool_info .vigil \
  --tool-directory . --no-container \
  --task-definition examples/bank.yml contrib/benchexec/check/bounded.yml \
  --tool-output "$out/true" "$out/false" "$out/unknown" "$out/timeout" "$out/error" \
  "$out/sv-comp" \
  > "$report" 2>&1 || { cat "$report"; echo "benchexec-check: the checker failed" >&2; exit 1; }
passed=0
failed=0
expect() {  # expect LINE-AFTER-HEADER HEADER: the checker printed HEADER with LINE below it
  if ! grep -A1 -F -- "$2" "$report" | grep -qF -- "$1"; then
    echo "benchexec-check: FAILED: expected “$1” after “$2”"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}
for witness in witness.graphml witness.yml; do
  if [[ -s "$out/run/$witness" ]] && grep -q "^Witness: witness.graphml, witness.yml$" "$out/sv-comp"
  then passed=$((passed + 1))
  else echo "benchexec-check: FAILED: vigil verify --sv-comp wrote no $witness"; failed=$((failed + 1))
  fi
done
for kind in "${!expected[@]}"; do
  expect "“${expected[$kind]}”" "Result of analyzing tool output in “$out/$kind”"
done
expect "“0.1.0" "Version:"
expect "['./vigil', 'verify', '--property', 'properties/unreach-call.prp', '--32', 'examples/bank.c']" \
  "Command line for examples/bank.yml with property properties/unreach-call.prp:"
expect "['./vigil', 'verify', '--property', 'properties/unreach-call.prp', '--64', \
'contrib/benchexec/check/bounded.c']" \
  "Command line for contrib/benchexec/check/bounded.yml with property properties/unreach-call.prp:"
expect "['./vigil', 'verify', '--property', 'PROPERTY.PRP', '--32', '--timeout', '900', 'INPUT.FILE']" \
  "Command line SV-Benchmarks task:"
if [[ $failed -gt 0 ]]; then
  cat "$report"
  echo "benchexec-check: $failed of $((passed + failed)) checks failed"
  exit 1
fi
echo "benchexec-check: ok, $passed checks"
