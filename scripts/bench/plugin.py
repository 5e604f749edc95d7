#!/usr/bin/env python3
"""The build plugin's benchmark: what the plugin costs an app's builds, as a team builds (swift build, debug).

Builds a sample package whose target generates its coordinators with FlowcBuildPlugin from a synthetic app
(scripts/synth.py --shape chain: flow i starts flow i+1, the worst case for the commands of the flows that start
a flow), at each size, and prints for each:
  first       the first build of a new package: building flowc and the runtime, then flowc's commands, then
              swiftc on the generated code (the phases are read from the build log's times);
  re-plan     the build after it: SwiftPM plans a new build again, which reruns every command it planned;
  no change   a build with nothing changed;
  leaf edit   a screen of the last flow of the chain edited (a param added);
  mid edit    the same edit in the flow in the middle of the chain, started by all the flows before it;
  interface   the middle flow's interface edited (an input added): its starter's code changes.
For each: the build's wall time, how many flowc commands ran, and what they cost. A command's cost is measured
by running it again alone, once the build is done (the same arguments, so the same work; it writes nothing new):
the build log says which commands ran, not how long each took. Not a test: figures, for people.

usage: scripts/bench/plugin.py [--sizes 10,30,100] [--steps 100] [--work DIR] [--package DIR]
  --package: the package of the plugin (default: this repository; .build/artifacts/flowc-plugins after
             scripts/build-bundle measures the prebuilt, optimised flowc)
"""
import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import synth  # noqa: E402

MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PluginBench",
    platforms: [.macOS(.v15), .iOS(.v16)],
    dependencies: [.package(path: "{package}")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "FlowcRuntime", package: "{identity}")],
            plugins: [.plugin(name: "FlowcBuildPlugin", package: "{identity}")]
        )
    ]
)
"""


class Build:
    """One `swift build -v`: its wall time, the flowc commands it ran, and when the app's own module started to
    compile (every generated file is in by then)."""

    def __init__(self, package):
        start = time.perf_counter()
        process = subprocess.Popen(["swift", "build", "-v"], cwd=package, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True)
        lines = []
        self.first_flowc = self.app_start = None
        for line in process.stdout:
            now = time.perf_counter() - start
            lines.append(line)
            # -v prints each command as it starts; flowc's run the tool with `generate`.
            if re.match(r"^\S*/flowc(-tool)? generate ", line.strip()):
                self.first_flowc = self.first_flowc if self.first_flowc is not None else now
            elif self.app_start is None and " -module-name App " in line:
                self.app_start = now
        process.wait()
        self.wall = time.perf_counter() - start
        if process.returncode != 0:
            sys.exit(f"swift build failed in {package}:\n{''.join(lines)[-6000:]}")
        self.commands = [line for line in lines if re.match(r"^\S*/flowc(-tool)? generate ", line.strip())]
        self.replayed = []

    def replay(self):
        """Runs each flowc command again alone and keeps its time."""
        for line in self.commands:
            argv = shlex.split(line.strip())
            start = time.perf_counter()
            process = subprocess.run(argv, capture_output=True)
            self.replayed.append(time.perf_counter() - start)
            if process.returncode != 0:
                sys.exit(f"replaying failed: {line[:300]}\n{process.stderr.decode(errors='replace')[:1000]}")
        return self

    @property
    def flowc(self):
        return sum(self.replayed)

    def describe(self):
        text = f"{self.wall:7.2f} s   {len(self.commands):4d} flowc commands"
        if self.replayed:
            text += f"  ({self.flowc:6.2f} s in all, slowest {max(self.replayed):.3f} s"
            text += f", median {statistics.median(self.replayed):.3f} s)"
        return text


def write_flows(directory, flows, steps):
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)
    for i in range(flows):
        with open(os.path.join(directory, f"flow{i:05d}.flow.yaml"), "w") as f:
            f.write(synth.write_flow(i, flows, steps, "chain"))


def edit(path, old, new):
    with open(path) as f:
        text = f.read()
    if old not in text:
        sys.exit(f"{path}: no '{old}' to edit")
    with open(path, "w") as f:
        f.write(text.replace(old, new, 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,30,100")
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--work", default="/tmp/flowc-plugin-bench")
    parser.add_argument("--package", default=ROOT)
    args = parser.parse_args()
    package = os.path.abspath(args.package)
    sample = os.path.join(args.work, "PluginBench")
    sources = os.path.join(sample, "Sources", "App")
    flows_dir = os.path.join(sources, "Flows")
    os.makedirs(sources, exist_ok=True)
    with open(os.path.join(sample, "Package.swift"), "w") as f:
        f.write(MANIFEST.format(package=package, identity=os.path.basename(package).lower()))
    with open(os.path.join(sources, "App.swift"), "w") as f:
        f.write("import FlowcRuntime\n\n/// The sample app: its coordinators are generated from Flows/.\npublic enum App {}\n")

    results = {}
    for size in [int(s) for s in args.sizes.split(",")]:
        write_flows(flows_dir, size, args.steps)
        # A new package each time: its first build builds flowc too, and SwiftPM plans its second build again.
        shutil.rmtree(os.path.join(sample, ".build"), ignore_errors=True)
        print(f"\n{size} flows x {args.steps} steps (a chain):", flush=True)
        rows = []

        def measure(name, build):
            rows.append((name, build))
            print(f"  {name:11s} {build.describe()}", flush=True)

        first = Build(sample).replay()
        measure("first", first)
        if first.first_flowc is not None and first.app_start is not None:
            print(f"  {'':11s}   flowc {first.app_start - first.first_flowc:.1f} s of the build "
                  f"({first.flowc:.2f} s its commands one after another), swiftc on the app "
                  f"{first.wall - first.app_start:.1f} s, building flowc and the runtime before "
                  f"{first.first_flowc:.1f} s", flush=True)
        measure("re-plan", Build(sample).replay())
        measure("no change", Build(sample).replay())
        leaf = os.path.join(flows_dir, f"flow{size - 1:05d}.flow.yaml")
        middle = os.path.join(flows_dir, f"flow{size // 2:05d}.flow.yaml")
        screen = ("params: { item: Int, note: String? }", "params: { item: Int, note: String?, draft: Bool? }")
        edit(leaf, *screen)
        measure("leaf edit", Build(sample).replay())
        edit(middle, *screen)
        measure("mid edit", Build(sample).replay())
        edit(middle, "input:\n  userId: UUID\n", "input:\n  userId: UUID\n  referrer: String?\n")
        measure("interface", Build(sample).replay())
        results[size] = rows

    sizes = sorted(results)
    if len(sizes) > 1:
        small, large = sizes[-2], sizes[-1]
        print(f"\ngrowth from {small} to {large} flows ({large / small:.1f}x the flows):")
        for index, (name, _) in enumerate(results[large]):
            a, b = results[small][index][1], results[large][index][1]
            ratio = (b.wall / a.wall) if a.wall else float("nan")
            print(f"  {name:11s} wall x{ratio:.2f}   flowc commands {len(a.commands)} -> {len(b.commands)}")


if __name__ == "__main__":
    main()
