#!/usr/bin/env python3
"""Compares two flowc builds on a corpus: every check example the OLD flowc documents (`flowc explain`), and a
directory of flows (linted with --root App). Prints each example whose diagnostics differ, each clean example whose
generated Swift differs, and the same for the directory.

    python3 scripts/compare-flowc.py OLD_FLOWC NEW_FLOWC FLOWS_DIR

How format v2 was checked against v1: OLD a flowc built at the last v1 commit, FLOWS_DIR that commit's Flows/
(`git archive 9965ba3 Flows | tar -x -C /tmp/v1`)."""
import json, os, re, subprocess, sys, tempfile, shutil, filecmp
OLD, NEW, FLOWS = sys.argv[1], sys.argv[2], sys.argv[3]

def lint(binary, paths, root=None):
    args = [binary, "lint", "--reporter", "json"] + (["--root", root] if root else []) + paths
    out = subprocess.run(args, capture_output=True, text=True).stdout
    try:
        diags = json.loads(out)
    except Exception:
        return ["unreadable: " + out[:200]]
    items = diags if isinstance(diags, list) else diags.get("diagnostics", [])
    return sorted(f"{d.get('id')} {os.path.basename(d.get('file',''))}:{d.get('line')}:{d.get('column')}" for d in items)

def generate(binary, paths, out):
    subprocess.run([binary, "generate", "--output", out] + paths, capture_output=True)

def removed_lines(a, b, names):
    """How many lines of the OLD files the NEW ones remove or change: 0 when they only gain lines."""
    count = 0
    for n in names:
        pa, pb = os.path.join(a, n), os.path.join(b, n)
        if not (os.path.exists(pa) and os.path.exists(pb)):
            count += 1
            continue
        out = subprocess.run(["diff", pa, pb], capture_output=True, text=True).stdout
        count += sum(1 for line in out.splitlines() if line.startswith("<"))
    return count

def same_tree(a, b):
    names = sorted(set(os.listdir(a)) | set(os.listdir(b))) if os.path.isdir(a) and os.path.isdir(b) else []
    return [n for n in names if not (os.path.exists(os.path.join(a, n)) and os.path.exists(os.path.join(b, n))
                                      and filecmp.cmp(os.path.join(a, n), os.path.join(b, n), shallow=False))]

ids = re.findall(r"^\| \[([a-z-]+)\]", subprocess.run([OLD, "explain", "--markdown"], capture_output=True, text=True).stdout, re.M)
examples = []
for cid in ids:
    text = subprocess.run([OLD, "explain", cid], capture_output=True, text=True).stdout
    for section, body in re.findall(r"## (Triggers|Does not trigger)[^\n]*\n(.*?)(?=\n## |\Z)", text, re.S):
        current, seen = [], set()
        for name, block in re.findall(r"(?:`([^`]+\.flow\.yaml)`:\s*\n\s*)?```yaml\n(.*?)```", body, re.S):
            if not name or name in seen:
                if current: examples.append((cid, section, current))
                current, seen = [], set()
            current.append((name or "example.flow.yaml", block.replace("↓", "")))
            if name: seen.add(name)
            else:
                examples.append((cid, section, current)); current, seen = [], set()
        if current: examples.append((cid, section, current))

changed = 0
for index, (cid, section, files) in enumerate(examples):
    with tempfile.TemporaryDirectory() as d:
        for name, text in files:
            os.makedirs(os.path.dirname(os.path.join(d, name)), exist_ok=True)
            open(os.path.join(d, name), "w").write(text)
        paths = [os.path.join(d, n) for n, _ in files]
        old, new = lint(OLD, paths), lint(NEW, paths)
        if old != new:
            changed += 1
            print(f"{cid} ({section}) example {index}: lint {old} -> {new}")
        elif not old:
            generate(OLD, paths, d + "/old"); generate(NEW, paths, d + "/new")
            diff = same_tree(d + "/old", d + "/new")
            if diff:
                changed += 1
                removed = removed_lines(d + "/old", d + "/new", diff)
                how = "lines added only" if removed == 0 else f"{removed} lines removed or changed"
                print(f"{cid} ({section}) example {index}: generated files differ ({how}): {diff}")
print(f"check examples: {len(examples)}, differing: {changed}")

old, new = lint(OLD, [FLOWS], "App"), lint(NEW, [FLOWS], "App")
print("Flows/ lint:", "same" if old == new else f"{old} -> {new}")
with tempfile.TemporaryDirectory() as d:
    generate(OLD, [FLOWS], d + "/old"); generate(NEW, [FLOWS], d + "/new")
    diff = same_tree(d + "/old", d + "/new")
    removed = removed_lines(d + "/old", d + "/new", diff)
    print("Flows/ generated files differing:", diff or "none", f"({removed} lines removed or changed)" if diff else "")
