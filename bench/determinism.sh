#!/usr/bin/env bash
# Runs each task several times, each in a JVM of its own (so identity hash codes and the order of
# Set.of/Map.of differ), and reports every task whose verdict or counterexample changes.
# Usage: bench/determinism.sh RUNS TIMEOUT ENGINE TASK.yml...   (from the checkout, after a build)
set -uo pipefail
cd "$(dirname "$0")/.."
runs="$1" timeout="$2" engine="$3"
shift 3
differ=0
for task in "$@"; do
  first=""
  for i in $(seq "$runs"); do
    # The result without times and statistics: verdict, inputs and trace.
    out=$(./vigil verify "$task" --json --engine "$engine" --timeout "$timeout" 2>/dev/null \
      | python3 -c 'import json,sys; d=json.load(sys.stdin); d.pop("times",None); d.pop("statistics",None); print(json.dumps(d,sort_keys=True))')
    if [[ -z "$first" ]]; then
      first="$out"
      echo "$(basename "$task") $engine: $(echo "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["result"], len(d.get("counterexample",{}).get("inputs",[])), "inputs")')"
    elif [[ "$out" != "$first" ]]; then
      echo "  DIFFERS in run $i"
      diff <(echo "$first" | python3 -m json.tool) <(echo "$out" | python3 -m json.tool) | head -10
      differ=$((differ + 1))
      break
    fi
  done
done
echo "$differ task(s) differ"
