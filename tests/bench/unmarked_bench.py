#!/usr/bin/env python3
"""What marks cost a program that uses none (issue #29: "the unmarked path
must not get slower"): hclc's instructions under cachegrind on the evaluation
and decoding workloads of tools/bench (tests/bench/generate_inputs.py) and on
converting the corpus, none of which marks anything, beside the same counts
of a baseline hclc, normally one built from the commit before marks landed
(11cb3a1):

    git worktree add /tmp/premarks 11cb3a1
    cmake -S /tmp/premarks -B /tmp/premarks/build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
    cmake --build /tmp/premarks/build --target hclc
    tools/bench unmarked --baseline /tmp/premarks/build/hclc

Instruction counts, not time: they do not depend on the machine's load, and
a difference of 0.3% is noise in time but not in instructions. Exits 1 when
a workload's count is more than --tolerance percent over the baseline's.

Usage: unmarked_bench.py --build DIR --work DIR [--corpus DIR] [--baseline HCLC] [--tolerance PCT]
"""

import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def instructions(argv):
    process = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] +
                             argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", process.stderr)
    if not found:
        raise RuntimeError("cachegrind reported no count for " + " ".join(argv))
    return int(found.group(1).replace(",", ""))


def workloads(work, corpus):
    """(name, arguments of hclc) for each workload."""
    e = os.path.join(work, "inputs", "eval")
    d = os.path.join(work, "inputs", "decode")
    evaluate = ["eval", "--with-type", "--keep-nulls", "--diags=json", "-V"]
    corpus_files = sorted(os.path.join(root, name) for root, _, files in os.walk(corpus)
                          for name in files if name.endswith(".tf"))
    return [
        ("eval: for over 100,000-element list", evaluate + [os.path.join(e, "for_list.json"),
                                                           os.path.join(e, "for_list.hcl")]),
        ("eval: template, 5,000 records", evaluate + [os.path.join(e, "template.json"), "--template",
                                                     os.path.join(e, "template.tmpl")]),
        ("eval: deep traversals", evaluate + [os.path.join(e, "traversal.json"), os.path.join(e, "traversal.hcl")]),
        ("dec: generated configuration", ["dec", "--spec", os.path.join(d, "large.hcldec"), "-V",
                                          os.path.join(d, "vars.json"), os.path.join(d, "large.hcl")]),
        (f"json: {len(corpus_files)} corpus files", ["json"] + corpus_files),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--corpus", default=os.path.join(HERE, "../../../shared/corpus"))
    parser.add_argument("--baseline", help="an hclc to compare with (built from the commit before marks)")
    parser.add_argument("--tolerance", type=float, default=0.3, help="percent over the baseline that fails")
    args = parser.parse_args()
    subprocess.run([sys.executable, os.path.join(HERE, "generate_inputs.py"), os.path.join(args.work, "inputs"),
                    "--decode-mb", "1"], check=True, stdout=subprocess.DEVNULL)
    hclc = os.path.join(args.build, "hclc")
    print(f"{'workload':40} {'hclc':>15} {'baseline':>15} {'change':>8}")
    over = []
    for name, argv in workloads(args.work, args.corpus):
        ours = instructions([hclc] + argv)
        if not args.baseline:
            print(f"{name:40} {ours:15,}")
            continue
        theirs = instructions([args.baseline] + argv)
        change = (ours - theirs) * 100 / theirs
        print(f"{name:40} {ours:15,} {theirs:15,} {change:+7.2f}%", flush=True)
        if change > args.tolerance:
            over.append(name)
    if over:
        print(f"over the baseline by more than {args.tolerance}%: " + ", ".join(over))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
