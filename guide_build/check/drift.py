"""Have the documented outputs drifted? The pins under other CPUs and other torch versions, published.

    python -m guide_build drift [--python OTHER_VENV/bin/python ...] [--check]   (make drift)

Writes ``docs/drift.md``, a page of the site: what is pinned (tests/docs/: outputs and numbers
per page; of the outputs, the figures, pinned by their alt text only; and the widget mounts, which
the pins leave to tests/widgets), for which torch, the portability sweep (portability.py: every pin under each CPU code
path) and, for each ``--python`` (a venv with this project and another torch: tools/torch_venv.py),
how many pinned outputs that torch prints differently and what (versions.py, which also writes the
record the pages show it from). Every table is made here from a run; nothing on the page is typed.
``--check`` only compares those torches with the record (CI's weekly job). Checks keep it true:
``make portability`` (CI) fails when its sweep no longer gives the page's CPU table, and
tests/guide_build/test_check_drift.py fails when the pins or the installed torch no longer match.
"""

from __future__ import annotations

import re
import sys

import yaml

from guide_build.check import portability, versions
from guide_build.check.pins import PINS, ROOT
from guide_build.record import machine
from guide_build.versions import RECORD

PAGE = portability.PAGE
DOCS = ROOT / "docs"
_BLOCK_RE = re.compile(r"^## Block `", re.M)
# what a pin holds for a figure: its fence's alt text (record.block_text), not the drawing
_FIGURE_RE = re.compile(r"^\[figure: ", re.M)
_NUMBERS_RE = re.compile(
    r"^## Numbers in sentences\n.*?^<!--pytest-codeblocks:expected-output-->\n`{3,}\n(.*?)^`{3,}", re.M | re.S
)


def _repo_files() -> str:
    """Where the repository's files are browsed: mkdocs.yml's ``repo_url`` (BaseLoader: its tags
    are MkDocs')."""
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    return config["repo_url"].rstrip("/") + "/blob/main"


def _widget_mounts(page: str) -> int:
    """The blocks of ``docs/<page>`` that print a widget's markup (``html="1"``): they run with the
    page, but pins.py leaves them to tests/widgets."""
    from guide_build.reader import read

    return sum(block.html for block in read(DOCS / page, DOCS.parent).blocks)


def pinned_counts() -> list[tuple[str, list[int]]]:
    """Per page with a pin file: [outputs pinned, of them figures, numbers pinned, widget mounts]."""
    counts = []
    for pin in sorted(PINS.rglob("*.md")):
        text = pin.read_text(encoding="utf-8")
        numbers = _NUMBERS_RE.search(text)
        page = pin.relative_to(PINS).as_posix()
        counts.append(
            (
                page,
                [
                    len(_BLOCK_RE.findall(text)),
                    len(_FIGURE_RE.findall(text)),
                    len(numbers.group(1).splitlines()) if numbers else 0,
                    _widget_mounts(page),
                ],
            )
        )
    return counts


