#!/usr/bin/env python3
"""The workloads of tools/bench: hclc against the reference on the same inputs,
in the same run, as ratios (hclc speed / reference speed; above 1 means hclc is
faster).

Whole-process measurements run each command --runs times and keep the fastest
run (the least disturbed by other load on the machine), both in wall time and
in CPU time (user + system, which other processes disturb less). Peak RSS is
the largest over the runs. Each process runs under the launcher
hclc_measure_process (measured_run.py), so that its peak RSS is its own, not
this driver's. Before timing, each workload checks that both
programs give the same result on its input; a mismatch is printed and marks
the workload.

Usage: run_bench.py --build DIR [--reference DIR] --work DIR [options] WORKLOAD...
"""

import argparse
import datetime
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

import performance_doc
from measured_run import launcher_in, run_measured

HERE = os.path.dirname(os.path.abspath(__file__))


class Measurement:
    """The best of several runs of one command."""

    def __init__(self):
        self.wall = float("inf")
        self.cpu = float("inf")
        self.peak_rss_kb = 0
        self.output = b""  # standard output and error of the last run
        self.exit_status = None

    def add(self, wall, cpu, rss_kb):
        self.wall = min(self.wall, wall)
        self.cpu = min(self.cpu, cpu)
        self.peak_rss_kb = max(self.peak_rss_kb, rss_kb)


# The launcher of the build directory (set by main).
launcher = None


def run_once(argv, output_path):
    """Runs argv with its output to a file; returns (wall, cpu, peak RSS in KB,
    exit status). Standard error goes to the same file: the reference's
    programs print diagnostics on standard output, hclc's on standard error."""
    with open(output_path, "wb") as out:
        run = run_measured(launcher, argv, stdout=out, stderr=subprocess.STDOUT)
    return run.wall, run.cpu, run.peak_rss_kb, run.exit_status


def read_output(path):
    with open(path, "rb") as f:
        return f.read()


def measure(argv, runs, scratch):
    """The best of `runs` runs of argv."""
    m = Measurement()
    out_path = os.path.join(scratch, "output")
    for _ in range(runs):
        wall, cpu, rss, m.exit_status = run_once(argv, out_path)
        m.add(wall, cpu, rss)
    m.output = read_output(out_path)
    return m


def measure_series(argvs, scratch, runs):
    """A series of commands timed as one, `runs` times over (as the other
    workloads take the best of `runs` runs): the best round's sums of wall
    and of CPU time, the largest peak RSS, and each command's output (of the
    first round)."""
    best = Measurement()
    outputs = []
    out_path = os.path.join(scratch, "output")
    for round_number in range(max(runs, 1)):
        wall = cpu = 0.0
        for argv in argvs:
            command_wall, command_cpu, rss, _ = run_once(argv, out_path)
            wall += command_wall
            cpu += command_cpu
            best.peak_rss_kb = max(best.peak_rss_kb, rss)
            if round_number == 0:
                outputs.append(read_output(out_path))
        best.wall = min(best.wall, wall)
        best.cpu = min(best.cpu, cpu)
    return best, outputs


# --- the table --------------------------------------------------------------

ROWS = []


def fmt_mb(kb):
    return f"{kb / 1024:.0f} MB" if kb else "-"


def ratio(hclc_speed, reference_speed):
    if hclc_speed is None or reference_speed is None or reference_speed == 0:
        return "-"
    return f"{hclc_speed / reference_speed:.2f}x"


def figure(x):
    """Three significant digits, and every digit of a figure of 1,000 or more."""
    if x is None:
        return "-"
    return f"{x:,.0f}" if abs(x) >= 1000 else f"{x:.3g}"


def row(workload, unit, hclc, reference, hclc_rss, reference_rss, note="", compared=True):
    """hclc and reference are speeds (higher is better) or None; a row
    that is not `compared` has no ratio (each column is a ratio of its own,
    or a figure of hclc's alone)."""
    ROWS.append([workload, unit, figure(hclc), figure(reference),
                 ratio(hclc, reference) if compared else "-", fmt_mb(hclc_rss), fmt_mb(reference_rss), note])
    print("  " + " | ".join(ROWS[-1]), flush=True)


def print_table():
    header = ["workload", "unit", "hclc", "reference", "ratio", "hclc RSS", "ref RSS", "note"]
    widths = [max(len(str(r[i])) for r in ROWS + [header]) for i in range(len(header))]
    line = lambda cells: "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
    print()
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in ROWS:
        print(line(r))


