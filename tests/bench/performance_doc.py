#!/usr/bin/env python3
"""docs/performance.md: the one current table of tools/bench, rendered from
the results of a run (run_bench.py writes them to results.json in its work
directory), with the machine and the date.

  performance_doc.py write RESULTS.json DOC.md   render a run's results
  performance_doc.py check DOC.md                the document is what this
                                                 script makes of its own table
  performance_doc.py selftest                    render and read back a fixture

`tools/bench --write-docs` runs the benchmarks, then `write`. The ctest of
label `bench` runs `check` and `selftest` (no timing): the document cannot be
edited by hand without the check failing, and the renderer and its reader
agree.
"""

import json
import os
import re
import sys

TITLE = "# Performance"

INTRODUCTION = """\
hclc against the reference (HashiCorp's Go hcl/v2 2.24, `/tmp/hcl-current/bin`)
on the same inputs in the same run. This file is written by
`tools/bench --write-docs` (`tests/bench/performance_doc.py`); do not edit it
by hand: run that again (`tools/bench --help` for the workloads and options).

Read the CPU figures (user + system time of the command alone, best of the
run's `--runs` runs); wall-clock figures are in the run's own output. Ratio:
hclc's speed over the reference's (above 1: hclc is faster). RSS: the peak
resident set of each command itself (see below). "Less baseline": the run's
time less that of evaluating `1` with the same variables. The machine is
shared: the load average below says how busy it was, and the reference's own
figures move by up to a third from one run to the next; instruction counts
(`tools/bench scale --instructions`, valgrind) are the repeatable measure.
"""

