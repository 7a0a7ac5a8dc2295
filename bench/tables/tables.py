#!/usr/bin/env python3
"""Issue 12's Tables 2 and 3 (the slicing thesis's shape) from 60 s runs of bench/tables/run.sh.

  python3 bench/tables/tables.py [--runs OUT] [--tsv results.tsv] [--write results.tsv]
                                 [--merged DIR]

Results come from finished chunks under OUT (OUT/<config>/cNN/results.csv with DONE) and, for
tasks not found there, from a TSV this script wrote before (one row per task, one column
per configuration: "T 0.61" a correct proof and its CPU seconds, "F" a correct alarm, "WRONG",
"timeout", "unknown"). --write saves what was read as such a TSV. --merged writes each
configuration's finished chunks under OUT as one DIR/<config>/results.json, for `vigil bench
compare DIR/kinduction DIR/predicate-cegar`.
"""
import argparse, csv, glob, json, os, statistics

ORDER = ['symex', 'symex-slicing', 'symex-cegar', 'symex-slicing-cegar',
         'value-cegar', 'predicate-cegar', 'kinduction']
THESIS = ORDER[:4]


def from_runs(out):
    rows = {}
    for cfg in ORDER:
        for f in sorted(glob.glob(f'{out}/{cfg}/c*/results.csv')):
            if os.path.exists(os.path.join(os.path.dirname(f), 'DONE')):
                for r in csv.DictReader(open(f)):
                    if r['classification'].startswith('correct'):
                        cls = 'T' if r['verdict'] == 'TRUE' else 'F'
                    elif r['classification'].startswith('wrong'):
                        cls = 'WRONG'
                    else:
                        cls = 'timeout' if r['reason_kind'] == 'timeout' else 'unknown'
                    rows.setdefault(cfg, {})[r['task']] = (cls, float(r['cpu_s']))
    return rows


def merge(out, into):
    for cfg in ORDER:
        merged = None
        for f in sorted(glob.glob(f'{out}/{cfg}/c*/results.json')):
            if os.path.exists(os.path.join(os.path.dirname(f), 'DONE')):
                run = json.load(open(f))
                if merged is None:
                    merged = run
                else:
                    merged['results'] += run['results']
        if merged:
            merged.pop('summary', None)  # `vigil bench compare` recomputes it from the results
            os.makedirs(f'{into}/{cfg}', exist_ok=True)
            json.dump(merged, open(f'{into}/{cfg}/results.json', 'w'), indent=1)


def from_tsv(path):
    rows = {}
    with open(path) as f:
        header = f.readline().rstrip('\n').split('\t')
        for line in f:
            cells = line.rstrip('\n').split('\t')
            for cfg, cell in zip(header[1:], cells[1:]):
                if cell:
                    cls, cpu = cell.split(' ')
                    rows.setdefault(cfg, {})[cells[0]] = (cls, float(cpu))
    return rows


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--runs')
    p.add_argument('--tsv')
    p.add_argument('--write')
    p.add_argument('--merged')
    a = p.parse_args()
    if a.merged:
        merge(a.runs, a.merged)
    rows = from_runs(a.runs) if a.runs else {}
    if a.tsv:
        for cfg, results in from_tsv(a.tsv).items():
            rows[cfg] = {**results, **rows.get(cfg, {})}
    solved = lambda cfg, kinds='TF': {t for t, (c, _) in rows.get(cfg, {}).items() if c in kinds}
    print('| configuration | tasks | correct | proofs | alarms | wrong | unknown (timeouts / other)'
          ' | median CPU of proofs / alarms |')
    print('|---|---:|---:|---:|---:|---:|---:|---|')
    for cfg in ORDER:
        rs = rows.get(cfg)
        if not rs:
            continue
        count = lambda *kinds: sum(1 for c, _ in rs.values() if c in kinds)
        med = lambda k: (f"{statistics.median(cpu for c, cpu in rs.values() if c == k):.2f}"
                         if count(k) else '-')
        print(f"| {cfg} | {len(rs)} | {count('T', 'F')} | {count('T')} | {count('F')} | "
              f"{count('WRONG')} | {count('timeout', 'unknown')} ({count('timeout')} / "
              f"{count('unknown')}) | {med('T')} / {med('F')} s |")
    most = max((len(r) for r in rows.values()), default=0)
    complete = [c for c in THESIS if len(rows.get(c, {})) == most]
    if len(complete) > 1:
        print('\nTable 3: solved by the row\'s configuration and not the column\'s (proofs t / alarms w)\n')
        print('| | ' + ' | '.join(complete) + ' |')
        print('|---' * (len(complete) + 1) + '|')
        for x in complete:
            cells = []
            for y in complete:
                only = solved(x) - solved(y)
                cells.append('—' if x == y else
                             f"{len(only & solved(x, 'T'))} t / {len(only & solved(x, 'F'))} w")
            print(f'| {x} | ' + ' | '.join(cells) + ' |')
    if 'kinduction' in rows:
        k = solved('kinduction', 'T')
        either = set()
        for cfg in ('predicate-cegar', 'value-cegar'):
            if cfg in rows:
                extra = sorted(solved(cfg, 'T') - k)
                either |= set(extra)
                print(f'\nProved by {cfg}, not by kinduction ({len(extra)}): ' +
                      ', '.join(os.path.basename(t)[:-4] for t in extra))
        print(f'\nProved by predicate-cegar or value-cegar, not by kinduction: {len(either)}')
    if a.write:
        cfgs = [c for c in ORDER if c in rows]
        with open(a.write, 'w') as out:
            out.write('task\t' + '\t'.join(cfgs) + '\n')
            for t in sorted(set().union(*(rows[c].keys() for c in cfgs))):
                cells = [f'{rows[c][t][0]} {rows[c][t][1]:.2f}' if t in rows[c] else '' for c in cfgs]
                out.write(t + '\t' + '\t'.join(cells) + '\n')


main()