def mismatch(workload, detail):
    print(f"  MISMATCH in {workload}: {detail}", flush=True)
    return "MISMATCH"


# --- parse ------------------------------------------------------------------


def parse_bench_line(text, label):
    """{"MB/s": …, "errors": …, …} from a `label files=… MB/s=…` line."""
    for line in text.splitlines():
        fields = line.split()
        if label is None or (fields and fields[0] == label):
            pairs = [f.split("=", 1) for f in fields if "=" in f]
            return {k: float(v) for k, v in pairs}
    raise RuntimeError(f"no '{label}' line in: {text!r}")


def instructions(argv):
    """The instructions one run of argv executes (cachegrind without its
    cache simulation, as scale_bench.py counts them)."""
    process = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] +
                             argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", process.stderr)
    if not found:
        raise RuntimeError("cachegrind reported no count for " + " ".join(argv))
    return int(found.group(1).replace(",", ""))


def workload_parse(args, corpus_files):
    inputs = os.path.join(args.work, "inputs")
    # The corpus's files, each parsed and freed before the next, and two
    # files of 4 MB: corpus.hcl, the corpus's own files one after the other
    # (the same content in one file), and large.hcl, a generated
    # configuration with far more tokens a byte.
    sets = [("corpus", corpus_files), ("corpus.hcl", [os.path.join(inputs, "parse", "corpus.hcl")]),
            ("large.hcl", [os.path.join(inputs, "decode", "large.hcl")])]
    parsed = {name: parse_files(args, name, files) for name, files in sets}
    corpus_speeds = parsed["corpus"][0]
    # A big file's speed per byte against the small files': each column is
    # its own program's first-pass CPU MB/s on the big file divided by its
    # first-pass CPU MB/s on the corpus's 703 files (1.0: as fast per byte).
    for name, _ in sets[1:]:
        speeds = [b / c if b and c else None for b, c in zip(parsed[name][0], corpus_speeds)]
        row(f"per byte: {name}'s first-pass MB/s over the corpus's (both CPU time) [cpu]", "x", speeds[0],
            speeds[1], 0, 0, compared=False)
    # What sets a parse's cost per byte: the input's density in tokens, and
    # (with --instructions) hclc's instructions per token of one whole
    # process parsing the input once (start-up and reading included).
    for name, files in sets:
        size, tokens = parsed[name][1], parsed[name][2]
        row(f"density: {name}, bytes a token (hclc's lexer)", "bytes", size / tokens, None, 0, 0, compared=False)
        # Pages the first pass touches for the first time (each a page
        # fault): what a large file costs beyond its tokens.
        row(f"page faults: hclc's first pass over {name}, a MB of input", "faults", parsed[name][3] / (size / 1e6),
            None, 0, 0, compared=False)
        if args.instructions:
            count = instructions([os.path.join(args.build, "hclc_parse_bench"), "1"] + files)
            row(f"instructions: hclc parsing {name} once, whole process, a token", "instr", count / tokens, None, 0,
                0, compared=False)
    parse_processes(args, corpus_files)


def parse_processes(args, files):
    """The corpus checked by one `hclc parse` process, on one thread and on
    every core, against one process of the reference parsing the same files
    (`oracle parse-bench 1`): what a user waits for."""
    size = sum(os.path.getsize(f) for f in files)
    print(f"parse: corpus, whole process ({len(files)} files)", flush=True)
    ref = measure([os.path.join(args.reference, "oracle"), "parse-bench", "1"] + files, args.runs, args.work) \
        if args.reference else None
    for jobs, label in (("1", "one thread"), (str(os.cpu_count() or 1), "every core")):
        hclc = measure([os.path.join(args.build, "hclc"), "parse", "-j", jobs] + files, args.runs, args.work)
        for attribute in ("wall", "cpu"):
            row(f"parse corpus, hclc parse -j{jobs} ({label}), whole process [{attribute}]", "MB/s",
                size / 1e6 / getattr(hclc, attribute), size / 1e6 / getattr(ref, attribute) if ref else None,
                hclc.peak_rss_kb, ref.peak_rss_kb if ref else 0)


