#!/usr/bin/env python3
"""The launcher of tools/bench (measure_process.cpp) reads a command's own
peak RSS: `true` about 1 MB and a command that fills an N MB buffer about N MB,
even when started by a Python process that holds far more memory (which a
wait4 in that process would count). It passes on the command's exit status.
No time is checked.

Usage: measure_process_test.py HCLC_MEASURE_PROCESS
"""

import os
import sys

from measured_run import run_measured

MB = 1024  # in kB, the unit of peak_rss_kb


def main():
    launcher = sys.argv[1]
    failures = []

    def check(what, condition, detail):
        print(f"{'ok  ' if condition else 'FAIL'} {what}: {detail}")
        if not condition:
            failures.append(what)

    # Memory this driver holds and has touched: Linux would start a child it
    # forks at this peak, as it starts the launcher.
    held = bytearray(os.urandom(1024)) * (128 * 1024)

    run = run_measured(launcher, ["true"])
    check("true reads about 1 MB", 100 <= run.peak_rss_kb <= 2 * MB,
          f"{run.peak_rss_kb} kB, the driver holding {len(held) >> 20} MB")
    check("true exits 0", run.exit_status == 0 and run.launcher_status == 0, str(run.exit_status))

    for megabytes in (64, 256):
        # dd reads its one block of N MB from /dev/zero into a buffer of that
        # size: every page of it touched.
        run = run_measured(launcher, ["dd", "if=/dev/zero", "of=/dev/null", f"bs={megabytes}M", "count=1"])
        check(f"filling {megabytes} MB reads about {megabytes} MB",
              megabytes * MB <= run.peak_rss_kb <= (megabytes + 4) * MB, f"{run.peak_rss_kb / MB:.1f} MB")
        check(f"dd of {megabytes} MB exits 0", run.exit_status == 0, str(run.exit_status))

    for argv, status, what in ((["sh", "-c", "exit 3"], 3, "an exit status passes through"),
                               (["sh", "-c", "kill -TERM $$"], 143, "a signal is 128 + its number"),
                               (["/nonexistent/command"], 127, "a command that cannot start is 127")):
        run = run_measured(launcher, argv)
        check(what, run.exit_status == status and run.launcher_status == status,
              f"report {run.exit_status}, launcher {run.launcher_status}")

    if failures:
        print(f"{len(failures)} failed: {'; '.join(failures)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
