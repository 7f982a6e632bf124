"""What newer torch releases print differently, shown where it happens.

``make drift`` runs every page under other torch releases (guide_build/check/versions.py) and
writes what differs to ``tests/docs/torch-versions.json``: per release, per page and block, the
pinned text and what that torch printed instead. The build never runs another torch; it reads
that file, and the rendered page shows, under a block's output, the lines a newer torch prints
differently ("On torch 2.15.0 this line reads: ..."), and ``#!torch 2.15.0 block`` puts such a
line in a sentence or a heading. An entry shows only while its pinned text is still the block's
output (tests/guide_build/test_versions.py fails when the file is stale).
"""

from __future__ import annotations

import difflib
import html
import json
import re
from dataclasses import dataclass
from pathlib import Path

RECORD = Path("tests") / "docs" / "torch-versions.json"  # relative to the project folder
_NAMED_RE = re.compile(r"^\w+(?:Error|Exception|Warning): ")


@dataclass(frozen=True)
class Differs:
    """One block that a torch release prints differently: the pinned text and that torch's."""

    release: str  # "2.15.0"
    torch: str  # torch.__version__ there, "2.15.0+cu130"
    pinned: str
    prints: str

    def lines(self) -> list[str]:
        """The lines of ``prints`` that are not in the pinned text, in order."""
        diff = difflib.ndiff(self.pinned.splitlines(), self.prints.splitlines())
        return [line[2:] for line in diff if line.startswith("+ ")]


# release -> page (docs/-relative) -> block id -> what differs
Record = dict[str, dict[str, dict[str, Differs]]]


def load(project_dir: Path) -> Record:
    """The committed record; empty when there is none."""
    path = project_dir / RECORD
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        release: {
            page: {block: Differs(release, entry["torch"], **texts) for block, texts in blocks.items()}
            for page, blocks in entry["blocks"].items()
        }
        for release, entry in data["releases"].items()
    }


def differing(record: Record, page: str, block: str, shown: str) -> list[Differs]:
    """The releases that print block ``block`` of ``page`` differently, while the record's pinned
    text is still ``shown`` (what the page shows under it), oldest release first."""
    found = [r[page][block] for r in record.values() if block in r.get(page, {})]
    found = [d for d in found if d.pinned.rstrip("\n") == shown.rstrip("\n")]
    return sorted(found, key=lambda d: [int(p) if p.isdigit() else 0 for p in d.release.split(".")])


def entry(record: Record, release: str, page: str, block: str, shown: str | None) -> Differs | None:
    """What ``release`` prints differently under ``block`` of ``page`` (``#!torch``); ``None`` when
    nothing is recorded or, given ``shown`` (the block's text now), it was recorded against another."""
    found = record.get(release, {}).get(page, {}).get(block)
    stale = found is not None and shown is not None and found.pinned.rstrip("\n") != shown.rstrip("\n")
    return None if stale else found


def note_html(found: list[Differs]) -> str:
    """Under a block's output: each newer torch's lines, releases that print the same together."""
    grouped: dict[tuple[str, ...], list[str]] = {}
    for differs in found:
        grouped.setdefault(tuple(differs.lines()), []).append(differs.release)
    notes = []
    for lines, releases in grouped.items():
        reads = "this line reads" if len(lines) == 1 else "these lines read"
        title = f"On torch {' and '.join(releases)} {reads}"
        body = html.escape("\n".join(lines)) if lines else "(nothing: these lines are left out)"
        notes.append(
            f'<div class="admonition note torch-version"><p class="admonition-title">{html.escape(title)}</p>'
            f"<pre><code>{body}</code></pre></div>"
        )
    return "".join(notes)


def message(differs: Differs) -> str:
    """What ``#!torch`` shows: the first line that release prints differently; an error or a
    warning the pinned text gives too, by its message alone (as a reader searches for it)."""
    line = next(iter(differs.lines()), "")
    named = _NAMED_RE.match(line)
    if named and any(pinned.startswith(named.group(0)) for pinned in differs.pinned.splitlines()):
        return line[named.end() :]
    return line