def parse_files(args, name, files):
    """Rows for parsing `files` in one process; returns the CPU speeds of
    the first pass (hclc's, the reference's or None), the files' bytes,
    their tokens and the page faults of hclc's first pass."""
    print(f"parse: {name}, {len(files)} files, {args.parse_reps} passes", flush=True)
    hclc = measure([os.path.join(args.build, "hclc_parse_bench"), "--tokens", str(args.parse_reps)] + files, 1,
                   args.work)
    hclc_text = hclc.output.decode()
    hclc_cold, hclc_warm = parse_bench_line(hclc_text, "cold"), parse_bench_line(hclc_text, "warm")
    ref_cold = ref_warm = None
    ref_rss = 0
    note = ""
    if args.reference:
        oracle = os.path.join(args.reference, "oracle")
        # Go has no cache to warm: one pass in a fresh process is its cold
        # figure, the average of several passes its steady state.
        cold = measure([oracle, "parse-bench", "1"] + files, 1, args.work)
        warm = measure([oracle, "parse-bench", str(args.parse_reps)] + files, 1, args.work)
        ref_cold, ref_warm = parse_bench_line(cold.output.decode(), None), parse_bench_line(warm.output.decode(), None)
        ref_rss = max(cold.peak_rss_kb, warm.peak_rss_kb)
        if ref_cold["errors"] != hclc_cold["errors"]:
            note = mismatch(f"parse {name}", f"files with errors: hclc {hclc_cold['errors']:.0f}, "
                                     f"reference {ref_cold['errors']:.0f}")
    reps = args.parse_reps
    # The reference's CPU figures come from its whole process: one pass for
    # cold, and the difference between REPS passes and one pass for warm.
    megabytes = hclc_cold["bytes"] / 1e6
    ref_cold_cpu = megabytes / cold.cpu if args.reference else None
    ref_warm_cpu = megabytes * (reps - 1) / (warm.cpu - cold.cpu) \
        if args.reference and warm.cpu > cold.cpu else None
    row(f"parse {name}, cold (1st pass) [wall]", "MB/s", hclc_cold["MB/s"], ref_cold and ref_cold["MB/s"],
        hclc.peak_rss_kb, ref_rss, note)
    row(f"parse {name}, warm (passes 2-{reps}) [wall]", "MB/s", hclc_warm["MB/s"],
        ref_warm and ref_warm["MB/s"], hclc.peak_rss_kb, ref_rss, note)
    row(f"parse {name}, cold (1st pass) [cpu]", "MB/s", hclc_cold["cpu_MB/s"], ref_cold_cpu, hclc.peak_rss_kb,
        ref_rss, note)
    row(f"parse {name}, warm (passes 2-{reps}) [cpu]", "MB/s", hclc_warm["cpu_MB/s"], ref_warm_cpu,
        hclc.peak_rss_kb, ref_rss, note)
    return (hclc_cold["cpu_MB/s"], ref_cold_cpu), hclc_cold["bytes"], hclc_cold["tokens"], hclc_cold["page_faults"]


# --- whole-process comparisons ------------------------------------------------


def same_json(a, b):
    try:
        return json.loads(a) == json.loads(b)
    except ValueError:
        return a == b


def compare_processes(args, workload, hclc_argv, reference_argv, size_bytes=None, baseline=None):
    """Times both commands and adds rows: MB/s of input when size_bytes is
    given, else runs per second. baseline: a pair of argvs whose times are
    subtracted (process start-up and variable loading)."""
    hclc = measure(hclc_argv, args.runs, args.work)
    if hclc.exit_status != 0:
        print(f"  hclc exited with status {hclc.exit_status}: {' '.join(hclc_argv)}", flush=True)
    ref = None
    note = ""
    if args.reference:
        ref = measure(reference_argv, args.runs, args.work)
        if ref.exit_status != hclc.exit_status:
            note = mismatch(workload, f"exit status hclc {hclc.exit_status}, reference {ref.exit_status}")
        elif not same_json(hclc.output, ref.output):
            note = mismatch(workload, f"outputs differ (hclc {len(hclc.output)} bytes, "
                                      f"reference {len(ref.output)} bytes)")
            keep = os.path.join(args.work, re.sub(r"[^a-z0-9]+", "-", workload.lower()).strip("-") + ".mismatch")
            for name, m in (("hclc", hclc), ("reference", ref)):
                with open(f"{keep}.{name}", "wb") as f:
                    f.write(m.output)
            print(f"  outputs kept in {keep}.hclc and {keep}.reference", flush=True)
        elif hclc.output != ref.output:
            note = "same JSON, different bytes"

    def speeds(attribute, base_h, base_r):
        h = getattr(hclc, attribute) - base_h
        r = getattr(ref, attribute) - base_r if ref else None
        if size_bytes is not None:
            return size_bytes / 1e6 / h if h > 0 else None, (size_bytes / 1e6 / r if r and r > 0 else None)
        return (1 / h if h > 0 else None), (1 / r if r and r > 0 else None)

    unit = "MB/s" if size_bytes is not None else "runs/s"
    for attribute, label in (("wall", "wall"), ("cpu", "cpu")):
        h, r = speeds(attribute, 0, 0)
        row(f"{workload} [{label}]", unit, h, r, hclc.peak_rss_kb, ref.peak_rss_kb if ref else 0, note)
    if baseline:
        base_h = measure(baseline[0], args.runs, args.work)
        base_r = measure(baseline[1], args.runs, args.work) if args.reference else None
        for attribute, label in (("wall", "wall"), ("cpu", "cpu")):
            h, r = speeds(attribute, getattr(base_h, attribute), getattr(base_r, attribute) if base_r else 0)
            row(f"{workload} [{label} - baseline]", unit, h, r, hclc.peak_rss_kb,
                ref.peak_rss_kb if ref else 0, note)


