#!/usr/bin/env bash
# Checks 'vigil bench --executor slurm' on a real one-node Slurm cluster that this script starts
# (munged, slurmctld and slurmd with a generated slurm.conf, all in a temporary folder) and stops:
# the same tasks run through Slurm and with the local executor must get the same verdicts.
#
#   bench/slurm-check.sh [--timeout S] [TASKS...]     (default: 6 tasks of ../shared, 60 s)
#
# Needs Debian's slurm-wlm and munge, root (slurmd runs jobs as their user) and a built Vigil
# (mvn -q -DskipTests package). Where Slurm is missing or cannot start, it says so and exits 0
# (skipped); a difference in verdicts exits 1. VIGIL_SLURM_KEEP=1 keeps the runs' folder.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
timeout=60
if [[ "${1:-}" == "--timeout" ]]; then timeout=$2; shift 2; fi
tasks=("$@")
if [[ ${#tasks[@]} -eq 0 ]]; then
  sv="$here/../shared/benchmarks/sv-comp"
  tasks=("$sv/bitvector/byte_add_1_true-unreach-call_true-no-overflow_true-termination.yml"
         "$sv/bitvector/byte_add_false-no-overflow.yml"
         "$sv/loop-acceleration/array_false-unreach-call2_true-termination.yml"
         "$sv/signedintegeroverflow-regression/IntegerPromotion_true-no-overflow.c.yml"
         "$sv/signedintegeroverflow-regression/UnaryMinus_false-no-overflow.c.yml"
         "$sv/memsafety/960521-1_false-valid-deref.yml")
fi
skip() { echo "slurm-check: skipped: $*"; exit 0; }
for tool in munged slurmctld slurmd sbatch squeue; do
  command -v "$tool" >/dev/null || skip "$tool is not installed (apt-get install slurm-wlm munge)"
done
[[ $(id -u) -eq 0 ]] || skip "needs root to start slurmd"
[[ -x "$here/vigil" && -f "$here/target/classpath.txt" ]] || { echo "slurm-check: build Vigil first" >&2; exit 1; }

work=$(mktemp -d /tmp/vigil-slurm.XXXXXX)
pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 1
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  if [[ -n "${VIGIL_SLURM_KEEP:-}" ]]; then echo "slurm-check: kept $work"; else rm -rf "$work"; fi
}
trap stop EXIT
# Ports of this run's daemons, away from Slurm's defaults (another cluster may use them).
base=$((20000 + $$ % 20000))
node=$(hostname -s)
memory=$(awk '/MemTotal/ {print int($2 / 1024) - 2048}' /proc/meminfo)
cpus=$(nproc)
mkdir -p "$work/state" "$work/spool" "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 700 "$work/munge"; chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/socket" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/munge/munged.log" \
  --seed-file="$work/munge/seed" || skip "munged does not start (see $work/munge/munged.log)"
for _ in $(seq 50); do [[ -s "$work/munge/munged.pid" ]] && break; sleep 0.1; done
pids+=("$(cat "$work/munge/munged.pid")")
cat > "$work/slurm.conf" <<CONF
ClusterName=vigilcheck
SlurmctldHost=$node
SlurmctldPort=$base
SlurmdPort=$((base + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
ReturnToService=2
MpiDefault=none
SchedulerType=sched/builtin
NodeName=$node CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=check Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
slurmctld -f "$SLURM_CONF" || skip "slurmctld does not start (see $work/slurmctld.log)"
slurmd -f "$SLURM_CONF" || skip "slurmd does not start (see $work/slurmd.log)"
for _ in $(seq 100); do
  [[ -s "$work/slurmctld.pid" && -s "$work/slurmd.pid" ]] && break; sleep 0.1
done
pids+=("$(cat "$work/slurmctld.pid" 2>/dev/null)" "$(cat "$work/slurmd.pid" 2>/dev/null)")
ready=""
for _ in $(seq 100); do
  if sinfo --noheader --format=%t 2>/dev/null | grep -qE '^(idle|mix|alloc)'; then ready=1; break; fi
  sleep 0.2
done
[[ -n "$ready" ]] || skip "the node does not come up (see $work/slurmd.log, $work/slurmctld.log)"
echo "slurm-check: one-node cluster up ($cpus CPUs, $memory MB); ${#tasks[@]} tasks, $timeout s"

run() {
  "$here/vigil" bench "${tasks[@]}" --timeout "$timeout" --memory 2GB --jobs 1 \
    --out "$work/$1" --executor "$1" > "$work/$1.log" 2>&1 \
    || { echo "slurm-check: vigil bench --executor $1 failed:"; tail -5 "$work/$1.log"; exit 1; }
}
run slurm
run local
python3 - "$work/local/results.json" "$work/slurm/results.json" <<'PY'
import json, sys
def verdicts(path):
    return {r["task"]: r["verdict"] for r in json.load(open(path))["results"]}
local, slurm = verdicts(sys.argv[1]), verdicts(sys.argv[2])
differ = [t for t in sorted(local) if local[t] != slurm.get(t)]
timeouts = [t for t in differ if "UNKNOWN" in (local[t], slurm.get(t))]
for t in differ:
    print(f"slurm-check: {t}: local {local[t]}, slurm {slurm.get(t)}")
print(f"slurm-check: {len(local)} tasks, {len(local) - len(differ)} with the same verdict")
sys.exit(1 if differ else 0)
PY
echo "slurm-check: ok"
