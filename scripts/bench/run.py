#!/usr/bin/env python3
"""flowc's benchmark: whole-process times (median of several runs) and peak memory, on one synthetic app.

Measured in one run on the same files: libyaml's bare parse (the floor), flowc lint / generate / graph,
and yamllint. Prints each as a ratio to the floor. Not a test: figures, for people.

usage: scripts/bench/run.py [--flows 100] [--steps 100] [--runs 5] [--flowc PATH] [--no-yamllint]
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def measure(command, runs, cwd=None):
    """Median wall time (s) and peak resident memory (MiB) of `command` over `runs` runs."""
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        stderr = process.stderr.read().decode(errors="replace")
        if process.returncode not in (0, 1):
            sys.exit(f"{command[0]} failed ({process.returncode}): {stderr[:500]}")
        times.append(elapsed)
        peaks.append(usage.ru_maxrss / 1024)  # Linux reports KiB
    return statistics.median(times), max(peaks), process.returncode


def flowc_has(flowc, subcommand):
    """Whether this flowc has the subcommand (lint is the default, so `flowc X --help` would lint a path X)."""
    usage = subprocess.run([flowc, "--help"], capture_output=True, text=True).stdout
    return any(line.split()[:1] == [subcommand] for line in usage.splitlines())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flows", type=int, default=100)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--flowc", default=os.path.join(ROOT, ".build/release/flowc"))
    parser.add_argument("--no-yamllint", action="store_true")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="flowc-bench-")
    try:
        app = os.path.join(work, "app")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/synth.py"), "--flows", str(args.flows),
                        "--steps", str(args.steps), "--output", app], check=True, stdout=subprocess.DEVNULL)
        files = sorted(glob.glob(os.path.join(app, "*.flow.yaml")))
        floor = os.path.join(work, "libyaml_floor")
        subprocess.run(["cc", "-O2", os.path.join(ROOT, "scripts/bench/libyaml_floor.c"), "-o", floor,
                        *subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True,
                                        text=True, check=True).stdout.split()], check=True)

        rows = [("libyaml parse (floor)", [floor, *files])]
        rows.append(("flowc lint", [args.flowc, "lint", app]))
        if flowc_has(args.flowc, "generate"):
            rows.append(("flowc generate", [args.flowc, "generate", app, "--output", os.path.join(work, "gen")]))
        if flowc_has(args.flowc, "graph"):
            rows.append(("flowc graph", [args.flowc, "graph", app, "--format", "dot", "--output",
                                         os.path.join(work, "graph")]))
        if not args.no_yamllint:
            yamllint = shutil.which("yamllint")
            if yamllint is None:
                subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "yamllint"], check=True)
                yamllint = shutil.which("yamllint") or "yamllint"
            rows.append(("yamllint", [yamllint, "-d", "relaxed", app]))

        size = sum(os.path.getsize(f) for f in files)
        print(f"program: {args.flows} flows x {args.steps} steps = {args.flows * args.steps} steps, "
              f"{len(files)} files, {size / 1024:.0f} KiB; median of {args.runs} runs")
        print(f"{'':24}{'median':>10}{'x floor':>10}{'peak MiB':>10}")
        base = None
        for name, command in rows:
            median, peak, _ = measure(command, args.runs)
            base = base or median
            print(f"{name:24}{median * 1000:>8.1f}ms{median / base:>10.1f}{peak:>10.1f}")
        lint = next(r for r in rows if r[0] == "flowc lint")
        single = [args.flowc, "lint", files[0]]
        median, peak, _ = measure(single, args.runs)
        print(f"{'flowc lint, one flow':24}{median * 1000:>8.1f}ms{'':>10}{peak:>10.1f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
