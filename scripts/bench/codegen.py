#!/usr/bin/env python3
"""The generated code's size and debug compile time, per step, on the synthetic 100-flow x 100-step app.

For each flowc given (this repository's, and optionally an older one to compare with, --baseline), in one run:
  - lines generated per step: every line of every generated .swift file / steps; also without blank and comment
    lines, and split into per-flow files and files shared by all flows (the runtime and hosts that older flowc
    versions copied into the app's module);
  - debug compile time per step: what SwiftPM's debug build does for each file of a module, a frontend job
    `swiftc -frontend -c -Onone -primary-file F <the module's other files>`, timed for a sample of flow files
    (CPU time of the job, user + system: steadier than wall time on a shared machine), the median over --runs,
    divided by the flow's steps. A shared runtime file is compiled once per module: its own time is printed and
    spread over all the steps. Code that imports FlowcRuntime compiles against the library built from
    Sources/FlowcRuntime (once, like a dependency).
Not a test: figures, for people, with the ratio between the two flowc versions.

usage: scripts/bench/codegen.py [--flowc PATH] [--baseline PATH] [--flows 100] [--steps 100] [--samples 5] [--runs 3]
"""
import argparse
import glob
import os
import resource
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = ("FlowRuntime.swift", "FlowUIKitHost.swift", "FlowSwiftUIHost.swift")


def cpu_seconds(argv):
    """Runs argv; the CPU time (user + system) it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    process = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if process.returncode != 0:
        sys.exit(f"compile failed: {' '.join(argv[:6])} …\n{process.stderr.decode(errors='replace')[:2000]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build_runtime(directory):
    """FlowcRuntime from this repository's sources, as a module the generated code imports."""
    sources = sorted(glob.glob(os.path.join(ROOT, "Sources", "FlowcRuntime", "**", "*.swift"), recursive=True))
    subprocess.run(
        ["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "FlowcRuntime",
         "-emit-module-path", os.path.join(directory, "FlowcRuntime.swiftmodule"), "-emit-library", "-static",
         "-o", os.path.join(directory, "libFlowcRuntime.a")] + sources, check=True)


def measure(flowc, app, steps_per_flow, total_steps, samples, runs, work, label):
    out = os.path.join(work, label)
    subprocess.run([flowc, "generate", app, "--output", out, "--no-config"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    files = sorted(glob.glob(os.path.join(out, "*.swift")))
    shared = [f for f in files if os.path.basename(f) in SHARED]
    flows = [f for f in files if f not in shared]

    def count(paths, code_only=False):
        total = 0
        for path in paths:
            with open(path, encoding="utf-8") as text:
                for line in text:
                    stripped = line.strip()
                    if code_only and (not stripped or stripped.startswith("//")):
                        continue
                    total += 1
        return total

    uses_library = any("import FlowcRuntime" in open(f, encoding="utf-8").read() for f in flows[:1])
    include = []
    if uses_library:
        runtime = os.path.join(work, "runtime")
        if not os.path.exists(runtime):
            os.makedirs(runtime)
            build_runtime(runtime)
        include = ["-I", runtime]
    frontend = ["swiftc", "-frontend", "-c", "-Onone", "-swift-version", "6", "-parse-as-library",
                "-module-name", "SynthApp"] + include
    # Evenly spaced flow files, each a whole flow of the app.
    picked = [flows[i * len(flows) // samples] for i in range(samples)]
    per_file = []
    for path in picked:
        others = [f for f in files if f != path]
        times = [cpu_seconds(frontend + ["-primary-file", path] + others + ["-o", "/dev/null"]) for _ in range(runs)]
        per_file.append(statistics.median(times))
    shared_seconds = 0.0
    for path in shared:
        others = [f for f in files if f != path]
        shared_seconds += statistics.median(
            [cpu_seconds(frontend + ["-primary-file", path] + others + ["-o", "/dev/null"]) for _ in range(runs)])
    file_seconds = statistics.median(per_file)
    result = {
        "lines": count(files) / total_steps,
        "code lines": count(files, code_only=True) / total_steps,
        "flow-file lines": count(flows) / total_steps,
        "shared lines": count(shared) / total_steps,
        "file seconds": file_seconds,
        "ms per step": (file_seconds / steps_per_flow + shared_seconds / total_steps) * 1000,
        "shared seconds": shared_seconds,
    }
    print(f"{label}: {flowc}")
    print(f"  lines per step        {result['lines']:6.2f}  (without blank and comment lines {result['code lines']:.2f};"
          f" per-flow files {result['flow-file lines']:.2f}, shared files {result['shared lines']:.2f})")
    print(f"  debug compile         {result['ms per step']:6.2f} ms per step  (a {steps_per_flow}-step flow's file:"
          f" {file_seconds:.2f} s, median of {samples} files x {runs} runs"
          + (f"; shared files {shared_seconds:.2f} s once per module" if shared else "; runtime: the library") + ")")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flowc", default=os.path.join(ROOT, ".build", "release", "flowc"))
    parser.add_argument("--baseline", help="an older flowc to compare with")
    parser.add_argument("--flows", type=int, default=100)
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="flowc-codegen-") as work:
        app = os.path.join(work, "app")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "synth.py"), "--flows", str(arguments.flows),
                        "--steps", str(arguments.steps), "--output", app], check=True, stdout=subprocess.DEVNULL)
        total = arguments.flows * arguments.steps
        print(f"synthetic app: {arguments.flows} flows x {arguments.steps} steps ({total} steps)")
        results = {}
        if arguments.baseline:
            results["baseline"] = measure(arguments.baseline, app, arguments.steps, total, arguments.samples,
                                          arguments.runs, work, "baseline")
        results["this"] = measure(arguments.flowc, app, arguments.steps, total, arguments.samples, arguments.runs,
                                  work, "this")
        if "baseline" in results:
            old, new = results["baseline"], results["this"]
            print(f"ratio (baseline / this): lines per step {old['lines'] / new['lines']:.2f}x"
                  f" (without blank and comment lines {old['code lines'] / new['code lines']:.2f}x),"
                  f" debug compile time per step {old['ms per step'] / new['ms per step']:.2f}x")


if __name__ == "__main__":
    main()
