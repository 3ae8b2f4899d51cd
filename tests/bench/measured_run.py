"""One run of a command under the launcher hclc_measure_process (built beside
hclc from tests/bench/measure_process.cpp): its wall and CPU time and its own peak
RSS. A wait4 in the Python driver would read at least the driver's own RSS as
the command's peak (Linux starts a forked child at its parent's peak), and the
launcher's CPU time stays out of the figures."""

import os
import subprocess
import tempfile



def launcher_in(build):
    """The launcher of the build directory `build`."""
    return os.path.join(build, "hclc_measure_process")


class Run:
    def __init__(self, fields, launcher_status):
        self.wall = float(fields["wall"])
        self.cpu = float(fields["cpu"])  # user + system, of the command alone
        self.peak_rss_kb = int(fields["max_rss_kb"])
        self.exit_status = int(fields["status"])  # 128 + N: ended by signal N
        self.launcher_status = launcher_status  # the same as exit_status


def run_measured(launcher, argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL):
    """Runs argv under `launcher` (see launcher_in)."""
    with tempfile.NamedTemporaryFile(mode="r", prefix="measured-", suffix=".txt") as report:
        launched = subprocess.run([launcher, report.name] + argv, stdin=stdin, stdout=stdout, stderr=stderr)
        fields = dict(pair.split("=", 1) for pair in report.read().split())
    if not fields:
        raise RuntimeError(f"{launcher} wrote no report for: {' '.join(argv)}")
    return Run(fields, launched.returncode)
