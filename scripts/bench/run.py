#!/usr/bin/env python3
"""flowc's benchmark: whole-process times (median of several runs) and peak memory, on one synthetic app.

Measured in one run on the same files: libyaml's bare parse (the floor), flowc lint / generate / graph /
tests / diff, and yamllint. Prints each as a ratio to the floor, with the targets of the speed issue. With --scale N it
also measures the same commands on an app N times larger and prints how time and memory grew.
Not a test: figures, for people. Times include a tiny C launcher (scripts/bench/peak.c) that reads each
process's peak memory, for every command alike. The runs of all commands are interleaved (one run of each, then the next
round, in an order shuffled per round), so a burst of load on a shared machine touches every command alike.

usage: scripts/bench/run.py [--flows 100] [--steps 100] [--runs 5] [--scale 10] [--flowc PATH] [--no-yamllint]
"""
import argparse
import glob
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


PEAK = None  # the compiled scripts/bench/peak.c


class Command:
    def __init__(self, name, argv, before=None, target=None):
        self.name, self.argv, self.before, self.target = name, argv, before, target
        self.times, self.peaks = [], []

    def run_once(self):
        if self.before:
            self.before()
        peak_file = PEAK + ".out"
        start = time.perf_counter()
        process = subprocess.run([PEAK, peak_file, *self.argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if process.returncode not in (0, 1):
            sys.exit(f"{self.argv[0]} failed ({process.returncode}): {process.stderr.decode(errors='replace')[:500]}")
        self.times.append(elapsed)
        with open(peak_file) as peak:
            self.peaks.append(int(peak.read()) / 1024)  # Linux reports KiB

    @property
    def median(self):
        return statistics.median(self.times)

    @property
    def peak(self):
        return max(self.peaks)


def linkage(flowc):
    """How the Swift runtime is linked into this flowc (scripts/run links it in, on Linux)."""
    try:
        libraries = subprocess.run(["ldd", flowc], capture_output=True, text=True).stdout
    except OSError:
        return "unknown"
    return "dynamically" if "libswiftCore" in libraries else "statically"


def flowc_has(flowc, subcommand):
    """Whether this flowc has the subcommand (lint is the default, so `flowc X --help` would lint a path X)."""
    usage = subprocess.run([flowc, "--help"], capture_output=True, text=True).stdout
    return any(line.split()[:1] == [subcommand] for line in usage.splitlines())


def wipe(path):
    return lambda: shutil.rmtree(path, ignore_errors=True)


def commands(work, label, flows, steps, flowc, floor, yamllint):
    """The commands to measure on one synthetic app, written under `work`."""
    app = os.path.join(work, f"app-{label}")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts/synth.py"), "--flows", str(flows),
                    "--steps", str(steps), "--output", app], check=True, stdout=subprocess.DEVNULL)
    files = sorted(glob.glob(os.path.join(app, "*.flow.yaml")))
    gen, graph = os.path.join(work, f"gen-{label}"), os.path.join(work, f"graph-{label}")
    rows = [Command("libyaml parse (floor)", [floor, *files]),
            Command("flowc lint", [flowc, "lint", app], target=("x floor", 2))]
    if flowc_has(flowc, "generate"):
        rows.append(Command("flowc generate", [flowc, "generate", app, "--output", gen], before=wipe(gen),
                            target=("x floor", 4)))
        # The build plugin's usual case: nothing changed since the last build, so nothing is written.
        rows.append(Command("  unchanged rerun", [flowc, "generate", app, "--output", gen]))
    if flowc_has(flowc, "graph"):
        rows.append(Command("flowc graph", [flowc, "graph", app, "--format", "dot", "--output", graph],
                            before=wipe(graph), target=("x floor", 4)))
    if flowc_has(flowc, "tests"):
        suites = os.path.join(work, f"suites-{label}")
        rows.append(Command("flowc tests", [flowc, "tests", app, "--output", suites], before=wipe(suites)))
    if flowc_has(flowc, "diff"):
        # The version under review: every flow's first deep link moved (one breaking change per flow), against
        # the app as it was.
        edited = os.path.join(work, f"app-{label}-edited")
        shutil.copytree(app, edited)
        for path in glob.glob(os.path.join(edited, "*.flow.yaml")):
            with open(path) as file:
                text = file.read()
            with open(path, "w") as file:
                file.write(text.replace("/start/{userId}", "/begin/{userId}", 1))
        rows.append(Command("flowc diff, 100 edits", [flowc, "diff", edited, "--against", app]))
        rows.append(Command("flowc diff, unchanged", [flowc, "diff", app, "--against", app]))
    if yamllint:
        rows.append(Command("yamllint", [yamllint, "-d", "relaxed", app], target=("x lint", 100)))
    size = sum(os.path.getsize(f) for f in files)
    return rows, files, size