# --- eval -------------------------------------------------------------------

EVAL_WORKLOADS = [
    # name, expression file, variables file, standalone template?
    ("for over 100,000-element list", "for_list.hcl", "for_list.json", False),
    ("template: 5,000 records", "template.tmpl", "template.json", True),
    ("deep traversals: 50 passes over 2,000 8-level objects", "traversal.hcl", "traversal.json", False),
]


def workload_eval(args):
    d = os.path.join(args.work, "inputs", "eval")
    print("eval: whole process; '- baseline' subtracts evaluating `1` with the same variables "
          "(start-up and variable loading)", flush=True)
    trivial = os.path.join(d, "trivial.hcl")
    for name, expr, variables, as_template in EVAL_WORKLOADS:
        vars_path = os.path.join(d, variables)

        def hclc_argv(path, template):
            return [os.path.join(args.build, "hclc"), "eval", "--with-type", "--keep-nulls", "--diags=json", "-V", vars_path] + \
                (["--template"] if template else []) + [path]

        def reference_argv(path, template):
            return [os.path.join(args.reference, "oracle"), "eval", "--vars", vars_path] + \
                (["--template"] if template else []) + [path]

        compare_processes(args, f"eval {name}", hclc_argv(os.path.join(d, expr), as_template),
                          reference_argv(os.path.join(d, expr), as_template),
                          baseline=(hclc_argv(trivial, False), reference_argv(trivial, False)))


# --- decode -----------------------------------------------------------------


def diagnostics_or_value(output):
    """A decode result that does not depend on the order of diagnostics (the
    reference reports some in map order)."""
    try:
        value = json.loads(output)
    except ValueError:
        return output
    if isinstance(value, dict) and set(value) == {"diagnostics"}:
        return sorted(json.dumps(d, sort_keys=True) for d in value["diagnostics"])
    return value


def corpus_specs(args, corpus_files):
    """(file, spec) for every corpus file the reference's genspec can describe;
    specs are cached in the work directory."""
    spec_dir = os.path.join(args.work, "corpus-specs")
    os.makedirs(spec_dir, exist_ok=True)
    pairs = []
    for i, path in enumerate(corpus_files):
        spec = os.path.join(spec_dir, f"{i:04d}.hcldec")
        if not os.path.exists(spec):
            result = subprocess.run([os.path.join(args.reference, "oracle"), "genspec", path],
                                    capture_output=True)
            if result.returncode != 0:
                continue
            with open(spec, "wb") as f:
                f.write(result.stdout)
        pairs.append((path, spec))
    return pairs


