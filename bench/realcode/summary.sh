#!/bin/sh
# Summarises a sweep from its .log (run.sh writes NAME.log as it goes, so this works on a run
# still going or stopped): entries, their verdicts, the violations found and what became of each.
# Usage: bench/realcode/summary.sh OUT/NAME.log
log=$1
echo "entries: $(grep -c ': [0-9]* found, ' $log)"
grep -E '^vigil: [^ ]+: [0-9]+ found, ' $log | sed -E 's/.* found, //; s/(UNKNOWN\([a-z ]+).*/\1)/' | sort | uniq -c
echo "found: $(grep -E '^vigil: [^ ]+: [0-9]+ found' $log | awk '{s+=$3} END {print s}')"
echo "reports: $(grep -c ', entry [^:]*: a report from' $log)"
echo "no caller: $(grep -c ', entry [^:]*: needs a context no caller gives' $log)"
echo "undecided: $(grep -c ', entry [^:]*: undecided' $log)"