NOTES = """\
## Reading the table

**Per byte, big files and small ones.** Each "per byte" row divides one
program's CPU MB/s on a big file's first pass by its CPU MB/s on the first
pass over the corpus's 703 files (1.0: as fast per byte as on the small
files); the "density" rows give each input's bytes a token, the
"instructions" rows hclc's instructions a token for one whole pass (start-up
and reading included, under cachegrind), and the "page faults" rows the
pages that hclc's first pass over each input touches for the first time
(`hclc_parse_bench` counts them around its passes). What sets a parse's
instructions a byte is the input's tokens a byte, not the file's size: hclc
takes about the same instructions a token on every input (cuts of
`large.hcl` at 0.5, 1, 2 and 4 MB take the same instructions a byte within
0.5%). `corpus.hcl` is the corpus's own files in one 4 MB file, so it has
the corpus's density (6.9 bytes a token); `large.hcl`, the generated
configuration of the decode rows, has no comments, short names and an
expression or a template on every line (3.1 bytes a token), hence about 0.4
of the corpus's MB/s for the same work a token (the reference: about 0.3).
What one big file does cost beyond its tokens is memory that is new: the IR
of the whole file stays (every tool keeps it), so each of its pages is
touched for the first time, a page fault each, where the corpus's files,
each freed before the next, reuse the same pages. The warm passes over
`corpus.hcl`, which reuse the first pass's pages, run at the corpus's speed:
the per-byte gap of a first pass is its page faults, about 1.7 to 3.4
microseconds each on this virtual machine (the kernel's zeroing of the page
and the host's backing of it: touching 64 MB page by page, populating it
with `MADV_POPULATE_WRITE` and touching it as transparent huge pages cost
1.6-2.0, 1.4-1.5 and 9-10 microseconds a 4 kB page here, so only touching
fewer pages helps). Until session 17 the IR's spans held a line, a column
and a byte for each end (24 bytes; a node 32 bytes, an attribute 96):
`hclc parse -j1 corpus.hcl` took 10,000 faults (peak RSS 43 MB), the text
980, the token records 1,130 (8 bytes a token, kept for the whole file),
the IR's tables about 5,500, the IR's strings and lists in the heap 2,800.
The spans are now two byte offsets (8 bytes; a node 16, an attribute 64, a
name 40, a traversal step 88), and lines and columns are counted only when
asked (`ir::Arena::pos`, `range`: a diagnostic, the LSP, an edit), from a
line index that the source makes on the first question and shares with
every copy of it: 8,200 faults and a peak of 35 MB (1,750 faults a MB of
first pass in `hclc_parse_bench`, 2,199 before). The per-byte row read
0.61 and 0.72 in two runs of session 17 at load 1.2 (0.80-0.83 in session
16, target 0.85). Session 18 put the IR's lists in arena-owned pools
(`ir::List`: 16 bytes in the payload and no heap block of its own) and took
a quarter of the instructions off (below): 7,474 faults and a peak of 32 MB
for `hclc parse -j1 corpus.hcl`, 1,564 faults a MB of first pass. A single
first pass is a measurement of 60 to 90 ms, and this row moved from 0.72 to
1.15 in four runs of `tools/bench parse` within two minutes at load 1.2 (the
table's run read 1.03); 21 alternating first passes of each input
(`hclc_parse_bench 1`, quiet machine, load 1.1) give the steadier figure:
corpus.hcl 45.5-46.5 MB/s against the corpus's 53.4-56.2 (medians), 0.83
and 0.85 median over median in two such series, 0.85 and 0.89 as the median
of each pair's ratio; session 17's binary in the same conditions 0.81 (0.85
pairwise). So the gap in session 17's table was mostly the machine's state
then (its page faults cost about twice what they cost now), and the target
is reached at the margin, not past it: what would widen it is fewer pages a
byte of source, the IR's strings above all (a name 40 bytes, a traversal
step 88, each holding a `std::string`: 24 and 56 since session 19, below). A large source's tables (and token records) have room for
its densest input (`ir::Arena::reserve_for_tokens`,
`TokenStream::ensure_lexed`): a table that outgrows its room is copied into
a new mapping of pages new to the process, as `large.hcl`'s token records
and node table and `corpus.hcl`'s function calls were until November 2026
(`hclc parse -j1 large.hcl`: 24,900 faults and 84 MB peak before, 21,200
and 75 MB after). Until then the benchmark's driver also copied each
file's text on the clock, which a tool does not (it moves the text it read
into the parse): for `corpus.hcl` 4 MB of pages new to the process, a tenth
of its first pass's faults; each pass's copy is now made before its clock
starts. The RSS of the parse rows is the driver's over its five passes
(the heap fragments from one pass to the next). With glibc's
transparent huge pages for the heap (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`)
`corpus.hcl` takes a quarter of the page faults, but on the loaded machine
its system time was as often three times as long (the kernel compacts
memory to find huge pages): the tools do not set it. On a loaded machine
the system time of those faults, and the caches that the other processes
share, move the `corpus.hcl` row by a tenth from one run to the next.

**Where a parse's time goes.** A config file is first read by a valid pass
that takes each multi-line block as its header, its items and its closing
brace, so that no block's parse tree is ever whole (`src/syntax/parse.cpp`);
a file with a mistake is read again by the recovering pass, which has the
reference's recovery. The parse tree lives in an arena that the valid pass
rolls back after each item; the nodes' lists of children are kept from one
item to the next rather than allocated and freed with each node. Long
collections (a call's arguments, a tuple's elements, an object's items, past
the 32nd) are lowered as they are parsed and their trees taken back. One
error strategy serves every item of a parse. The
parser predicts from tables that the build computes
(`prediction_table_generator`) and builds ANTLR's ATN only when they do not
tell, which valid input never needs: the first pass is as fast as later ones.
The arena hands out nodes by a pointer bump and lists of children with room
for eight; the lowering walks a node's children of one rule in place
(`ChildrenOf`) rather than copying them into vectors; token positions come
from the token's fields without virtual calls, and the current token's
object is kept between the parser's requests for it. Under callgrind,
`hclc parse -j1` over the corpus (whole process) took 997 M instructions
before those five changes and 930 M after (2,143 a token); 919 M at the
start of session 16. Session 16 took it to 815 M (-11%; `corpus.hcl`, one
4 MB file, 1,175 M to 1,073 M): a config file's valid pass takes its
thread's reused parse run (parser, token memory, tree blocks and spare
lists of children kept from one file to the next, for files up to 64 kB:
918.8 to 896.1 M); a left-recursive rule's contexts take their lists of
children from the arena instead of growing their own from nothing, and a
traversal's steps are reserved once (885.2 M); the line and column of a
byte on the line asked last are computed inline (864.8 M); rule entry and
the lists of children skip the calls into ANTLR's runtime library and spans
are computed inline (835.8 M); the lexer scans names with a table
(826.1 M); the token stream's size and types are inline, which the walk
for lexical problems over every token of every file needs (815.5 M); a run
that parsed a file over 16 kB is then dropped rather than kept, which costs
the 36 such files of the corpus a run's making each (824.3 M) and keeps the
memory a thread holds between parses small (kept, it raised the Python
module's peak by 0.8 MB). A
big file gets all of these but the reused run, which is the corpus's alone
(2.5% of its instructions): the per-byte row for `corpus.hcl` read 0.825
at load 6.5 and 0.795 at load 8.5 this session (0.838 before, target
0.85), the rest of its gap being its page faults (above). Session 17 took the corpus from 825.9 M to 710.6 M
instructions (-14%; `corpus.hcl` 1,072.7 M to 923.0 M), in two parts. The
parser's side (754.6 M alone): the generated rules read the token stream
through hclc's own final class (`LT(1)`, `LA(k)` and `consume` inline, a
load and a compare on the common path; `match` inline for a token that
matches), the parser keeps its ATN state itself rather than calling into the
runtime to set it about six times a token, its error strategy
(`StopAtFirstError`: the parse ends at the first error, which the driver
reports) has final empty `sync` and `reportMatch`, the previous token is kept
for `LT(-1)`, token records are made inline, the lexer passes over spaces
and tabs between tokens rather than matching them as tokens to skip, and
the tables' prediction reads its mode and the precedence inline. The
positions (766 M alone): the lowering computes no line or column (above).
What is left, by self cost: the lexer and the token stream about a fifth,
the contexts of ANTLR's parse tree (a labeled alternative still makes two,
the rule's and the alternative's with a copy: 533,676 contexts and 84,176
copies on the corpus; their construction and destruction about 6%), the
lowering and the IR's own strings and vectors (most of the 253,000
`operator new` calls of a corpus parse: a name's or a literal's text, a
block's labels, a traversal's steps, a template's parts), malloc and free
7%. The reference's CPU over the corpus, whole process, was about 6.2 times
hclc's `-j1` at the end of session 17 (15 alternating runs at load 1.3).
Session 18 took the corpus from 710.6 M to 558.2 M instructions (-21%;
`corpus.hcl` 923.0 M to 711.4 M), in three parts measured apart against
710.6 M. The parse tree (645.3 M alone): an expression node's context is
made once, as its labelled alternative's (`labelled_alternatives.cmake`, a
build step on the generated parser: no rule context and copy first); a rule
context of a class without members of its own comes from a pool of its class
in the arena and goes back to it with its list of children, and the nth
terminal node of each tree is the same object given its token (no
constructor calls into ANTLR's library for them); rule entry is final in
hclc's parser base, with the bound on nesting checked there; and the rules'
predictions look up inline the alternative that the next token alone tells
(`inline_prediction.cmake`; 212,000 of 387,000 decisions). The lexer
(664.5 M alone): a table of byte classes reads names, numbers, newlines and
common punctuation and a quoted string's text on a short path, the count of
operator chains is kept only where one may start, and the walk for lexical
problems is skipped when the lexer met no token that could be one (lexing
107 M to 76 M). The lowering and the IR (669.1 M alone): the lists in pools
(above), built on the lowering's own stacks (no vector a list), and a quoted
string without escapes or interpolations made into its template directly.
The whole process against the reference, 21 alternating runs on the quiet
machine (load 1.2): CPU with `-j1`, median 66.7 against 489.6 ms, **7.35
times** (best against best 7.2; session 17's binary in the same runs 5.9);
wall time with both cores (`hclc parse`'s default), median 44.0 against
435.3 ms, 9.9 times (7.7). 8 times in CPU needs about 8% fewer instructions
again (near 510 M): the IR's strings as views into the source or an
arena-owned pool (most of what is left of malloc and free, 4%), the
lowering's own lookups (`Lowering::span` and the child lookups, 28 M), the
tree arena's reset and `add_child` (27 M), and the lexer's remaining
per-token overhead (`Lexer::next` 46 M).
Session 19 did those four and took the corpus from 558.2 M to 345.9 M
instructions (-38%; `corpus.hcl` 711.4 M to 422.8 M, 7,474 to 5,780 faults,
peak 32.4 to 25.9 MB), measured apart against 558.2 M: the lexer (470.8 M
alone: its records lexed in one loop, `Lexer::lex_all`, brackets, braces and
quotes on the short path, keywords looked up only for names that can be
one; the parser takes a token in one inline step and the next token's object
is the next in its chunk; a prediction that the first token does not tell
walks the tables directly; a quoted text scanned for `\\` and `{` by two
memchr calls, not one a byte), the tree (503.4 M alone: a tree's pooled
contexts go back at once, operands' contexts are pooled, a child is added
inline, a rule's span read from its tokens' byte offsets inline, a child
found by its class), the IR's text (499.0 M alone: `Name`, `LiteralValue`
and a traversal step's name are views into the source the arena keeps or
into its text pool, 40 to 24 bytes, 88 to 56 for a step), and a number
literal's range looked up only when it has a problem (every literal had
built the source's line index: 11 M). The whole process against the
reference, 21 alternating runs beside a fuzzer at nice 19 (load 2.9): CPU
with `-j1`, median 43.3 against 445.0 ms, **10.3 times** (10.8 in 21 more
on the quiet machine, load 1.1). Per byte, 21 alternating first passes
(`hclc_parse_bench 1`) read 0.84 median over median and 0.82 pairwise
beside the fuzzer, and 0.86, 0.92 and 1.0 (0.87, 0.92 and 0.93 pairwise) in
three series on the quiet machine after it: past the target of 0.85 when
nothing else runs, at its margin beside a job. What is left of the gap is
pages a byte (1,166 faults a MB of first pass, 1,564 before): the token
records, kept for the whole file, are the next to go (a window of them,
not started).

**Start-up.** `hclc` and `hcldec` are linked wholly statically (ICU's data
cut to what they read: `tools/icu-data-subset`), end without static
destructors, and link with a symbol order that puts the functions a small
decode runs side by side (`tools/hot-functions`, lld), so that a decode
touches about 1.4 MB of code instead of pages spread over 7 MB. libcrypto
probes the processor at the first digest rather than at every start
(`tools/openssl_lazy_cpuid.cpp`). Most of a small decode is the process
itself: about half of it is the floor of any statically linked glibc program
here (the C library's probe of the processor before `main`, one `cpuid`
after another, each of which leaves this virtual machine). The "decode N
corpus files" row is the best of `--runs` rounds of the whole series, and
the noisiest row.

**Peak RSS.** Each process's own: `tools/bench` runs every command under a
small, statically linked launcher (`hclc_measure_process`) that forks it and
reads its `wait4`. A Python driver reading its own `wait4` would count at
least the driver's RSS (Linux starts a forked process at its parent's peak).
The launcher's own pages, a few hundred kB, are the floor: `true` reads about
1 MB.

**Growth with the input.** `tools/bench scale` measures every input
dimension at N and 10N; the ctest of label `scale` holds each one's growth
in instructions to 11x or 12x.
"""

