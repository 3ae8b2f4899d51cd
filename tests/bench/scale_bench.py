#!/usr/bin/env python3
"""tools/bench scale: how each cost grows with its input.

For every dimension of an HCL input (object keys, tuple elements, blocks of
one type, attributes, comments, template interpolations, heredoc lines, string
length, labels, nesting, variables, the count of diagnostics and the lines
they quote) the same command runs on an input
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

With --instructions, hclc's instruction counts under valgrind are measured
instead of its CPU time: repeatable on a busy machine, where CPU times are
not (valgrind must be installed; memory effects such as cache misses do not
show in instructions, only in time). The count of the same command on the
input of size 1 (the process's start-up, mostly) is taken off both counts, so
that a linear cost grows 10x, not less, and a quadratic corner shows at a
small N.

With --guard (ctest's `scale` test), the instruction counts are taken at each
dimension's guard size, small enough for the whole run to take well under two
minutes of one core under valgrind, and each dimension is held to its own
bound: 12x, or 11x where the cost is plainly linear. The three runs of a
dimension must take the same path through hclc, or the growth compares
unlike costs: a config file of up to 64 kB is parsed by its thread's reused
run (src/syntax/parse.cpp, kReusedConfigRunMaxBytes), a longer one by a run
made and destroyed for it, and a 10N input past the bound that N is under
pays that once more (block labels, 3.4 kB and 39 kB with the bound at 4 kB,
read 11.2x, and 12.1x once session 19 had cut the parse's own cost). So the
guard sizes keep the N and 10N inputs of HCL (.hcl) dimensions on the
start-up's side of the bound, and the guard checks it; the sizes of the
dimensions of one long expression keep both under an expression's bound
(4 kB) as well.
A run that parsed a file over 16 kB (kKeptConfigRunMaxBytes) is dropped
after it, where a smaller file's run is kept to the process's exit, which
skips its destruction: that release is proportional to the file's largest
item (its spare lists of children), so it is linear, but paid at 10N only.

Usage: scale_bench.py --build DIR [--reference DIR] --work DIR [--runs N]
                      [--only NAME]... [--factor F] [--instructions | --guard]
                      [--python-module DIR]
Exit status 1 when a dimension grows by more than its bound (or, counting
instructions, a run fails), 77 when --guard
finds no valgrind (ctest counts that as skipped).
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
from typing import Callable, NamedTuple, Optional

from measured_run import launcher_in, run_measured

GROWTH_BOUND = 12.0

# hclc's bound on the config files its thread's reused parse run takes
# (src/syntax/parse.cpp, kReusedConfigRunMaxBytes): the guard's HCL inputs
# stay under it, as the input of size 1 is (see the module's comment).
REUSED_CONFIG_RUN_MAX_BYTES = 64 * 1024


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
    """The instructions one run executes, and its exit status: cachegrind
    without its cache simulation counts what callgrind counts, in half the
    time."""
    process = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] +
                             argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                             env=dict(os.environ, PYTHONHASHSEED="0"))  # the same hashing in every run
    for line in process.stderr.decode(errors="replace").splitlines():
        if "I   refs:" in line:
            return int(line.split(":")[-1].strip().replace(",", "")), process.returncode
    raise RuntimeError("cachegrind reported no count for " + " ".join(argv))


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


def attributes_in_one_block(n):
    return "block {\n" + "".join(f'  attr{i} = "value {i}"\n' for i in range(n)) + "}\n"


def object_keys_attribute(n):
    return "a = " + object_keys(n)


def tuple_elements_attribute(n):
    return "a = " + tuple_elements(n)


def blocks_of_one_type(n):
    return "".join(f'item "i{i}" {{\n  size = {i}\n}}\n' for i in range(n))


def block_labels(n):
    return "block " + " ".join(f'"l{i}"' for i in range(n)) + " {\n}\n"


def nested_blocks(n):
    return "".join("b {\n" for _ in range(n)) + "}\n" * n


def string_length(n):
    return '"' + "abc\\n" * (n // 5) + '"\n'


def nested_tuples_length(n):
    # length(): the value printed is one number, not n indented levels
    return "length(" + "[" * n + "]" * n + ")\n"


def comment_lines(n):
    return "".join(f"# comment {i}\n" for i in range(n)) + "a = 1\n"


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


def conditionals_missing_false(n):
    # after an earlier mistake (recovery mode), a chain of n conditionals
    # without their false expressions, each the true expression of the one
    # before: one rewrite reads past the whole chain, not a parse per link
    return "a = 1 2\nt = v0" + "".join(f" ? v{i}" for i in range(1, n + 1)) + "\nz = 1\n"


def conditionals_missing_true(n):
    # after an earlier mistake, a run of n `?` after a condition: a name is
    # put before each in one rewrite (at most the 200 failed items' worth),
    # then the chain's missing false expressions are read past as above
    return "a = 1 2\nt = m" + " ?" * n + "\nz = 1\n"


def many_lines_error(n):
    # one diagnostic whose subject spans n lines: a tuple is no number
    return "[\n" + "".join(f"{i},\n" for i in range(n)) + "] + 1\n"


def long_line_error(n):
    # one diagnostic whose line is n bytes long: its text quotes a cut of the
    # line around the subject, never the whole line
    return 'a = "' + "x" * n + '" +\n'


# The Python module's hclc.loads of a file: the one way from a command line to
# a JSON body read as attributes alone (hcldec's specs never ask for that).
# -S: without the site packages, the interpreter starts in 28 M instructions.
PYTHON_LOADS = ["{python}", "-S", "-c",
                "import sys; sys.path.insert(0, sys.argv[1]); import hclc; "
                "hclc.loads(open(sys.argv[2], encoding='utf-8').read(), filename=sys.argv[2])",
                "{python_module}", "{file}"]

ITEM_SPEC = 'block_map "item" {\n  labels = ["name"]\n  attr {\n    name = "size"\n    type = number\n  }\n}\n'


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


class Dimension(NamedTuple):
    """One dimension of an input. `{file}` and `{work}` in the commands are
    replaced."""
    name: str
    make: Callable[[int], str]  # the input of size n
    filename: str  # the input's file name (its extension tells the syntax)
    n: int  # the size N of tools/bench scale
    hclc: list  # how to run hclc (or hclc's hcldec) on the file
    reference: Optional[list]  # how to run the reference on it, or None
    # The size N of the ctest guard (--guard): 10*N costs hclc some tens of
    # millions of instructions, a fraction of a second under valgrind.
    guard_n: int
    # The guard's bound on the growth of instructions, start-up taken off:
    # 11x where the cost is plainly linear (10.0x to 10.4x measured), 12x
    # where keys are sorted or hashed or the Python interpreter takes part.
    guard_bound: float = 11.0
    # The spec of size n the commands read as `{spec}`, or None.
    make_spec: Optional[Callable[[int], str]] = None


# The commands of a dimension: hclc's, and the reference's or None.
EVAL = (["{hclc}", "eval", "{file}"], ["{oracle}", "eval", "{file}"])
PARSE = (["{hclc}", "parse", "{file}"], ["{oracle}", "parse", "{file}"])
# The reference has no converter: its parse alone, as tools/bench json has it.
TO_JSON = (["{hclc}", "json", "{file}"], ["{oracle}", "parse", "{file}"])
FORMAT = (["{hclc}", "fmt", "{file}"], ["{hclfmt}", "{file}"])


def hcldec(spec, *options):
    """Both hcldec commands with the spec `spec` of the work folder."""
    return tuple([tool, *options, "--spec", "{work}/" + spec, "{file}"] for tool in ("{hcldec}", "{ref_hcldec}"))


# Both hcldec commands with the dimension's own spec of size n.
HCLDEC_SIZED_SPEC = tuple([tool, "--spec", "{spec}", "{file}"] for tool in ("{hcldec}", "{ref_hcldec}"))


def spec_of_attributes(n):
    """A spec that names the n attributes `attributes` and `json_properties` set."""
    return "object {\n" + "".join(f'  attr "attr{i}" {{\n    type = any\n  }}\n' for i in range(n)) + "}\n"


DIMENSIONS = [
    # The object's value sorts its keys: 12x, as for the other sorted keys.
    Dimension("object keys (eval)", object_keys, "in.hcl", 5000, *EVAL, 200, 12.0),
    Dimension("object keys on one line (eval)", object_keys_one_line, "in.hcl", 5000, *EVAL, 200, 12.0),
    # An expression of up to 4 kB is parsed by its thread's reused run, a
    # longer one by a run of its own, destroyed after it: at a guard size of
    # 500 (2.4 and 29 kB) the 10N input alone paid that release, which read
    # 11.5x once session 19 had cut the parse's own cost. At 50 both inputs
    # (0.2 and 2.4 kB) take the reused run: 9.9x.
    Dimension("tuple elements (eval)", tuple_elements, "in.hcl", 10000, *EVAL, 50),
    Dimension("for-expression map keys (eval)", for_map, "in.hcl", 5000, *EVAL, 300),
    Dimension("for-expression grouping (eval)", for_group, "in.hcl", 5000, *EVAL, 300),
    Dimension("template interpolations (eval)", template_interpolations, "in.hcl", 5000, *EVAL, 30),  # as tuple elements
    Dimension("template for directive (eval)", template_for, "in.hcl", 5000, *EVAL, 50),  # as tuple elements
    Dimension("heredoc lines (eval)", heredoc_lines, "in.hcl", 5000, *EVAL, 250),
    Dimension("string length (eval)", string_length, "in.hcl", 100000, *EVAL, 5000),
    Dimension("call arguments (eval)", call_arguments, "in.hcl", 5000, *EVAL, 50),  # as tuple elements
    # m.key0: the command succeeds (length() takes no object), reading one key, at every size.
    Dimension("variables with many keys (eval -V)", variables, "vars.json", 20000,
              ["{hclc}", "eval", "-V", "{file}", "-e", "m.key0"],
              ["{oracle}", "eval", "--vars", "{file}", "{work}/key0.hcl"], 1000,
              guard_bound=GROWTH_BOUND),
    Dimension("nesting depth (parse)", nested_tuples, "in.hcl", 20, *PARSE, 50),
    Dimension("nesting depth (eval)", nested_tuples_length, "in.hcl", 20, *EVAL, 50),
    Dimension("attributes (parse)", attributes, "in.hcl", 20000, *PARSE, 270),
    Dimension("comment lines (parse)", comment_lines, "in.hcl", 20000, *PARSE, 200),
    Dimension("attributes (hclc json)", attributes, "in.hcl", 20000, *TO_JSON, 270),
    Dimension("attributes in one block (parse)", attributes_in_one_block, "in.hcl", 20000, *PARSE, 250),
    Dimension("object keys of an attribute (parse)", object_keys_attribute, "in.hcl", 10000, *PARSE, 300),
    Dimension("tuple elements of an attribute (parse)", tuple_elements_attribute, "in.hcl", 20000, *PARSE, 500),
    Dimension("attributes (hclc fmt)", attributes, "in.hcl", 20000, *FORMAT, 270),
    Dimension("object keys of an attribute (hclc fmt)", object_keys_attribute, "in.hcl", 10000, *FORMAT, 300),
    Dimension("attributes a spec names (hcldec)", attributes, "in.hcl", 5000, *HCLDEC_SIZED_SPEC, 270,
              make_spec=spec_of_attributes),
    Dimension("JSON properties a spec names (hcldec)", json_properties, "in.json", 5000, *HCLDEC_SIZED_SPEC, 300,
              make_spec=spec_of_attributes),
    Dimension("blocks of one type (hcldec)", blocks_of_one_type, "in.hcl", 5000, *hcldec("item.hcldec"), 100),
    Dimension("blocks of one type (hclc json)", blocks_of_one_type, "in.hcl", 5000, *TO_JSON, 100),
    # One block whose labels are the whole input: at 500 its 10N run alone was
    # released (see the module's comment), 12.1x after session 19; at 50 (0.3
    # and 3.4 kB) neither is: 9.6x.
    Dimension("block labels (parse)", block_labels, "in.hcl", 5000, *PARSE, 50),
    Dimension("nested blocks (parse)", nested_blocks, "in.hcl", 20, *PARSE, 50),
    Dimension("JSON properties (hcldec, unsupported: text diagnostics)", json_properties, "in.json", 2000,
              *hcldec("empty.hcldec"), 200),
    Dimension("JSON properties on one line (hcldec, text diagnostics)", json_properties_one_line, "in.json", 2000,
              *hcldec("empty.hcldec"), 200),
    Dimension("JSON properties on one line (hcldec, JSON diagnostics)", json_properties_one_line, "in.json", 2000,
              *hcldec("empty.hcldec", "--diags=json"), 200,
              guard_bound=GROWTH_BOUND),
    Dimension("JSON properties (Python hclc.loads)", json_properties, "in.json", 2000, PYTHON_LOADS, None, 200,
              guard_bound=GROWTH_BOUND),
    Dimension("JSON blocks (hcldec)", json_blocks, "in.json", 5000, *hcldec("item.hcldec"), 250,
              guard_bound=GROWTH_BOUND),
    Dimension("unsupported attributes (hcldec, text diagnostics)", attributes, "in.hcl", 2000,
              *hcldec("empty.hcldec"), 200),
    Dimension("unsupported attributes (hcldec, JSON diagnostics)", attributes, "in.hcl", 2000,
              *hcldec("empty.hcldec", "--diags=json"), 200),
    Dimension("syntax errors (parse)", syntax_errors, "in.hcl", 5000, *PARSE, 200),
    # Nesting: 10N stays under the parser's bound of 1,000 levels, and for
    # the run of `?` under the 200 names put in (see conditionals_missing_true).
    Dimension("conditionals without false expressions after a mistake (parse)", conditionals_missing_false,
              "in.hcl", 90, *PARSE, 50),
    Dimension("conditionals without true expressions after a mistake (parse)", conditionals_missing_true,
              "in.hcl", 18, *PARSE, 15),
    Dimension("diagnostic on a long line (parse, text diagnostics)", long_line_error, "in.hcl", 100000, *PARSE, 6000),
    Dimension("diagnostic on a long line (hcldec, text diagnostics)", long_line_error, "in.hcl", 100000,
              *hcldec("empty.hcldec"), 6000),
    # As tuple elements (0.2 and 2.4 kB at 50; at 500, 11.5x after session 19).
    Dimension("diagnostic over many lines (eval, text diagnostics)", many_lines_error, "in.hcl", 5000,
              ["{hclc}", "eval", "--diags=text", "{file}"], ["{oracle}", "eval", "{file}"], 50),
]


def stripped_copies(names, build, work):
    """Points `names` at copies of hclc, hcldec and the Python module without
    their debug information, which valgrind would otherwise read at every
    start (0.2 s of CPU a run, more than counting the guard's inputs takes).
    The instructions executed are the same."""
    if not shutil.which("strip"):
        return
    folder = os.path.join(work, "stripped")
    os.makedirs(os.path.join(folder, "python"), exist_ok=True)
    for tool in ("hclc", "hcldec"):
        names[tool] = os.path.join(folder, tool)
        subprocess.run(["strip", "-o", names[tool], os.path.join(build, tool)], check=True)
    if names["python_module"]:
        for module in os.listdir(names["python_module"]):
            if module.startswith("hclc.") and module.endswith(".so"):
                subprocess.run(["strip", "-o", os.path.join(folder, "python", module),
                                os.path.join(names["python_module"], module)], check=True)
        names["python_module"] = os.path.join(folder, "python")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True)
    ap.add_argument("--reference", default="", help="the reference's bin directory; empty: no reference column")
    ap.add_argument("--work", required=True)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--factor", type=int, default=10, help="the larger input's size over the smaller's")
    ap.add_argument("--only", action="append", default=[], help="dimensions whose name contains this")
    ap.add_argument("--instructions", action="store_true",
                    help="count hclc's instructions (valgrind) instead of timing it; no reference column")
    ap.add_argument("--guard", action="store_true",
                    help="--instructions at each dimension's guard size, held to its own bound (ctest)")
    ap.add_argument("--python-module", default="",
                    help="the folder of the Python module hclc; empty: no dimension that needs it")
    args = ap.parse_args()
    args.instructions |= args.guard
    if args.instructions and not shutil.which("valgrind"):
        print("no valgrind (tools/lib.sh installs it): instructions cannot be counted")
        return 77 if args.guard else 1

    os.makedirs(args.work, exist_ok=True)
    write(os.path.join(args.work, "item.hcldec"), "object {\n" + "\n".join(
        "  " + line for line in ITEM_SPEC.splitlines()) + "\n}\n")
    write(os.path.join(args.work, "empty.hcldec"), "object {\n}\n")
    write(os.path.join(args.work, "key0.hcl"), "m.key0\n")
    names = {
        "hclc": os.path.join(args.build, "hclc"),
        "hcldec": os.path.join(args.build, "hcldec"),
        "oracle": os.path.join(args.reference, "oracle") if args.reference else "",
        "ref_hcldec": os.path.join(args.reference, "hcldec") if args.reference else "",
        "hclfmt": os.path.join(args.reference, "hclfmt") if args.reference else "",
        "work": args.work,
        "python": sys.executable,
        "python_module": args.python_module,
    }
    if args.instructions:
        stripped_copies(names, args.build, args.work)

    def input_of(dimension, size):
        """Writes the input of `size` and returns how to expand a command
        for it."""
        fields = dict(names, file=os.path.join(args.work, f"scale-{size}-{dimension.filename}"))
        write(fields["file"], dimension.make(size))
        if dimension.make_spec:
            fields["spec"] = os.path.join(args.work, f"scale-{size}-spec.hcldec")
            write(fields["spec"], dimension.make_spec(size))
        return lambda argv: [a.format(**fields) for a in argv]

    if args.instructions:
        print(f"{'dimension':58} {'N':>7} {'Minstr N':>9} {'Minstr 10N':>10} {'growth':>7} {'bound':>6}")
    else:
        print(f"{'dimension':58} {'N':>7} {'CPU N':>8} {'CPU 10N':>8} {'growth':>7} {'RSS MB':>7} {'vs ref':>7}")
    worst = 0.0
    failures = []
    for dimension in DIMENSIONS:
        if args.only and not any(o in dimension.name for o in args.only):
            continue
        if "{python_module}" in dimension.hclc and not args.python_module:
            print(f"{dimension.name:58} skipped: no --python-module")
            continue
        n = dimension.guard_n if args.guard else dimension.n
        bound = dimension.guard_bound if args.guard else GROWTH_BOUND
        if args.instructions:
            # The count at size 1 is the start-up's (and one item's), taken
            # off the others: what remains is the cost of the input.
            runs = [instructions(input_of(dimension, size)(dimension.hclc)) for size in (1, n, n * args.factor)]
            (start_up, _), (small, _), (large, _) = runs
            growth = (large - start_up) / max(small - start_up, 1)
            worst = max(worst, growth)
            flag = "" if growth <= bound else "  <- above the bound"
            largest = len(dimension.make(n * args.factor).encode())
            if args.guard and dimension.filename.endswith(".hcl") and largest > REUSED_CONFIG_RUN_MAX_BYTES:
                flag = f"  <- 10N input of {largest} bytes, past the reused run's {REUSED_CONFIG_RUN_MAX_BYTES}"
            # Counts compare only when every run did its work: exit status 0,
            # or 2 for diagnostics, the same for each size (1 is a usage or
            # I/O error, a Python module that did not load, a crash).
            statuses = {status for _, status in runs}
            if len(statuses) != 1 or statuses - {0, 2}:
                flag = f"  <- exit statuses {sorted(statuses)}"
            if flag:
                failures.append(dimension.name)
            print(f"{dimension.name:58} {n:7} {small / 1e6:9.1f} {large / 1e6:10.1f} {growth:6.1f}x {bound:5.1f}x"
                  f"{flag}", flush=True)
            continue
        times = []
        rss = 0.0
        for size in (n, n * args.factor):
            expand = input_of(dimension, size)
            cpu, peak = run(launcher_in(args.build), expand(dimension.hclc), args.runs)
            times.append(cpu)
            rss = max(rss, peak)
        growth = times[1] / max(times[0], 1e-3)
        ratio = ""
        if dimension.reference and args.reference:
            ref_cpu = reference_cpu(expand(dimension.reference))
            ratio = f"{ref_cpu / max(times[1], 1e-3):6.2f}x" if ref_cpu is not None else \
                f">{REFERENCE_TIMEOUT / max(times[1], 1e-3):.0f}x"
        worst = max(worst, growth)
        flag = "" if growth <= bound else "  <- above the bound"
        if flag:
            failures.append(dimension.name)
        print(f"{dimension.name:58} {n:7} {times[0]:8.3f} {times[1]:8.3f} {growth:6.1f}x {rss:7.0f} {ratio:>7}{flag}",
              flush=True)
    print(f"\nlargest growth for {args.factor}x input: {worst:.1f}x")
    if failures:
        print("failed: " + "; ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
