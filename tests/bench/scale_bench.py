#!/usr/bin/env python3
"""tools/bench scale: how each cost grows with its input.

For every dimension of an HCL input (object keys, tuple elements, blocks of
one type, attributes, template interpolations, heredoc lines, labels,
diagnostics, long lines, nesting, variables) the same command runs on an input
of size N and of size 10*N, and the growth factor of its CPU time is printed.
A cost linear in its input grows about 10x; the bound is 12x (the start-up
time of the process makes small inputs look cheaper, so a growth above the
bound is never the start-up's fault). Peak RSS is printed beside it, since
memory must be bounded too: the larger of the two runs' own peaks (each runs
under the launcher hclc_measure_process, whose figures are the command's own,
not this driver's).

Where the reference has the same command (hcldec with a spec, oracle eval,
oracle parse), it runs on the 10*N input as well and the ratio of the two
CPU times (reference / hclc: above 1 means hclc is faster) is printed.

With --instructions, hclc's instruction counts under callgrind are measured
instead of its CPU time: repeatable on a busy machine, where CPU times are
not (valgrind must be installed; memory effects such as cache misses do not
show in instructions, only in time).

Usage: scale_bench.py --build DIR [--reference DIR] --work DIR [--runs N]
                      [--only NAME]... [--factor F] [--instructions]
Exit status 1 when a dimension grows by more than the bound.
"""

import argparse
import json
import os
import resource
import subprocess
import sys

from measured_run import launcher_in, run_measured

GROWTH_BOUND = 12.0


def run(launcher, argv, runs):
    """The best CPU time (user + system) of `runs` runs, and the largest peak
    RSS in MB, both of the command alone (measured_run.py). Output is
    discarded."""
    best = float("inf")
    rss = 0
    for _ in range(runs):
        measured = run_measured(launcher, argv)
        best = min(best, measured.cpu)
        rss = max(rss, measured.peak_rss_kb / 1024)
    return best, rss


def instructions(argv):
    """The instructions one run executes (callgrind), and its exit status."""
    process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + argv,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    for line in process.stderr.decode(errors="replace").splitlines():
        if "Collected :" in line:
            return int(line.split(":")[-1].strip()), process.returncode
    raise RuntimeError("callgrind reported no count for " + " ".join(argv))


# The reference is slow beyond measure on some of these inputs (it quotes a
# multi-megabyte line in each of thousands of diagnostics): its run is cut
# after this many seconds and shown as more than that.
REFERENCE_TIMEOUT = 60.0


