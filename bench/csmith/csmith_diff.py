#!/usr/bin/env python3
"""Csmith differential testing of Vigil's front end, interpreter and SMT encoder.

For each seed, Csmith generates a program; gcc compiles and runs it natively (-m64 for LP64,
-m32 for ILP32) to get its checksum. Two tasks are made from the program: one reaches the error
when the final checksum differs from the native one (expected TRUE), the other when it equals
it (expected FALSE). Vigil verifies both with each engine. A verdict other than the expected one
is a disagreement with the native run: a bug in Vigil. A timeout or any other UNKNOWN is not.

  csmith_diff.py run [--seeds 1-250] [--models lp64,ilp32] [--engines random,bmc]
                     [--timeout 25] [--out DIR] [--vigil PATH]
  csmith_diff.py export --seeds 1-40 --count 20 --dest DIR

`run` prints a summary table and writes results.csv into DIR (default bench-out/csmith); it
skips the runs already in DIR's results.csv, so an interrupted batch resumes. It exits with 1
when a verdict was wrong. `export` writes
the first COUNT programs whose native runs finish (both data models) into DIR, with their
checksums, for the tests. Seeds and Csmith options are fixed, so runs are repeatable (Csmith
2.3.0, gcc with multilib). Run long batches at low priority: nice -n 19 csmith_diff.py run ...
"""

import argparse
import collections
import csv
import os
import re
import shutil
import subprocess
import sys
import time

CSMITH_INCLUDE = "/usr/include/csmith"
# The headers a default Csmith program compiles with (csmith.h includes the others).
CSMITH_HEADERS = ["csmith.h", "random_inc.h", "platform_generic.h", "safe_math.h"]
# Small programs: few functions, shallow blocks, short expressions; every feature stays on.
CSMITH_OPTIONS = [
    "--max-funcs", "3",
    "--max-block-depth", "2",
    "--max-block-size", "3",
    "--max-expr-complexity", "4",
    "--max-array-len-per-dim", "4",
    "--max-struct-fields", "4",
    "--max-union-fields", "3",
]
MODELS = {"lp64": ("-m64", "--64"), "ilp32": ("-m32", "--32")}
FINAL_CALL = "platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);"
# Prepended to every program: the native checksums and the check that replaces Csmith's print.
PRELUDE = """\
/* {version}, seed {seed}, options: {options} */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x{lp64}u
#define CSMITH_NATIVE_ILP32 0x{ilp32}u
extern void reach_error(void);
/* Reaches the error when the checksum differs from the native one, or, with
   CSMITH_ERROR_WHEN_EQUAL, when it equals it. */
static void csmith_check(unsigned int checksum) {{
  unsigned int native = sizeof(void *) == 8 ? CSMITH_NATIVE_LP64 : CSMITH_NATIVE_ILP32;
#ifdef CSMITH_ERROR_WHEN_EQUAL
  if (checksum == native) reach_error();
#else
  if (checksum != native) reach_error();
#endif
}}
"""
CHECK_CALL = "csmith_check(crc32_context ^ 0xFFFFFFFFUL);"
FIELDS = ["seed", "model", "engine", "expected", "verdict", "reason", "seconds"]


def parse_seeds(text):
    seeds = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        seeds.extend(range(int(low), int(high or low) + 1))
    return seeds


def csmith_version():
    out = subprocess.run(["csmith", "--version"], capture_output=True, text=True).stdout
    return out.split("\n")[0].strip()


def generate(seed, work):
    """The Csmith program of a seed, as Csmith writes it."""
    name = f"csmith_{seed}.orig.c"
    path = os.path.join(work, name)
    if not os.path.exists(path):
        # Run in the folder, so that the options Csmith records do not depend on it.
        subprocess.run(["csmith", "--seed", str(seed), *CSMITH_OPTIONS, "-o", name],
                       check=True, capture_output=True, cwd=work)
    return path