def measure(rows, runs):
    # Each round runs the commands in another order (shuffled with the round's number as the seed, so the same on
    # every run of the benchmark): no command always runs right after the same one. The first process after
    # yamllint's seconds of Python runs slower here (a one-flow lint 25-45 ms instead of 12-18 ms); the median
    # drops the round or two in which a command comes right after it.
    for round_index in range(runs):
        order = list(rows)
        random.Random(round_index).shuffle(order)
        for row in order:
            row.run_once()


def report(rows, flows, steps, files, size, runs):
    print(f"program: {flows} flows x {steps} steps = {flows * steps} steps, {len(files)} files, "
          f"{size / 1024:.0f} KiB; median of {runs} interleaved runs")
    print(f"{'':24}{'median':>10}{'x floor':>10}{'peak MiB':>10}   target")
    floor = rows[0].median
    lint = next(r for r in rows if r.name == "flowc lint").median
    for row in rows:
        ratio = row.median / floor
        target = ""
        if row.target:
            kind, limit = row.target
            value = ratio if kind == "x floor" else row.median / lint
            verdict = "met" if (value <= limit if kind == "x floor" else value >= limit) else "NOT met"
            sign = "<=" if kind == "x floor" else ">="
            target = f"{kind} {value:.1f} (target {sign} {limit}: {verdict})"
        print(f"{row.name:24}{row.median * 1000:>8.1f}ms{ratio:>10.1f}{row.peak:>10.1f}   {target}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flows", type=int, default=100)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--scale", type=int, default=0, help="also measure an app this many times larger")
    parser.add_argument("--flowc", default=os.path.join(ROOT, ".build/release/flowc"))
    parser.add_argument("--no-yamllint", action="store_true")
    args = parser.parse_args()

    global PEAK
    work = tempfile.mkdtemp(prefix="flowc-bench-")
    try:
        floor = os.path.join(work, "libyaml_floor")
        subprocess.run(["cc", "-O2", os.path.join(ROOT, "scripts/bench/libyaml_floor.c"), "-o", floor,
                        *subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True,
                                        text=True, check=True).stdout.split()], check=True)
        PEAK = os.path.join(work, "peak")
        subprocess.run(["cc", "-O2", os.path.join(ROOT, "scripts/bench/peak.c"), "-o", PEAK], check=True)
        yamllint = None
        if not args.no_yamllint:
            yamllint = shutil.which("yamllint")
            if yamllint is None:
                subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "yamllint"], check=True)
                yamllint = shutil.which("yamllint") or "yamllint"

        print(f"flowc: {args.flowc} (Swift runtime linked {linkage(args.flowc)}; scripts/run builds it statically)")
        rows, files, size = commands(work, "base", args.flows, args.steps, args.flowc, floor, yamllint)
        # The last flow of the app starts no subflow, so it lints clean on its own, as an edited flow would.
        single = Command("flowc lint, one flow", [args.flowc, "lint", files[-1]])
        singles = [single]
        if flowc_has(args.flowc, "generate"):
            # What a build regenerates when one flow was edited (no target: for the record).
            one_gen = os.path.join(work, "gen-one")
            singles.append(Command("flowc generate, one flow", [args.flowc, "generate", files[-1], "--output", one_gen],
                                   before=wipe(one_gen)))
        measure(rows + singles, args.runs)
        report(rows, args.flows, args.steps, files, size, args.runs)
        for row in singles:
            target = f"target < 30 ms: {'met' if row.median < 0.030 else 'NOT met'}" if row is single else ""
            print(f"{row.name:24}{row.median * 1000:>8.1f}ms{'':>10}{row.peak:>10.1f}   {target}")

        if args.scale > 1:
            # yamllint is left out: the growth targets are flowc's own, and it would take minutes.
            big, big_files, big_size = commands(work, "scaled", args.flows * args.scale, args.steps, args.flowc,
                                                floor, None)
            measure(big, args.runs)
            print()
            report(big, args.flows * args.scale, args.steps, big_files, big_size, args.runs)
            print(f"\ngrowth from {args.flows * args.steps} to {args.flows * args.scale * args.steps} steps "
                  f"(target: at most {args.scale + 1}x in time and in memory)")
            for small, large in zip(rows, big):
                time_growth, memory_growth = large.median / small.median, large.peak / small.peak
                verdict = "met" if max(time_growth, memory_growth) <= args.scale + 1 else "NOT met"
                print(f"{small.name:24}{time_growth:>8.1f}x time{memory_growth:>8.1f}x memory   {verdict}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