HEADER = ["workload (CPU time)", "unit", "hclc", "reference", "ratio", "hclc RSS", "reference RSS", "note"]


def machine():
    """The processor, its cores and the memory, from /proc."""
    model = "unknown processor"
    memory = ""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    memory = f", {int(line.split()[1]) / 1024 / 1024:.0f} GB of memory"
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores{memory}"


def is_wall(row):
    return "[wall" in row[0]


def cell(text):
    return str(text).replace("|", "\\|")


def render(results):
    """The document for a run's results: the CPU rows only (a row named
    `… [wall]` or `… [wall - baseline]` is left out)."""
    rows = [r for r in results["rows"] if not is_wall(r)]
    lines = [TITLE, "", INTRODUCTION,
             f"Measured on {results['date']} with `{results['command']}` on this machine: "
             f"{results['machine']}; load average {results['load']}.", "",
             "| " + " | ".join(HEADER) + " |", "|" + "|".join(" --- " for _ in HEADER) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(cell(c) for c in r) + " |")
    lines += ["", NOTES]
    return "\n".join(lines)


MEASURED = re.compile(r"^Measured on (?P<date>.+?) with `(?P<command>.+?)` on this machine: (?P<machine>.+); "
                      r"load average (?P<load>.+)\.$")


def read(text):
    """The results a document was rendered from (its CPU rows)."""
    results = {"rows": []}
    for line in text.splitlines():
        measured = MEASURED.match(line)
        if measured:
            results.update(measured.groupdict())
        elif line.startswith("| ") and not line.startswith(("| " + HEADER[0], "| --- |")):
            cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            results["rows"].append(cells)
    for key in ("date", "command", "machine", "load"):
        if key not in results:
            raise ValueError(f"no '{key}' in the document's 'Measured on' line")
    return results