def workload_decode(args, corpus_files):
    d = os.path.join(args.work, "inputs", "decode")
    if args.reference:
        pairs = corpus_specs(args, corpus_files)
        if 0 < args.corpus_decode_files < len(pairs):  # an even sample
            step = len(pairs) / args.corpus_decode_files
            pairs = [pairs[int(i * step)] for i in range(args.corpus_decode_files)]
        size = sum(os.path.getsize(p) for p, _ in pairs)
        print(f"decode: {len(pairs)} corpus files ({size / 1e6:.2f} MB), one process each (best of {args.runs} rounds), "
              "spec from `oracle genspec`", flush=True)
        # One variable that nothing uses: without any, the reference decodes
        # with no variables at all ("Variables not allowed"), where hclc's
        # hcldec reports "Unknown variable" (a difference to fix in hclc, not
        # the subject of this benchmark).
        variables = os.path.join(args.work, "one-unused-variable.json")
        with open(variables, "w") as f:
            f.write('{"bench_unused": 1}\n')
        hclc, hclc_out = measure_series([[os.path.join(args.build, "hcldec"), "--diags=json", "--vars", variables,
                                          "--spec", s, p] for p, s in pairs], args.work, args.runs)
        ref, ref_out = measure_series([[os.path.join(args.reference, "hcldec"), "--diags=json", "--vars", variables,
                                        "--spec", s, p] for p, s in pairs], args.work, args.runs)
        differing = [p for (p, _), h, r in zip(pairs, hclc_out, ref_out)
                     if diagnostics_or_value(h) != diagnostics_or_value(r)]
        note = mismatch("decode corpus", f"{len(differing)} files differ, e.g. {differing[:3]}") if differing else ""
        for attribute in ("wall", "cpu"):
            row(f"decode corpus, {len(pairs)} processes [{attribute}]", "MB/s",
                size / 1e6 / getattr(hclc, attribute), size / 1e6 / getattr(ref, attribute),
                hclc.peak_rss_kb, ref.peak_rss_kb, note)
    else:
        print("decode: the corpus part needs the reference's genspec; skipped", flush=True)

    large = os.path.join(d, "large.hcl")
    print(f"decode: generated configuration ({os.path.getsize(large) / 1e6:.1f} MB)", flush=True)
    spec_args = ["--spec", os.path.join(d, "large.hcldec"), "--vars", os.path.join(d, "vars.json")]
    compare_processes(args, "decode large.hcl", [os.path.join(args.build, "hcldec")] + spec_args + [large],
                      [os.path.join(args.reference, "hcldec")] + spec_args + [large],
                      size_bytes=os.path.getsize(large))


# --- json -------------------------------------------------------------------


def workload_json(args):
    d = os.path.join(args.work, "inputs", "decode")
    large = os.path.join(d, "large.hcl.json")
    size = os.path.getsize(large)
    print(f"json: generated configuration in JSON syntax ({size / 1e6:.1f} MB)", flush=True)
    spec_args = ["--spec", os.path.join(d, "large.hcldec"), "--vars", os.path.join(d, "vars.json")]
    compare_processes(args, "json decode large.hcl.json", [os.path.join(args.build, "hcldec")] + spec_args + [large],
                      [os.path.join(args.reference, "hcldec")] + spec_args + [large], size_bytes=size)
    # Parsing alone: the same file through hclc's JSON parser and the
    # reference's (`oracle parse` prints only diagnostics, as does
    # hclc_parse_bench's summary, so only the exit statuses are compared).
    hclc = measure([os.path.join(args.build, "hclc_parse_bench"), "1", large], args.runs, args.work)
    in_process = parse_bench_line(hclc.output.decode(), "cold")
    ref = measure([os.path.join(args.reference, "oracle"), "parse", large], args.runs, args.work) \
        if args.reference else None
    note = ""
    if ref and (ref.exit_status != 0 or in_process["errors"] != 0):
        note = mismatch("json parse", f"reference exit {ref.exit_status}, hclc errors {in_process['errors']:.0f}")
    for attribute in ("wall", "cpu"):
        row(f"json parse only, whole process [{attribute}]", "MB/s", size / 1e6 / getattr(hclc, attribute),
            size / 1e6 / getattr(ref, attribute) if ref else None, hclc.peak_rss_kb,
            ref.peak_rss_kb if ref else 0, note)
    row("json parse only, hclc in-process", "MB/s", in_process["MB/s"], None, hclc.peak_rss_kb, 0)
    # hclc json: the generated native configuration converted to the JSON
    # syntax. The reference has no such command: its column is its parse of
    # the same native file (oracle parse), the least a conversion must do.
    native = os.path.join(d, "large.hcl")
    native_size = os.path.getsize(native)
    print(f"json: hclc json of the generated configuration ({native_size / 1e6:.1f} MB)", flush=True)
    hclc = measure([os.path.join(args.build, "hclc"), "json", native], args.runs, args.work)
    ref = measure([os.path.join(args.reference, "oracle"), "parse", native], args.runs, args.work) \
        if args.reference else None
    for attribute in ("wall", "cpu"):
        row(f"hclc json large.hcl (reference: parse only) [{attribute}]", "MB/s",
            native_size / 1e6 / getattr(hclc, attribute), native_size / 1e6 / getattr(ref, attribute) if ref else None,
            hclc.peak_rss_kb, ref.peak_rss_kb if ref else 0)


