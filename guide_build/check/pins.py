"""The documented outputs: ``tests/docs/<page>`` pins what each page shows, checked by pytest-codeblocks.

For every page of ``docs/`` with executed code, ``tests/docs/<same path>`` holds one pytest-codeblocks
block per executed block (what the page shows under it: printed text, then one ``[figure: alt]``
line per figure) and one for the page's numbers in sentences. Each pin block calls ``show`` or
``show_numbers``, which run the page fresh (no cache) in a worker, exactly as the build does, so
the documented numbers are checked against a new run in a few seconds. Widget mounts
(``html="1"``) are checked by tests/widgets instead.

    python -m guide_build pins            # do the pin files match a fresh run? (a diff if not)
    python -m guide_build pins --write    # rewrite them: after an intended change; review the diff
"""

from __future__ import annotations

import difflib
from functools import cache
from pathlib import Path

from guide_build.execute import Outcome
from guide_build.page import Page
from guide_build.record import block_text

ROOT = Path(__file__).resolve().parents[2]
PINS = ROOT / "tests" / "docs"


@cache
def _run(path: str) -> Outcome:
    """One run of ``docs/<path>`` per process: a pin file's blocks all read it."""
    from guide_build.execute import run_pages
    from guide_build.reader import read

    # The test session's cache (tests/conftest.py): this run, or the session's build's, fresh.
    return run_pages([read(ROOT / "docs" / path, ROOT)], ROOT)[path]


def _outcome(path: str) -> Outcome:
    outcome = _run(path)
    if outcome.message:
        raise RuntimeError(outcome.message)
    return outcome


def show(path: str, block_id: str) -> None:
    """Print what ``docs/<path>`` shows under block ``block_id`` (for a pin block)."""
    block = _outcome(path).record.block(block_id)
    if block is None:
        raise LookupError(f"docs/{path} has no block '{block_id}' (did the page change? `make pins`)")
    print(block_text(block), end="")


def show_numbers(path: str) -> None:
    """Print every number ``docs/<path>`` states in a sentence, in reading order."""
    outcome = _outcome(path)
    for number, value in zip(outcome.page.numbers, outcome.record.numbers, strict=False):
        print(f"{number.source} = {value}")


def pinned(page: Page) -> bool:
    return bool([b for b in page.blocks if not b.html] or page.numbers)


def pin_file(outcome: Outcome) -> str:
    """The pin file for one page, from its run."""
    page, record = outcome.page, outcome.record
    lines = [
        f"# Documented outputs: {page.source_file}",
        "",
        "What the page shows under each executed block, and the numbers its sentences state.",
        "pytest-codeblocks checks each against a fresh run; `make pins` rewrites this file after",
        "an intended change (review the diff). Made by guide_build/check/pins.py.",
    ]
    for block in page.blocks:
        ran = record.block(block.id)
        if block.html or ran is None:
            continue
        lines += ["", f"## Block `{block.id}`", "", "```python"]
        lines += [f'from guide_build.check.pins import show; show("{page.path}", "{block.id}")', "```"]
        lines += _expected(block_text(ran))
    if page.numbers:
        lines += ["", "## Numbers in sentences", "", "```python"]
        lines += [f'from guide_build.check.pins import show_numbers; show_numbers("{page.path}")', "```"]
        lines += _expected("".join(f"{n.source} = {v}\n" for n, v in zip(page.numbers, record.numbers, strict=False)))
    return "\n".join(lines) + "\n"


def _expected(text: str) -> list[str]:
    """An expected-output fence that no line of ``text`` can close."""
    stripped = [line.lstrip() for line in text.splitlines()]
    longest = max((len(line) - len(line.lstrip("`")) for line in stripped), default=0)
    ticks = "`" * max(3, longest + 1)
    return ["<!--pytest-codeblocks:expected-output-->", ticks, *([text.rstrip("\n")] if text else []), ticks]


def main(pages: list[Page], write: bool) -> int:
    from guide_build.execute import run_pages

    outcomes = run_pages([p for p in pages if pinned(p)], ROOT, fresh=True)
    status = 0
    for outcome in outcomes.values():
        if outcome.message:
            print(outcome.message)
            status = 1
            continue
        path = PINS / outcome.page.path
        text = pin_file(outcome)
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
        if old == text:
            continue
        if write:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
        else:
            status = 1
            diff = difflib.unified_diff(
                old.splitlines(), text.splitlines(), str(path.relative_to(ROOT)), "fresh run", lineterm=""
            )
            print("\n".join(diff))
    return status