def reference_cpu(argv):
    """The reference's CPU time on one run, or None when it was cut off."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL)
    try:
        process.wait(timeout=REFERENCE_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


# --- inputs -----------------------------------------------------------------
# Each maker writes the input of size n into `path` (with the extension the
# command needs) and returns nothing. The commands below name the files.

def object_keys(n):
    return "{\n" + "".join(f"  key{i} = {i}\n" for i in range(n)) + "}\n"


def object_keys_one_line(n):
    return "{" + ", ".join(f"key{i} = {i}" for i in range(n)) + "}\n"


def tuple_elements(n):
    return "[" + ", ".join(str(i) for i in range(n)) + "]\n"


def for_map(n):
    return "{for i, v in [" + ", ".join(str(i) for i in range(n)) + "] : \"k${i}\" => v}\n"


def for_group(n):
    return "{for i, v in [" + ", ".join(str(i) for i in range(n)) + "] : \"k${i % 7}\" => v...}\n"


def template_interpolations(n):
    return '"' + "".join(f"x${{{i}}}" for i in range(n)) + '"\n'


def template_for(n):
    return '"%{ for v in [' + ", ".join(str(i) for i in range(n)) + '] }${v},%{ endfor }"\n'


def heredoc_lines(n):
    return "<<-EOT\n" + "".join(f"    line {i} ${{{i}}}\n" for i in range(n)) + "    EOT\n"


def call_arguments(n):
    return "max(" + ", ".join(str(i) for i in range(n)) + ")\n"


def nested_tuples(n):
    return "a = " + "[" * n + "]" * n + "\n"


def attributes(n):
    return "".join(f'attr{i} = "value {i}"\n' for i in range(n))


def blocks_of_one_type(n):
    return "".join(f'item "i{i}" {{\n  size = {i}\n}}\n' for i in range(n))


def block_labels(n):
    return "block " + " ".join(f'"l{i}"' for i in range(n)) + " {\n}\n"


def nested_blocks(n):
    return "".join("b {\n" for _ in range(n)) + "}\n" * n


def json_properties(n):
    return json.dumps({f"attr{i}": i for i in range(n)}, indent=1) + "\n"


def json_properties_one_line(n):
    return json.dumps({f"attr{i}": i for i in range(n)}) + "\n"


def json_blocks(n):
    return json.dumps({"item": {f"i{i}": {"size": i} for i in range(n)}}, indent=1) + "\n"


def variables(n):
    return json.dumps({"m": {f"key{i}": i for i in range(n)}}) + "\n"


def syntax_errors(n):
    # one error per line: the parser's error bound makes this a test of the
    # cost of finding and rendering bounded errors in a long file
    return "".join(f"a{i} = = {i}\n" for i in range(n))


def long_line_error(n):
    # one diagnostic whose line is n bytes long: its text quotes a cut of the
    # line around the subject, never the whole line
    return 'a = "' + "x" * n + '" +\n'


ITEM_SPEC = 'block_map "item" {\n  labels = ["name"]\n  attr {\n    name = "size"\n    type = number\n  }\n}\n'


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# A dimension: its name, the input maker, the file name, the size N, and how
# to run hclc (and the reference, or None) on the file. `{file}` and `{work}`
# are replaced.
DIMENSIONS = [
    ("object keys (eval)", object_keys, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("object keys on one line (eval)", object_keys_one_line, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("tuple elements (eval)", tuple_elements, "in.hcl", 10000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("for-expression map keys (eval)", for_map, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("for-expression grouping (eval)", for_group, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("template interpolations (eval)", template_interpolations, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("template for directive (eval)", template_for, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("heredoc lines (eval)", heredoc_lines, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    ("call arguments (eval)", call_arguments, "in.hcl", 5000,
     ["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"]),
    # m.key1: the command succeeds (length() takes no object), reading one key.
    ("variables with many keys (eval -V)", variables, "vars.json", 20000,
     ["{hclc}", "eval", "-V", "{file}", "-e", "m.key1"], ["{oracle}", "eval", "--vars", "{file}", "{work}/key1.hcl"]),
    ("nesting depth (parse)", nested_tuples, "in.hcl", 20,
     ["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"]),
    ("attributes (parse)", attributes, "in.hcl", 20000,
     ["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"]),
    ("attributes (hclc json)", attributes, "in.hcl", 20000,
     ["{hclc}", "json", "{file}"], None),
    ("blocks of one type (hcldec)", blocks_of_one_type, "in.hcl", 5000,
     ["{hcldec}", "--spec", "{work}/item.hcldec", "{file}"],
     ["{ref_hcldec}", "--spec", "{work}/item.hcldec", "{file}"]),
    ("blocks of one type (hclc json)", blocks_of_one_type, "in.hcl", 5000,
     ["{hclc}", "json", "{file}"], None),
    ("block labels (parse)", block_labels, "in.hcl", 5000,
     ["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"]),
    ("nested blocks (parse)", nested_blocks, "in.hcl", 20,
     ["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"]),
    ("JSON properties (hcldec, unsupported: text diagnostics)", json_properties, "in.json", 2000,
     ["{hcldec}", "--spec", "{work}/empty.hcldec", "{file}"],
     ["{ref_hcldec}", "--spec", "{work}/empty.hcldec", "{file}"]),
    ("JSON properties on one line (hcldec, text diagnostics)", json_properties_one_line, "in.json", 2000,
     ["{hcldec}", "--spec", "{work}/empty.hcldec", "{file}"],
     ["{ref_hcldec}", "--spec", "{work}/empty.hcldec", "{file}"]),
    ("JSON properties on one line (hcldec, JSON diagnostics)", json_properties_one_line, "in.json", 2000,
     ["{hcldec}", "--diags=json", "--spec", "{work}/empty.hcldec", "{file}"],
     ["{ref_hcldec}", "--diags=json", "--spec", "{work}/empty.hcldec", "{file}"]),
    ("JSON blocks (hcldec)", json_blocks, "in.json", 5000,
     ["{hcldec}", "--spec", "{work}/item.hcldec", "{file}"],
     ["{ref_hcldec}", "--spec", "{work}/item.hcldec", "{file}"]),
    ("unsupported attributes (hcldec, text diagnostics)", attributes, "in.hcl", 2000,
     ["{hcldec}", "--spec", "{work}/empty.hcldec", "{file}"],
     ["{ref_hcldec}", "--spec", "{work}/empty.hcldec", "{file}"]),
    ("syntax errors (parse)", syntax_errors, "in.hcl", 5000,
     ["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"]),
    ("diagnostic on a long line (parse, text diagnostics)", long_line_error, "in.hcl", 100000,
     ["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"]),
    ("diagnostic on a long line (hcldec, text diagnostics)", long_line_error, "in.hcl", 100000,
     ["{hcldec}", "--spec", "{work}/empty.hcldec", "{file}"],
     ["{ref_hcldec}", "--spec", "{work}/empty.hcldec", "{file}"]),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True)
    ap.add_argument("--reference", default="", help="the reference's bin directory; empty: no reference column")
    ap.add_argument("--work", required=True)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--factor", type=int, default=10, help="the larger input's size over the smaller's")
    ap.add_argument("--only", action="append", default=[], help="dimensions whose name contains this")
    ap.add_argument("--instructions", action="store_true",
                    help="count hclc's instructions (callgrind) instead of timing it; no reference column")
    args = ap.parse_args()

    os.makedirs(args.work, exist_ok=True)
    write(os.path.join(args.work, "item.hcldec"), "object {\n" + "\n".join(
        "  " + line for line in ITEM_SPEC.splitlines()) + "\n}\n")
    write(os.path.join(args.work, "empty.hcldec"), "object {\n}\n")
    write(os.path.join(args.work, "key1.hcl"), "m.key1\n")
    names = {
        "hclc": os.path.join(args.build, "hclc"),
        "hcldec": os.path.join(args.build, "hcldec"),
        "oracle": os.path.join(args.reference, "oracle") if args.reference else "",
        "ref_hcldec": os.path.join(args.reference, "hcldec") if args.reference else "",
        "work": args.work,
    }

    def expand(argv, path):
        return [a.format(file=path, **names) for a in argv]

    if args.instructions:
        print(f"{'dimension':58} {'N':>7} {'Minstr N':>9} {'Minstr 10N':>10} {'growth':>7}")
    else:
        print(f"{'dimension':58} {'N':>7} {'CPU N':>8} {'CPU 10N':>8} {'growth':>7} {'RSS MB':>7} {'vs ref':>7}")
    worst = 0.0
    failures = []
    for name, maker, filename, n, hclc_argv, ref_argv in DIMENSIONS:
        if args.only and not any(o in name for o in args.only):
            continue
        if args.instructions:
            counts = []
            for size in (n, n * args.factor):
                path = os.path.join(args.work, f"scale-{size}-{filename}")
                write(path, maker(size))
                counts.append(instructions(expand(hclc_argv, path))[0])
            growth = counts[1] / counts[0]
            worst = max(worst, growth)
            flag = "" if growth <= GROWTH_BOUND else "  <- above the bound"
            if flag:
                failures.append(name)
            print(f"{name:58} {n:7} {counts[0] / 1e6:9.1f} {counts[1] / 1e6:10.1f} {growth:6.1f}x{flag}", flush=True)
            continue
        times = []
        rss = 0.0
        for size in (n, n * args.factor):
            path = os.path.join(args.work, f"scale-{size}-{filename}")
            write(path, maker(size))
            cpu, peak = run(launcher_in(args.build), expand(hclc_argv, path), args.runs)
            times.append(cpu)
            rss = max(rss, peak)
        growth = times[1] / max(times[0], 1e-3)
        ratio = ""
        if ref_argv and args.reference:
            ref_cpu = reference_cpu(expand(ref_argv, path))
            ratio = f"{ref_cpu / max(times[1], 1e-3):6.2f}x" if ref_cpu is not None else \
                f">{REFERENCE_TIMEOUT / max(times[1], 1e-3):.0f}x"
        worst = max(worst, growth)
        flag = "" if growth <= GROWTH_BOUND else "  <- above the bound"
        if flag:
            failures.append(name)
        print(f"{name:58} {n:7} {times[0]:8.3f} {times[1]:8.3f} {growth:6.1f}x {rss:7.0f} {ratio:>7}{flag}",
              flush=True)
    print(f"\nlargest growth for {args.factor}x input: {worst:.1f}x (bound {GROWTH_BOUND:.0f}x)")
    if failures:
        print("above the bound: " + "; ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