def native_checksum(source, flag, work, timeout):
    """The checksum that the gcc-compiled program prints, or None if it does not finish."""
    exe = os.path.join(work, os.path.basename(source) + flag + ".exe")
    build = subprocess.run(["gcc", flag, "-O0", "-w", "-I" + CSMITH_INCLUDE, source, "-o", exe],
                           capture_output=True, text=True)
    if build.returncode != 0:
        return None
    try:
        out = subprocess.run([exe], capture_output=True, text=True, timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        return None
    finally:
        os.remove(exe)
    match = re.fullmatch(r"checksum = ([0-9A-F]+)\n", out)
    return match.group(1) if match else None


def task_source(seed, original, lp64, ilp32):
    """The program with its native checksums and the check instead of Csmith's print."""
    with open(original) as f:
        text = f.read()
    if text.count(FINAL_CALL) != 1:
        raise ValueError(f"seed {seed}: no single final checksum call")
    text = text.replace(FINAL_CALL, CHECK_CALL)
    text = text[: text.index("/************************ statistics")].rstrip() + "\n"
    prelude = PRELUDE.format(version=csmith_version(), seed=seed,
                             options=" ".join(CSMITH_OPTIONS), lp64=lp64, ilp32=ilp32)
    return prelude + text


def copy_headers(dest):
    for h in CSMITH_HEADERS:
        shutil.copyfile(os.path.join(CSMITH_INCLUDE, h), os.path.join(dest, h))


def prepare(seed, work, native_timeout):
    """The TRUE and FALSE task files of a seed, or the reason why there are none."""
    task = os.path.join(work, f"csmith_{seed}.c")
    inverted = os.path.join(work, f"csmith_{seed}_false.c")
    if os.path.exists(task) and os.path.exists(inverted):
        return (task, inverted), None
    original = generate(seed, work)
    sums = {m: native_checksum(original, MODELS[m][0], work, native_timeout) for m in MODELS}
    if None in sums.values():
        return None, "native run did not finish"
    with open(task, "w") as f:
        f.write(task_source(seed, original, sums["lp64"], sums["ilp32"]))
    with open(inverted, "w") as f:
        f.write(f'#define CSMITH_ERROR_WHEN_EQUAL\n#include "csmith_{seed}.c"\n')
    return (task, inverted), None


def verify(vigil, task, model, engine, timeout):
    """Vigil's verdict (TRUE, FALSE, UNKNOWN, ERROR), its reason and the wall time."""
    start = time.monotonic()
    command = [vigil, "verify", task, MODELS[model][1], "--engine", engine,
               "--timeout", str(timeout)]
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 60)
    except subprocess.TimeoutExpired:
        return "UNKNOWN", "timeout (killed)", time.monotonic() - start
    seconds = time.monotonic() - start
    match = re.search(r"^Verification result: (TRUE|FALSE|UNKNOWN)(?:\((.*)\))?$",
                      run.stdout, re.MULTILINE)
    if not match:
        lines = (run.stderr.strip() or run.stdout.strip() or "no output").splitlines()
        return "ERROR", lines[-1][:200], seconds
    return match.group(1), match.group(2) or "", seconds


def reason_class(reason):
    """An UNKNOWN reason without locations and numbers, to group by."""
    reason = re.sub(r" at [^ ]+:\d+(:\d+)?", "", reason)
    reason = re.sub(r"\b\d+\b", "N", reason)
    return reason[:110]


def load(results):
    rows = []
    if os.path.exists(results):
        with open(results) as f:
            rows = list(csv.DictReader(f))
    return rows


def run(args):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    vigil = args.vigil or os.path.join(root, "vigil")
    out = args.out
    work = os.path.join(out, "programs")
    os.makedirs(work, exist_ok=True)
    copy_headers(work)
    results = os.path.join(out, "results.csv")
    rows = load(results)
    done = {(r["seed"], r["model"], r["engine"], r["expected"]) for r in rows}
    skipped = []
    new_file = not os.path.exists(results)
    with open(results, "a", newline="") as f:
        writer = csv.DictWriter(f, FIELDS)
        if new_file:
            writer.writeheader()
        for seed in parse_seeds(args.seeds):
            tasks, why = prepare(seed, work, args.native_timeout)
            if tasks is None:
                skipped.append((seed, why))
                continue
            for model in args.models.split(","):
                for engine in args.engines.split(","):
                    for expected, task in zip(("TRUE", "FALSE"), tasks):
                        key = (str(seed), model, engine, expected)
                        if key in done:
                            continue
                        verdict, reason, seconds = verify(vigil, task, model, engine,
                                                          args.timeout)
                        row = dict(zip(FIELDS, (seed, model, engine, expected, verdict,
                                                reason, f"{seconds:.1f}")))
                        writer.writerow(row)
                        f.flush()
                        rows.append({k: str(v) for k, v in row.items()})
                        mark = ("ok" if verdict == expected else
                                "WRONG" if verdict in ("TRUE", "FALSE") else verdict.lower())
                        print(f"seed {seed} {model} {engine} {expected}: {verdict} "
                              f"{reason[:90]} ({seconds:.1f} s) {mark}", flush=True)
    return summarize(rows, skipped, parse_seeds(args.seeds))


