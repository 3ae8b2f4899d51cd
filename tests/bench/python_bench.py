"""hclc's python-hcl2 facades against python-hcl2 itself (tools/bench python).

Four runs, each in a fresh process of Debian's python3: hclc.hcl2.loads and
python-hcl2 8.1.2's loads, hclc.hcl2_v7.loads and python-hcl2 7.3.1's loads,
each over every .tf file of the corpus once (the texts read beforehand; a
file the implementation rejects counts as done). A run reports the CPU time
of the pass (time.process_time, best of --runs: CPU time rather than wall
time, because the machine is shared), the process's peak RSS after its first
pass (ru_maxrss, interpreter and texts included: the same work as
python-hcl2's one pass, whatever --runs is) and how much of it came from the pass (the
peak less the peak before it, once the module was imported, had parsed
`a = 1` and the texts were read). python-hcl2 is the copy that
../shared/reference/python-hcl2/setup.sh unpacks (tests/python/hcl2_reference.py).
"""
import argparse
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
import hcl2_reference  # noqa: E402  (tests/python)

INTERPRETER = "/usr/bin/python3"

_CHILD = r"""
import json, resource, sys, time
request = json.load(sys.stdin)
import importlib
module = importlib.import_module(request["module"])
texts = [open(path, encoding="utf-8").read() for path in request["files"]]
module.loads("a = 1\n")  # python-hcl2 builds its parser on first use: not part of the pass
ready = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
best = None
rejected = 0
peak = None
for _ in range(request["runs"]):
    rejected = 0
    start = time.process_time()
    for text in texts:
        try:
            module.loads(text)
        except Exception:
            rejected += 1
    elapsed = time.process_time() - start
    best = elapsed if best is None else min(best, elapsed)
    if peak is None:  # the peak of one pass, the work python-hcl2's run does
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
json.dump({"cpu_seconds": best, "peak_rss_bytes": peak, "ready_rss_bytes": ready, "rejected": rejected}, sys.stdout)
"""

PAIRS = [
    ("python-hcl2 8", "hclc.hcl2", 8),
    ("python-hcl2 7", "hclc.hcl2_v7", 7),
]


def run(module, pythonpath, files, runs):
    request = {"module": module, "files": files, "runs": runs}
    env = dict(os.environ, PYTHONPATH=pythonpath)
    done = subprocess.run([INTERPRETER, "-c", _CHILD], input=json.dumps(request), capture_output=True, text=True,
                          env=env, check=False)
    if done.returncode != 0:
        sys.exit(f"python bench: the run of {module} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--module-dir", required=True, help="the folder of the built hclc module")
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--runs", type=int, default=3, help="best of N for hclc (python-hcl2: 1, it takes seconds)")
    parser.add_argument("--json", help="write the results here too")
    args = parser.parse_args()

    unavailable = hcl2_reference.available()
    if unavailable:
        sys.exit(f"python bench: {unavailable}")
    files = sorted(glob.glob(os.path.join(args.corpus, "**", "*.tf"), recursive=True))
    if not files:
        sys.exit(f"python bench: no .tf files under {args.corpus}")
    megabytes = sum(os.path.getsize(path) for path in files) / 1e6

    results = []
    print(f"{len(files)} corpus files, {megabytes:.1f} MB; CPU time of one loads() pass over them, peak RSS")
    print(f"{'':28} {'CPU s':>8} {'MB/s':>7} {'peak RSS':>9} {'pass':>6} {'speed':>7} {'memory':>7}")
    for reference_name, facade, version in PAIRS:
        reference = run("hcl2", os.path.join(hcl2_reference.ROOT, str(version)), files, 1)
        ours = run(facade, args.module_dir, files, args.runs)
        speed = reference["cpu_seconds"] / ours["cpu_seconds"]
        memory = ours["peak_rss_bytes"] / reference["peak_rss_bytes"]
        for name, result in ((facade + ".loads", ours), (reference_name + " loads", reference)):
            pass_growth = result["peak_rss_bytes"] - result["ready_rss_bytes"]
            print(f"{name:28} {result['cpu_seconds']:8.2f} {megabytes / result['cpu_seconds']:7.1f} "
                  f"{result['peak_rss_bytes'] / 1e6:6.0f} MB {pass_growth / 1e6:3.0f} MB", end="")
            print(f" {speed:6.0f}x {memory:6.2f}x" if result is ours else "")
        results.append({"facade": facade, "reference": reference_name, "files": len(files), "megabytes": megabytes,
                        "hclc": ours, "python_hcl2": reference, "speed_ratio": speed, "memory_ratio": memory})
    print("speed: python-hcl2's CPU time / hclc's; memory: hclc's peak RSS / python-hcl2's; "
          "pass: the peak RSS the pass added")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=2)


if __name__ == "__main__":
    main()
