#!/usr/bin/env python3
"""Runs 'vigil verify --json' on the SV-COMP tasks of MANIFEST.tsv and scores the verdicts.

Prints one line per task (status, verdict, expected, CPU seconds, reason) and a summary: correct
TRUE/FALSE, wrong, unknown, and the median CPU time (JVM start included) of correct FALSE answers.

  contrib/svcomp_bmc.py [--engine bmc] [--timeout 60] [--jobs 1] [--filter TEXT] [--bench DIR]
"""
import argparse
import concurrent.futures
import json
import os
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)


def run(vigil, bench, task, engine, timeout, extra):
    """One 'vigil verify' run; its CPU time (user + system, JVM included) comes from wait4."""
    cmd = [vigil, "verify", os.path.join(bench, task), "--engine", engine,
           "--timeout", str(timeout), "--json"] + extra
    start = time.time()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    captured = {}
    readers = [threading.Thread(target=lambda n=n, s=s: captured.__setitem__(n, s.read()))
               for n, s in (("out", proc.stdout), ("err", proc.stderr))]
    for t in readers:
        t.start()
    killer = threading.Timer(timeout + 60, proc.kill)
    killer.start()
    _, _, usage = os.wait4(proc.pid, 0)
    killer.cancel()
    proc.returncode = 0
    for t in readers:
        t.join()
    wall = time.time() - start
    cpu = usage.ru_utime + usage.ru_stime
    out, err = captured.get("out", ""), captured.get("err", "")
    try:
        result = json.loads(out)
    except ValueError:
        last = (err.strip().splitlines() or ["no output"])[-1]
        return {"task": task, "verdict": "error", "reason": last, "correct": None, "wall": wall, "cpu": cpu}
    return {"task": task, "verdict": result.get("verdict"), "reason": result.get("reason", ""),
            "correct": result.get("correct"), "wall": wall, "cpu": cpu, "alarm": "BUG" in err}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--engine", default="bmc")
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--filter", default="")
    p.add_argument("--bench", default=os.path.join(PROJECT, "..", "shared", "benchmarks", "sv-comp"))
    p.add_argument("--vigil", default=os.path.join(PROJECT, "vigil"))
    p.add_argument("extra", nargs="*", help="more options for 'vigil verify' (after --)")
    args = p.parse_args()
    with open(os.path.join(args.bench, "MANIFEST.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    tasks = [(r[0], r[3]) for r in rows if args.filter in r[0]]
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run, args.vigil, args.bench, t, args.engine, args.timeout, args.extra): (t, e)
                   for t, e in tasks}
        for fut in concurrent.futures.as_completed(futures):
            task, expected = futures[fut]
            r = fut.result()
            r["expected"] = expected
            status = {True: "correct", False: "WRONG", None: "unknown"}[r["correct"]]
            r["status"] = status
            results.append(r)
            cpu = "%.2f" % r["cpu"] if r["cpu"] is not None else "-"
            print("%-8s %-7s expected %-5s cpu %6s  %s  %s%s" % (
                status, r["verdict"], expected, cpu, task, r["reason"] or "",
                "  [replay alarm]" if r.get("alarm") else ""), flush=True)
    correct_true = sum(1 for r in results if r["status"] == "correct" and r["verdict"] == "true")
    correct_false = [r for r in results if r["status"] == "correct" and r["verdict"] == "false"]
    wrong = sum(1 for r in results if r["status"] == "WRONG")
    unknown = sum(1 for r in results if r["status"] == "unknown")
    print("\n%d tasks: %d correct TRUE, %d correct FALSE, %d WRONG, %d unknown" % (
        len(results), correct_true, len(correct_false), wrong, unknown))
    cpus = [r["cpu"] for r in correct_false if r["cpu"] is not None]
    if cpus:
        print("median CPU time of correct FALSE: %.2f s (JVM start included)" % statistics.median(cpus))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