# --- fmt --------------------------------------------------------------------


def workload_fmt(args, corpus_files):
    """`hclc fmt` against hclfmt: every corpus file in one process (both print
    the files' formatted texts one after the other), then the generated
    configuration; the outputs must be the same bytes."""
    hclfmt = [os.path.join(args.reference, "hclfmt")] if args.reference else None
    size = sum(os.path.getsize(f) for f in corpus_files)
    print(f"fmt: {len(corpus_files)} corpus files ({size / 1e6:.1f} MB) in one process, "
          "then the generated configuration", flush=True)
    compare_processes(args, f"fmt corpus ({len(corpus_files)} files)",
                      [os.path.join(args.build, "hclc"), "fmt"] + corpus_files,
                      (hclfmt or []) + corpus_files, size_bytes=size)
    large = os.path.join(args.work, "inputs", "decode", "large.hcl")
    compare_processes(args, "fmt large.hcl", [os.path.join(args.build, "hclc"), "fmt", large],
                      (hclfmt or []) + [large], size_bytes=os.path.getsize(large))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", required=True)
    parser.add_argument("--reference", default="", help="the reference's bin directory ('' to skip it)")
    parser.add_argument("--work", required=True, help="generated inputs and outputs")
    parser.add_argument("--corpus", default=os.path.join(HERE, "../../../shared/corpus"))
    parser.add_argument("--runs", type=int, default=3, help="runs per whole-process measurement (the best counts)")
    parser.add_argument("--parse-reps", type=int, default=5)
    parser.add_argument("--decode-mb", type=float, default=4)
    parser.add_argument("--corpus-decode-files", type=int, default=200,
                        help="how many corpus files to decode, one process each (0: all)")
    parser.add_argument("--instructions", action="store_true",
                        help="parse: also hclc's instructions a token, counted under valgrind")
    parser.add_argument("--command", default="tests/bench/run_bench.py", help="how the run was asked for, for the docs")
    parser.add_argument("workloads", nargs="+", choices=["parse", "eval", "decode", "json", "fmt"])
    args = parser.parse_args()
    global launcher
    launcher = launcher_in(args.build)
    if args.parse_reps < 2:
        parser.error("--parse-reps must be at least 2 (the first pass is the cold one)")
    os.makedirs(args.work, exist_ok=True)
    results = os.path.join(args.work, "results.json")
    if os.path.exists(results):
        os.remove(results)  # a run that fails leaves none to render

    corpus_files = sorted(os.path.join(root, f) for root, _, files in os.walk(args.corpus)
                          for f in files if f.endswith((".tf", ".hcl")))
    if {"parse", "decode", "fmt"} & set(args.workloads) and not corpus_files:
        sys.exit(f"run_bench: no .tf/.hcl files under {args.corpus}")
    generator = os.path.join(HERE, "generate_inputs.py")
    with open(generator, "rb") as f:
        version = hashlib.sha1(f.read()).hexdigest()[:12]
    # Inputs are made again when the size, the corpus or the generator changes.
    inputs = os.path.join(args.work, "inputs")
    corpus_key = hashlib.sha1("\n".join(corpus_files).encode()).hexdigest()[:8] if corpus_files else "none"
    stamp = os.path.join(inputs, f"generated-{args.decode_mb}MB-{corpus_key}-{version}")
    if not os.path.exists(stamp):
        shutil.rmtree(inputs, ignore_errors=True)
        subprocess.run([sys.executable, generator, inputs, "--decode-mb", str(args.decode_mb)] +
                       (["--corpus", args.corpus] if corpus_files else []), check=True)
        open(stamp, "w").close()

    load_before = os.getloadavg()[0]
    started = datetime.datetime.now(datetime.timezone.utc)
    for workload in args.workloads:
        {"parse": lambda: workload_parse(args, corpus_files), "eval": lambda: workload_eval(args),
         "decode": lambda: workload_decode(args, corpus_files), "json": lambda: workload_json(args),
         "fmt": lambda: workload_fmt(args, corpus_files)}[workload]()
    print_table()
    # What tools/bench --write-docs renders into docs/performance.md.
    with open(results, "w") as f:
        json.dump({"date": started.strftime("%Y-%m-%d %H:%M UTC"), "machine": performance_doc.machine(),
                   "load": f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after",
                   "command": args.command, "rows": ROWS}, f, indent=1)
    if any("MISMATCH" in r[-1] for r in ROWS):
        sys.exit(2)


if __name__ == "__main__":
    main()
