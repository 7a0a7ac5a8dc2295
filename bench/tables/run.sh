#!/bin/bash
# Resumable runs for issue 12's Tables 2/3: each configuration of CONFIGS over ten chunks of the
# shared SV-COMP tasks at 60 s; a finished chunk has DONE and is skipped when run again.
#   CONFIGS="symex symex-slicing" bench/tables/run.sh OUT [VIGIL]
# CHUNKS="c05 c06" runs only those chunks; JOBS (default 2) is bench's --jobs.
# OUT/<config>/cNN/results.csv are `vigil bench` outputs; `kinduction` is an engine, the others
# are `--engine cpa --cpa-config`. VIGIL is the ./vigil of a build not being changed meanwhile.
set -eu
out=$(realpath -m "$1")
vigil=$(realpath "${2:-./vigil}")
shared=$(realpath "${VIGIL_SHARED:-$(dirname "$0")/../../../shared}")
mkdir -p "$out/lists"
if [ ! -f "$out/lists/c00.txt" ]; then
  tail -n +2 "$shared/benchmarks/sv-comp/MANIFEST.tsv" | cut -f1 |
    awk -v dir="$shared/benchmarks/sv-comp/" -v out="$out/lists" \
      '{print dir $0 > sprintf("%s/c%02d.txt", out, (NR-1)%10)}'
fi
for cfg in ${CONFIGS:?}; do
  for name in ${CHUNKS:-$(cd "$out/lists" && ls c*.txt | sed 's/\.txt$//')}; do
    list=$out/lists/$name.txt
    chunk=$out/$cfg/$(basename "$list" .txt)
    [ -f "$chunk/DONE" ] && continue
    rm -rf "$chunk"; mkdir -p "$out/$cfg"
    if [ "$cfg" = kinduction ]; then opts=(--engine kinduction);
    else opts=(--engine cpa "--verify-option=--cpa-config=$cfg"); fi
    (cd "$out" && "$vigil" bench $(cat "$list") "${opts[@]}" --timeout 60 --wall-timeout 1000 \
      --jobs "${JOBS:-2}" --out "$chunk") > "$chunk.log" 2>&1 && touch "$chunk/DONE"
  done
done
