"""Have the documented outputs drifted? The pins under other CPUs and other torch versions, published.

    python -m guide_build drift [--python OTHER_VENV/bin/python ...]        (make drift)

Writes ``docs/drift.md``, a page of the site: what is pinned (tests/docs/: outputs and numbers
per page), for which torch, the portability sweep (portability.py: every pin under each CPU code
path) and, for each ``--python`` (a venv with this project and another torch), how many pinned
outputs that torch prints differently and the diff ``python -m guide_build pins`` shows there.
Every table is made here from a run; nothing on the page is typed. Two checks keep it true:
``make portability`` (CI) fails when its sweep no longer gives the page's CPU table, and
tests/guide_build/test_check_drift.py fails when the pins or the installed torch no longer match.
"""

from __future__ import annotations

import re
import subprocess
import sys

import yaml

from guide_build.check import portability
from guide_build.check.pins import PINS, ROOT
from guide_build.record import machine

PAGE = ROOT / "docs" / "drift.md"
_BLOCK_RE = re.compile(r"^## Block `", re.M)
_NUMBERS_RE = re.compile(
    r"^## Numbers in sentences\n.*?^<!--pytest-codeblocks:expected-output-->\n`{3,}\n(.*?)^`{3,}", re.M | re.S
)


def _repo_files() -> str:
    """Where the repository's files are browsed: mkdocs.yml's ``repo_url`` (BaseLoader: its tags
    are MkDocs')."""
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    return config["repo_url"].rstrip("/") + "/blob/main"


def pinned_table() -> str:
    """Per page: the outputs and the numbers its pin file documents (tests/docs/)."""
    repo = _repo_files()
    rows = ["| page | outputs pinned | numbers pinned |", "| --- | ---: | ---: |"]
    totals = [0, 0]
    for pin in sorted(PINS.rglob("*.md")):
        text = pin.read_text(encoding="utf-8")
        numbers = _NUMBERS_RE.search(text)
        counts = [len(_BLOCK_RE.findall(text)), len(numbers.group(1).splitlines()) if numbers else 0]
        totals = [a + b for a, b in zip(totals, counts, strict=True)]
        page = pin.relative_to(PINS).as_posix()
        rows.append(f"| [{page}]({repo}/tests/docs/{page}) | {counts[0]} | {counts[1]} |")
    rows.append(f"| **all {len(rows) - 2} pages** | **{totals[0]}** | **{totals[1]}** |")
    return "\n".join(rows)


def torch_version(python: str) -> str:
    found = subprocess.run([python, "-c", "import torch; print(torch.__version__)"], capture_output=True, text=True)
    return found.stdout.strip() or f"(no torch: {found.stderr.strip()[-200:]})"


def _other(python: str) -> str:
    """One other interpreter's section: its torch, the outputs that differ, the pins' diff."""
    version = torch_version(python)
    differing = portability.sweep(f"torch {version}", {}, python)
    diff = subprocess.run([python, "-m", "guide_build", "pins"], cwd=ROOT, capture_output=True, text=True).stdout
    lines = [f"### torch {version}", "", f"{len(differing)} pinned outputs differ from the pins:", ""]
    lines += [f"- {entry}" for entry in differing] or ["- none"]
    if diff.strip():
        fence = "`" * max(3, 1 + max((len(m) for m in re.findall(r"`+", diff)), default=0))
        lines += ["", f'??? info "What torch {version} prints instead (`python -m guide_build pins`)"', ""]
        lines += [f"    {line}" if line else "" for line in [f"{fence}diff", *diff.rstrip().splitlines(), fence]]
    return "\n".join(lines)


def page_text(sweep_rows: list[tuple[str, list[str]]], others: list[str], ran: dict[str, str]) -> str:
    tried = "\n\n".join(others) if others else (
        "None yet. To try one: make a venv with another torch and this project "
        "(`pip install torch==X -e .[test]`), then `make drift DRIFT_ARGS='--python that-venv/bin/python'`."
    )  # fmt: skip
    return f"""<!-- Made by `python -m guide_build drift` (guide_build/check/drift.py) from a run: do not edit. -->
# Checking the outputs across machines

Every output and number in this guide is pinned: `tests/docs/` holds what each page shows under
each block, and the test suite fails when a fresh run prints anything else. This page says what
is pinned, for which torch, and what a run on other CPU code paths and other torch versions
printed differently. It was made by `make drift` on {ran["date"]}, with torch {ran["torch"]} and
Python {ran["python"]}, on a CPU whose code path torch names {ran["cpu"]}.

## What is pinned

{pinned_table()}

## Other CPU code paths

torch's CPU wheel picks its arithmetic by CPU: MKL by vendor and vector width, ATen by
instruction set, reductions by thread count. Each row ran every pin again in a fresh process
with that setting (`make portability`, which CI runs and which fails if this table is no longer
what it finds).

{portability.table(sweep_rows)}

## Other torch versions

{tried}
"""


def main(pythons: list[str]) -> int:
    import torch  # noqa: F401  (machine() names the torch this process has)

    rows = portability.sweep_all()
    others = [_other(python) for python in pythons]
    PAGE.write_text(page_text(rows, others, machine()), encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
