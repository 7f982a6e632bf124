"""Other torch releases: every page run under another venv's torch, compared with the pins.

    python -m guide_build drift --python VENV/bin/python          (make drift: docs/drift.md and the record)
    python -m guide_build drift --python VENV/bin/python --check  (CI: fails on what the pages do not show)

That venv (tools/torch_venv.py makes one) runs ``python -m guide_build.check.versions OUT.json``:
every pinned page, fresh, written as JSON (its torch, each block's text as a pin holds it, the
numbers). Here it is compared with the pins (tests/docs/). ``make drift`` records every block
that torch prints differently in tests/docs/torch-versions.json, which the build shows under
the block (guide_build/versions.py); ``--check`` fails when that torch prints something the
record, and so the site, does not show: a new difference, a number, a page that failed.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from pytest_codeblocks import extract_from_file

from guide_build.check.pins import PINS, ROOT, pinned
from guide_build.versions import RECORD, Differs, load

_SHOW_RE = re.compile(r'show\("(?P<page>[^"]+)", "(?P<block>[^"]+)"\)')


@dataclass
class Comparison:
    """One torch release against the pins."""

    release: str  # "2.15.0"
    torch: str  # "2.15.0+cu130"
    outputs: int = 0  # pinned outputs compared
    numbers: int = 0  # pinned numbers compared
    blocks: dict[str, dict[str, Differs]] = field(default_factory=dict)  # page -> block -> what differs
    numbers_differ: list[str] = field(default_factory=list)  # a page cannot show these: "page: number ..."
    failed: list[str] = field(default_factory=list)  # pages that did not run to their end there

    def differing(self) -> list[tuple[str, str, Differs]]:
        return [(page, block, d) for page, blocks in sorted(self.blocks.items()) for block, d in blocks.items()]


def _text(text: str) -> str:
    return text.rstrip("\n") + "\n" if text.strip() else ""


def pins() -> dict[str, tuple[dict[str, str], list[str]]]:
    """Page -> (block id -> pinned text, pinned numbers as ``expr = value`` lines)."""
    found: dict[str, tuple[dict[str, str], list[str]]] = {}
    for pin_file in sorted(PINS.rglob("*.md")):
        blocks, numbers = {}, []
        for block in extract_from_file(pin_file):
            shown = _SHOW_RE.search(block.code)
            if shown:
                blocks[shown["block"]] = _text(block.expected_output or "")
            elif "show_numbers" in block.code:
                numbers = (block.expected_output or "").splitlines()
        found[pin_file.relative_to(PINS).as_posix()] = (blocks, numbers)
    return found


def printed(out: Path) -> None:
    """Run in the other venv: every pinned page, fresh, written to ``out`` as JSON."""
    import torch

    from guide_build.execute import run_pages
    from guide_build.reader import read_all
    from guide_build.record import block_text

    outcomes = run_pages([p for p in read_all(ROOT) if pinned(p)], ROOT, fresh=True)
    pages = {
        path: {
            "failed": o.message or "",
            "blocks": {b.id: _text(block_text(b)) for b in o.record.blocks},
            "numbers": [f"{n.source} = {v}" for n, v in zip(o.page.numbers, o.record.numbers, strict=False)],
        }
        for path, o in outcomes.items()
    }
    out.write_text(json.dumps({"torch": str(torch.__version__), "pages": pages}), encoding="utf-8")


def run_under(python: str) -> Comparison:
    """Every pinned page under ``python``'s torch, compared with the pins."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "printed.json"
        command = [python, "-m", "guide_build.check.versions", str(out)]
        ran = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if ran.returncode or not out.is_file():
            raise RuntimeError(f"{python} could not run the pages: {ran.stdout[-1000:]}{ran.stderr[-1000:]}")
        return compare(json.loads(out.read_text(encoding="utf-8")), pins())


def compare(run: dict, pinned_pages: dict[str, tuple[dict[str, str], list[str]]]) -> Comparison:
    torch = run["torch"]
    comparison = Comparison(torch.split("+")[0], torch)
    for page, (blocks, numbers) in pinned_pages.items():
        ran = run["pages"].get(page, {"failed": "not run", "blocks": {}, "numbers": []})
        comparison.outputs += len(blocks)
        comparison.numbers += len(numbers)
        if ran["failed"]:
            comparison.failed.append(f"{page}: the page failed: {ran['failed']}")
            continue
        for block, text in blocks.items():
            prints = ran["blocks"].get(block, "(not run)\n")
            if prints != text:
                differs = Differs(comparison.release, torch, text, prints)
                comparison.blocks.setdefault(page, {})[block] = differs
        for pin, now in zip(numbers, [*ran["numbers"], *[""] * len(numbers)], strict=False):
            if pin != now:
                comparison.numbers_differ.append(f"{page}: number `{pin}` is `{now}` there")
    return comparison


def record_json(comparisons: list[Comparison]) -> str:
    """The committed record (guide_build/versions.py reads it)."""
    releases = {
        c.release: {
            "torch": c.torch,
            "blocks": {
                page: {block: {"pinned": d.pinned, "prints": d.prints} for block, d in blocks.items()}
                for page, blocks in sorted(c.blocks.items())
            },
        }
        for c in comparisons
    }
    made = "python -m guide_build drift (guide_build/check/versions.py), from a run: do not edit"
    return json.dumps({"made_by": made, "releases": releases}, indent=2, ensure_ascii=False) + "\n"


def unshown(comparison: Comparison, record: dict[str, dict[str, dict[str, Differs]]]) -> list[str]:
    """What ``comparison``'s torch prints that the record does not show, and what the record shows
    that it no longer prints: each a line; none when the site says what that torch prints."""
    shown = record.get(comparison.release, {})
    problems = [*comparison.failed, *comparison.numbers_differ]
    for page, block, differs in comparison.differing():
        recorded = shown.get(page, {}).get(block)
        if recorded is None or (recorded.pinned, recorded.prints) != (differs.pinned, differs.prints):
            lines = "; ".join(differs.lines()) or "(lines left out)"
            problems.append(f"{page}: block '{block}' prints `{lines}`, and the page does not show it")
    problems += [
        f"{page}: block '{block}': the record shows what torch {comparison.release} no longer prints"
        for page, blocks in sorted(shown.items())
        for block in blocks
        if block not in comparison.blocks.get(page, {})
    ]
    return problems


def check(pythons: list[str]) -> int:
    """``drift --check``: 1 when a torch prints what the site does not show."""
    record, status = load(ROOT), 0
    for python in pythons:
        comparison = run_under(python)
        problems = unshown(comparison, record)
        print(f"torch {comparison.torch}: {len(comparison.differing())} of {comparison.outputs} outputs differ")
        print("\n".join(f"  {p}" for p in problems) or "  the site shows every one of them")
        status |= bool(problems)
    if status:
        print(f"Run `make drift DRIFT_ARGS='--python ...'` with that torch, review {RECORD}, commit it.")
    return status


if __name__ == "__main__":
    printed(Path(sys.argv[1]))
