#!/usr/bin/env python3
"""LCTD's Table 5.16 beside a `vigil bench --engine dash` run of group 1 (LCTD's 36 programs).

Usage: python3 bench/tables/lctd.py RUN_DIR [MANIFEST]
RUN_DIR is the --out folder of `vigil bench TASKS --engine dash`; each task's statistics come from
its logs/**/*.out. With MANIFEST (../shared/benchmarks/sv-comp/MANIFEST.tsv) only the tasks of
group 1 are shown, else all of the run's.
"""
import csv, glob, json, os, re, sys

# LCTD Table 5.16: time (s), test runs, solve runs, SMT calls, unsat targets
LCTD = {
    "Alias of return 1": (0.04, 1, 1, 2, 0), "Alias of return 1.1": (0.04, 1, 1, 2, 0),
    "Alias of return 2": (0.11, 2, 4, 6, 2), "Alias of return 2.1": (0.04, 1, 1, 2, 0),
    "Byte add safe 1": (5.91, 1, 78, 126, 30), "Byte add safe 2": (5.86, 1, 79, 127, 31),
    "Byte add unsafe": (0.05, 2, 1, 2, 0), "GCD 1": (1.04, 3, 20, 34, 6),
    "GCD 2": (0.52, 1, 11, 18, 4), "GCD 3": (1.70, 2, 18, 30, 6), "GCD 4": (2.29, 1, 32, 55, 9),
    "Jain 1": (0.42, 1, 9, 15, 3), "Jain 2": (0.45, 1, 9, 15, 3), "Jain 4": (0.66, 1, 9, 15, 3),
    "Jain 5": (0.42, 1, 9, 15, 3), "Jain 6": (0.54, 1, 9, 15, 3), "Jain 7": (0.53, 1, 9, 15, 3),
    "Modulus": (2.02, 2, 9, 15, 3), "Mutex lock int safe": (0.10, 1, 3, 5, 1),
    "Mutex lock int unsafe": (0.01, 1, 0, 0, 0), "Num conversion": (0.61, 1, 13, 21, 5),
    "oomInt": (0.15, 1, 4, 7, 1), "Parity": (1.16, 1, 18, 29, 7),
    "Size of parameters": (0.04, 1, 1, 2, 0), "Stateful check": (0.86, 4, 17, 38, 2),
    "Locks 5": (3.87, 6, 87, 148, 26), "Locks 6": (4.84, 7, 107, 182, 32),
    "Locks 7": (8.63, 9, 174, 287, 61), "Locks 8": (6.75, 9, 147, 250, 44),
    "Locks 9": (12.45, 11, 226, 373, 79), "Locks 10": (8.83, 11, 187, 318, 56),
    "Locks 11": (17.48, 13, 278, 459, 97), "Locks 12": (20.00, 14, 304, 502, 106),
    "Locks 13": (12.27, 14, 247, 420, 74), "Locks 14": (13.33, 15, 267, 454, 80),
    "Locks 15": (14.67, 16, 287, 488, 86),
}


def lctd_name(task):
    """LCTD's name for a task file, or None (the _false variants of Locks 14/15 are not in it)."""
    rules = [
        (r"alias_of_return_true.*_1\.yml", "Alias of return 1.1"),
        (r"alias_of_return_true", "Alias of return 1"),
        (r"alias_of_return_2.*_1\.yml", "Alias of return 2.1"),
        (r"alias_of_return_2", "Alias of return 2"),
        (r"byte_add_(\d)_true", "Byte add safe {0}"), (r"byte_add_false", "Byte add unsafe"),
        (r"gcd_(\d)", "GCD {0}"), (r"jain_(\d)", "Jain {0}"), (r"modulus", "Modulus"),
        (r"mutex_lock_int.*_true-unreach", "Mutex lock int safe"),
        (r"mutex_lock_int.*_false-unreach", "Mutex lock int unsafe"),
        (r"num_conversion_1", None), (r"num_conversion_2", "Num conversion"),
        (r"oomInt", "oomInt"), (r"parity", "Parity"), (r"sizeofparameters", "Size of parameters"),
        (r"stateful_check", "Stateful check"), (r"test_locks_(\d+)_true", "Locks {0}"),
    ]
    for pattern, name in rules:
        m = re.search(pattern, task)
        if m:
            return None if name is None else name.format(*m.groups())
    return None


def main(run, manifest=None):
    rows = {r["task"]: r for r in csv.DictReader(open(os.path.join(run, "results.csv")))}
    if manifest:
        group1 = {m["yml"] for m in csv.DictReader(open(manifest), delimiter="\t")
                  if m["group"] == "1"}
        rows = {t: r for t, r in rows.items() if t in group1}
    print("| task | LCTD | verdict | CPU s (LCTD) | tests | solve runs | SMT calls | unsat targets |")
    print("|---|---|---|---:|---:|---:|---:|---:|")
    for task, r in rows.items():
        name = lctd_name(task)
        out = glob.glob(os.path.join(run, "logs", task + ".out"))
        stats = {}
        if out:
            try:
                stats = json.load(open(out[0])).get("statistics", {})
            except ValueError:
                pass
        ref = LCTD.get(name, ("-",) * 5)
        cells = [
            f"{stats.get(k, '-')} ({ref[i + 1]})"
            for i, k in enumerate(
                ["dash_test_runs", "dash_solve_runs", "dash_smt_calls", "dash_unsat_targets"])
        ]
        verdict = r["verdict"] + (" WRONG" if r["classification"].startswith("wrong") else "")
        print(f"| {task.split('/')[-1][:28]} | {name or '-'} | {verdict} | "
              f"{r['cpu_s']} ({ref[0]}) | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main(*sys.argv[1:3])
