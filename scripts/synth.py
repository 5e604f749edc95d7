#!/usr/bin/env python3
"""Writes a realistic, lint-clean synthetic app of FLOWS flows x STEPS steps for benchmarks.

Each flow is a chain of screens with typed values passed by name, decisions, sheets, deep links,
back/dismiss/popTo, and subflow steps that start child flows: a tree (flow i starts 2i+1 and 2i+2), or with
--shape chain a chain (flow i starts i+1, so flow 50 is started by flows 0 to 49, the build plugin's worst case).

usage: scripts/synth.py --flows 100 --steps 100 --output DIR [--shape tree|chain]
"""
import argparse
import os
import sys


def flow_name(i):
    return f"Flow{i}"


def write_flow(i, flows, steps, shape="tree"):
    started = (i + 1,) if shape == "chain" else (2 * i + 1, 2 * i + 2)
    children = [c for c in started if c < flows]
    name = flow_name(i)
    lines = [
        f"# Synthetic flow {i}: {steps} steps.",
        f"flow: {name}",
        f"summary: Synthetic flow number {i}.",
        "input:",
        "  userId: UUID",
        "outcomes:",
        "  done: { item: Int }",
        "  cancelled: {}",
        "start: step0",
        "steps:",
        "  step0:",
        "    params: { userId: UUID }",
        f"    deeplink: /f{i}/start/{{userId}}",
        "    on:",
        "      next: { to: step1, with: { item: Int } }",
        "      cancel: { finish: cancelled }",
    ]
    child_queue = list(children)
    j = 1
    while j < steps:
        last = j == steps - 1
        nxt = f"step{j + 1}"
        if last:
            lines += [
                f"  step{j}:",
                "    params: { item: Int }",
                "    on:",
                "      finish: { finish: done, with: { item: Int } }",
                "      back: back",
            ]
        elif child_queue and j % 7 == 3:
            child = child_queue.pop(0)
            lines += [
                f"  step{j}:",
                f"    summary: Starts {flow_name(child)}.",
                f"    flow: {flow_name(child)}",
                "    present: " + ("sheet" if child % 2 else "push"),
                "    on:",
                f"      done: {{ to: {nxt} }}",
                "      cancelled: back",
            ]
        elif j % 10 == 5:
            lines += [
                f"  step{j}:",
                "    summary: Which way?",
                "    decide:",
                f"      forward: {{ to: {nxt}, with: {{ item: Int }} }}",
                f"      skip: {{ to: {nxt}, with: {{ item: Int }} }}",
            ]
        elif j % 10 == 8:
            # A sheet with two screens: dismiss closes it, the second pops back to the first screen.
            lines += [
                f"  step{j}:",
                "    params: { item: Int }",
                "    on:",
                f"      next: {{ to: {nxt}, present: sheet, with: {{ item: Int }} }}",
                "      back: back",
            ]
        elif j % 10 == 9:
            lines += [
                f"  step{j}:",
                "    params: { item: Int }",
                f"    deeplink: /f{i}/s{j}/{{item}}",
                "    on:",
                f"      next: {{ to: {nxt}, present: push, with: {{ item: Int }} }}",
                "      close: dismiss",
                "      restart: { popTo: step0 }",
            ]
        else:
            lines += [
                f"  step{j}:",
                "    params: { item: Int, note: String? }",
                "    on:",
                f"      next: {{ to: {nxt}, with: {{ item: Int }} }}",
                "      back: back",
            ]
        j += 1
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flows", type=int, required=True)
    parser.add_argument("--steps", type=int, required=True, help="steps per flow (at least 12)")
    parser.add_argument("--output", required=True)
    parser.add_argument("--shape", choices=["tree", "chain"], default="tree", help="which flow starts which")
    args = parser.parse_args()
    if args.steps < 12:
        sys.exit("--steps must be at least 12")
    os.makedirs(args.output, exist_ok=True)
    for i in range(args.flows):
        path = os.path.join(args.output, f"flow{i:05d}.flow.yaml")
        with open(path, "w") as f:
            f.write(write_flow(i, args.flows, args.steps, args.shape))
    print(f"wrote {args.flows} flows x {args.steps} steps = {args.flows * args.steps} steps to {args.output}")


if __name__ == "__main__":
    main()
