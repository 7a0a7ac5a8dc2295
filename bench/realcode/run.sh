#!/bin/sh
# Runs Vigil's automatic NULL checks on every function of the real code bases fetched by
# fetch.sh (engine summaries), one file of results per code base in $OUT (default
# /tmp/realcode-results). Usage: bench/realcode/run.sh [PER_FUNCTION_SECONDS [TOTAL_SECONDS]]
# Both limits are CPU time (as --timeout and --function-timeout count it).
set -u
REALCODE=${REALCODE:-/work/realcode}
OUT=${OUT:-/tmp/realcode-results}
PER=${1:-5}
TOTAL=${2:-3000}
VIGIL=${VIGIL:-$(cd "$(dirname "$0")/../.." && pwd)/vigil}
mkdir -p "$OUT"
run() {
  name=$1
  db=$2
  shift 2
  /usr/bin/time -f "%e s wall, %M KB" "$VIGIL" verify --compile-commands "$db" "$@" \
    --property null-deref --all-functions --function-timeout "$PER" --timeout "$TOTAL" \
    --engine summaries \
    >"$OUT/$name.txt" 2>"$OUT/$name.log"
  tail -1 "$OUT/$name.txt"
}
run mini-httpd "$REALCODE"/mini-httpd-1.30/compile_commands.json \
  "$REALCODE"/mini-httpd-1.30/mini_httpd.c "$REALCODE"/mini-httpd-1.30/match.c \
  "$REALCODE"/mini-httpd-1.30/tdate_parse.c
run tinyproxy "$REALCODE"/tinyproxy-1.11.1/compile_commands.json
