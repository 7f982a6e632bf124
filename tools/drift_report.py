"""Drift report: run every documented output under the installed torch; show what moved.

    python tools/drift_report.py            # every chapter in tests/chapters/
    python tools/drift_report.py shaping    # chapters whose file name contains "shaping"

For each `sh` block in tests/chapters/*.md that has an expected output, the block is run
from the repository root and its output compared with the documented one. Equal blocks
print one line; a drifted block prints a unified diff (documented -> produced). Exit code
1 when anything drifted, so moving to a new torch release is: install it, run this,
review the diff, update the documented outputs (and the pages rebuild by themselves).
"""

from __future__ import annotations

import difflib
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from pytest_codeblocks import extract_from_file

ROOT = Path(__file__).resolve().parent.parent
CHAPTERS = ROOT / "tests" / "chapters"


def run_block(code: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(["bash", "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    output = result.stdout
    if result.returncode != 0:
        output += f"[exit {result.returncode}]\n{result.stderr[-2000:]}"
    return output


def report(files: list[Path]) -> int:
    import torch

    print(f"drift report: torch {torch.__version__}, python {platform.python_version()}")
    drifted = checked = 0
    for file in files:
        blocks = [b for b in extract_from_file(file) if b.syntax == "sh" and b.expected_output is not None]
        if not blocks:
            continue
        print(f"\n## {file.relative_to(ROOT)}")
        for block in blocks:
            checked += 1
            command = block.code.strip().splitlines()[-1]
            started = time.perf_counter()
            produced = run_block(block.code)
            seconds = time.perf_counter() - started
            if produced == block.expected_output:
                print(f"  same     {command}  ({seconds:.1f} s)")
                continue
            drifted += 1
            print(f"  DRIFTED  {command}  (line {block.lineno}, {seconds:.1f} s)")
            diff = difflib.unified_diff(
                block.expected_output.splitlines(), produced.splitlines(),
                "documented", f"produced (torch {torch.__version__})", lineterm="",
            )
            print("\n".join(f"    {line}" for line in diff))
    print(f"\n{checked} documented outputs, {drifted} drifted")
    return 1 if drifted else 0


def main(argv: list[str]) -> int:
    files = sorted(p for p in CHAPTERS.glob("*.md") if p.name != "README.md")
    if argv:
        files = [p for p in files if any(word in p.name for word in argv)]
    return report(files)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