def pinned_table(counts: list[tuple[str, list[int]]] | None = None) -> str:
    """Per page: the outputs and the numbers its pin file documents (tests/docs/), how many of those
    outputs are figures (pinned by alt text only), and the widget mounts it does not pin."""
    counts = pinned_counts() if counts is None else counts
    repo = _repo_files()
    rows = [
        "| page | outputs pinned | of them figures (alt text only) | numbers pinned"
        " | widget mounts (not pinned here) |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for page, row in counts:
        rows.append(f"| [`{page}`]({repo}/tests/docs/{page}) | " + " | ".join(map(str, row)) + " |")
    totals = [sum(column) for column in zip(*(row for _, row in counts), strict=True)] or [0] * 4
    rows.append(f"| **all {len(counts)} pages** | " + " | ".join(f"**{t}**" for t in totals) + " |")
    return "\n".join(rows)


def versions_table(pinned_torch: str, here: list[str], comparisons: list[versions.Comparison]) -> str:
    """One row per torch: the outputs and numbers compared with the pins, how many differ (for the
    pinned torch, ``here``: the sweep's failures on this machine as is, a page's numbers as one)."""
    outputs, numbers = (sum(len(p[i]) for p in versions.pins().values()) for i in (0, 1))
    numbers_here = sum(entry.endswith("Numbers in sentences") for entry in here)
    rows = [
        "| torch | outputs compared | outputs that differ | numbers compared | numbers that differ |",
        "| --- | ---: | ---: | ---: | ---: |",
        f"| {pinned_torch} (the pin) | {outputs} | {len(here) - numbers_here} | {numbers} | {numbers_here} |",
    ]
    for c in comparisons:
        differ = f"{len(c.differing())}" + (f" ({len(c.failed)} page(s) failed)" if c.failed else "")
        rows.append(f"| {c.torch} | {c.outputs} | {differ} | {c.numbers} | {len(c.numbers_differ)} |")
    return "\n".join(rows)


def _other(comparison: versions.Comparison) -> str:
    """One other torch's section: what it prints differently, block by block, as the pages show it."""
    lines = [f"### torch {comparison.torch}", ""]
    for page, block, differs in comparison.differing():
        said = "; ".join(f"`{line}`" for line in differs.lines()) or "(lines left out)"
        lines.append(f"- [`{page}`]({page}), block `{block}`: {said}")
    lines += [f"- {portability.page_in_code(problem)}" for problem in [*comparison.failed, *comparison.numbers_differ]]
    return "\n".join(lines if len(lines) > 2 else [*lines, "Every output and number is the pinned one."])


def page_text(
    sweep_rows: list[tuple[str, list[str]]], comparisons: list[versions.Comparison], ran: dict[str, str]
) -> str:
    table = versions_table(ran["torch"], sweep_rows[0][1] if sweep_rows else [], comparisons)
    others = "\n\n".join(_other(c) for c in comparisons)
    counts = pinned_counts()
    figures, mounts = (sum(row[i] for _, row in counts) for i in (1, 3))
    return f"""<!-- Made by `python -m guide_build drift` (guide_build/check/drift.py) from a run: do not edit. -->
# Checking the outputs across machines

Every printed output and every number a sentence takes from the run is pinned:
`tests/docs/` holds what each page prints under each executed block and each such number, and
the test suite fails when a fresh run prints anything else. Two things a page shows are not
compared that way. A figure in a pinned block ({figures} on these pages) is pinned only by its alt text, the line
`[figure: <alt>]` made from the `alt=` typed into its fence: the drawing itself is not compared,
so a changed plot passes the pins, the code-path sweep and the torch-version comparison below
alike, and their counts say nothing about figures. The {mounts} widget mounts (blocks with
`html="1"`), and the figures two of them draw for readers without JavaScript, run with their
page but are not pinned here: tests/widgets checks the mounts (their markup, their data and
what they do in a browser), and nothing compares those two fallback figures.
Numbers typed into sentences are not run: `make claims` lists the numbers written in digits
in prose outside code (tooltips and figure alt text are not read), and number words before
some count nouns, and of those it accepts only chapter numbers, versions, numbers that appear
in the code shown (its comments included), and the exceptions listed with a reason in
`tests/typed_numbers.txt`. This page says what
is pinned, for which torch, and what a run on other CPU code paths and other torch versions
printed differently. It was made by `make drift` on {ran["date"]}, with torch {ran["torch"]} and
Python {ran["python"]}, on a CPU whose code path torch names {ran["cpu"]}.

## What is pinned

{pinned_table(counts)}

## Other CPU code paths

torch's CPU wheel picks its arithmetic by CPU: MKL by vendor and vector width, ATen by
instruction set, reductions by thread count. Each row ran every pin again in a fresh process
with that setting (`make portability`, which CI runs and which fails if this table is no longer
what it finds).

{portability.table(sweep_rows)}

## Other torch versions

The guide is built with torch {ran["torch"]}. Each newer release below ran every page in a venv
of its own (`make torch-venv TORCH=<version>`), and its outputs were compared with the pins.
Where it prints something else, the page shows that line under the block's output
("On torch ... this line reads"); `python -m guide_build drift --python ... --check`, run
every week by `.github/workflows/torch-versions.yml` with the newest release, fails when a
release prints something the pages do not show.

{table}

{others}
"""


def main(pythons: list[str], check: bool = False) -> int:
    """Rewrite docs/drift.md and the record of other torch releases (or, with ``check``, only
    compare those releases with the record: versions.check)."""
    if check:
        return versions.check(pythons)
    import torch  # noqa: F401  (machine() names the torch this process has)

    comparisons = [versions.run_under(python) for python in pythons]
    rows = portability.sweep_all()
    (ROOT / RECORD).write_text(versions.record_json(comparisons), encoding="utf-8")
    PAGE.write_text(page_text(rows, comparisons, machine()), encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)} and {RECORD}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