def summarize(rows, skipped, seeds):
    wanted = {str(s) for s in seeds}
    rows = [r for r in rows if r["seed"] in wanted]
    print(f"\nseeds {len(seeds)}, skipped {len(skipped)} (native run did not finish in time)")
    table = collections.defaultdict(collections.Counter)
    reasons = collections.Counter()
    for r in rows:
        key = (r["model"], r["engine"])
        table[key]["programs"] += r["expected"] == "TRUE"
        if r["verdict"] == r["expected"]:
            table[key]["correct " + r["expected"]] += 1
        elif r["verdict"] in ("TRUE", "FALSE"):
            table[key]["wrong"] += 1
        else:
            table[key]["unknown"] += 1
            reasons[reason_class(r["verdict"] + ": " + r["reason"])] += 1
    seconds = collections.defaultdict(list)
    for r in rows:
        seconds[(r["model"], r["engine"])].append(float(r["seconds"]))
    columns = ["programs", "correct TRUE", "correct FALSE", "wrong", "unknown"]
    print("| model | engine | " + " | ".join(columns) + " | median s |")
    print("|---|---|" + "---:|" * (len(columns) + 1))
    for (model, engine), counts in sorted(table.items()):
        times = sorted(seconds[(model, engine)])
        median = times[len(times) // 2]
        print(f"| {model} | {engine} | " + " | ".join(str(counts[c]) for c in columns)
              + f" | {median:.1f} |")
    wrong = [r for r in rows if r["verdict"] != r["expected"] and r["verdict"] in ("TRUE", "FALSE")]
    for r in wrong:
        print(f"WRONG: seed {r['seed']} {r['model']} {r['engine']} expected {r['expected']}, "
              f"got {r['verdict']}")
    if reasons:
        print("\nunknown results by reason:")
        for reason, n in reasons.most_common(15):
            print(f"{n:6d}  {reason}")
    return not wrong


def export(args):
    os.makedirs(args.dest, exist_ok=True)
    copy_headers(args.dest)
    work = os.path.join(args.dest, ".work")
    os.makedirs(work, exist_ok=True)
    count = 0
    for seed in parse_seeds(args.seeds):
        if count == args.count:
            break
        original = generate(seed, work)
        sums = {m: native_checksum(original, MODELS[m][0], work, args.native_timeout)
                for m in MODELS}
        if None in sums.values():
            continue
        with open(os.path.join(args.dest, f"csmith_{seed}.c"), "w") as f:
            f.write(task_source(seed, original, sums["lp64"], sums["ilp32"]))
        count += 1
    shutil.rmtree(work)
    print(f"wrote {count} programs to {args.dest}")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="verify Csmith programs and compare with native runs")
    r.add_argument("--seeds", default="1-250", help="seeds, e.g. 1-250 or 1,5,9-12")
    r.add_argument("--models", default="lp64,ilp32")
    r.add_argument("--engines", default="random,bmc")
    r.add_argument("--timeout", type=int, default=25, help="Vigil's time limit per task (s)")
    r.add_argument("--native-timeout", type=float, default=5)
    r.add_argument("--out", default="bench-out/csmith")
    r.add_argument("--vigil", help="the vigil launcher (default: the checkout's)")
    e = sub.add_parser("export", help="write programs with native checksums for the tests")
    e.add_argument("--seeds", default="1-100")
    e.add_argument("--count", type=int, default=20)
    e.add_argument("--native-timeout", type=float, default=5)
    e.add_argument("--dest", required=True)
    args = parser.parse_args()
    if args.command == "run":
        return 0 if run(args) else 1
    export(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