FIXTURE = {
    "date": "2026-11-28 07:00 UTC", "machine": "a processor, 2 cores, 8 GB of memory",
    "load": "1.0 before, 1.2 after", "command": "tools/bench --write-docs parse",
    "rows": [
        ["parse corpus, cold (1st pass) [wall]", "MB/s", "20", "7", "2.86x", "7 MB", "29 MB", ""],
        ["parse corpus, cold (1st pass) [cpu]", "MB/s", "25", "8", "3.12x", "7 MB", "29 MB", ""],
        ["eval a template [wall - baseline]", "runs/s", "22", "0.7", "31x", "18 MB", "91 MB", ""],
        ["per byte: corpus.hcl's first-pass MB/s over the corpus's (both CPU time) [cpu]", "x", "1.05", "0.9", "-",
         "-", "-", ""],
        ["density: corpus.hcl, bytes a token (hclc's lexer)", "bytes", "6.92", "-", "-", "-", "-", ""],
        ["decode a|b", "MB/s", "1", "-", "-", "4 MB", "-", "MISMATCH"],
    ],
}


def selftest():
    text = render(FIXTURE)
    back = read(text)
    expected = dict(FIXTURE, rows=[r for r in FIXTURE["rows"] if not is_wall(r)])
    if back != expected:
        sys.exit(f"performance_doc selftest: read back\n{back}\ninstead of\n{expected}")
    if render(back) != text:
        sys.exit("performance_doc selftest: rendering what was read back gives another document")
    if "[wall]" in text or "| per byte: corpus.hcl's first-pass MB/s" not in text:
        sys.exit("performance_doc selftest: the table has the wrong rows")
    print(f"performance_doc selftest: {len(back['rows'])} rows rendered and read back")


def main(argv):
    if len(argv) == 4 and argv[1] == "write":
        with open(argv[2]) as f:
            results = json.load(f)
        with open(argv[3], "w") as f:
            f.write(render(results))
        print(f"wrote {argv[3]} ({sum(not is_wall(r) for r in results['rows'])} rows)")
    elif len(argv) == 3 and argv[1] == "check":
        with open(argv[2]) as f:
            text = f.read()
        if render(read(text)) != text:
            sys.exit(f"{argv[2]} is not what tests/bench/performance_doc.py makes of its own table: "
                     "regenerate it with tools/bench --write-docs")
        print(f"{argv[2]}: as generated ({len(read(text)['rows'])} rows)")
    elif len(argv) == 2 and argv[1] == "selftest":
        selftest()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
