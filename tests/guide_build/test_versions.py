"""guide_build/versions.py: what newer torch releases print, shown under the block (make drift's record)."""

from __future__ import annotations

import json
from pathlib import Path

from guide_build import versions
from guide_build.check.versions import pins
from guide_build.versions import Differs
from tests.support import ROOT

SHAPE = "RuntimeError: mat1 and mat2 shapes cannot be multiplied (1x20 and 1x1)\n"
ADDMM = "RuntimeError: addmm: mat1 and mat2 shapes cannot be multiplied (1x20 and 1x1)\n"


def test_only_the_lines_a_release_prints_differently_are_shown() -> None:
    differs = Differs("2.15.0", "2.15.0+cu130", "x = 1\n" + SHAPE, "x = 1\n" + ADDMM)
    assert differs.lines() == [ADDMM.strip()]


def test_an_entry_shows_while_its_pinned_text_is_what_the_page_shows() -> None:
    entry = Differs("2.15.0", "2.15.0", SHAPE, ADDMM)
    record = {"2.15.0": {"chapters/x.md": {"b": entry}}}
    assert versions.differing(record, "chapters/x.md", "b", SHAPE) == [entry]
    assert versions.differing(record, "chapters/x.md", "b", "the block prints something else now\n") == []
    assert versions.differing(record, "chapters/x.md", "other", SHAPE) == []


def test_releases_that_print_the_same_line_share_one_note_oldest_first() -> None:
    found = [Differs(r, r, "torch 2.13.0\n", "torch 9\n") for r in ("2.15.0", "2.14.1")]
    record = {d.release: {"p.md": {"b": d}} for d in found}
    note = versions.note_html(versions.differing(record, "p.md", "b", "torch 2.13.0\n"))
    assert note.count("admonition-title") == 1 and "On torch 2.14.1 and 2.15.0 this line reads" in note
    assert "<pre><code>torch 9</code></pre>" in note


def test_a_sentence_gets_the_error_message_without_its_class() -> None:
    differs = Differs("2.15.0", "2.15.0", SHAPE, ADDMM)
    assert versions.message(differs) == "addmm: mat1 and mat2 shapes cannot be multiplied (1x20 and 1x1)"
    assert versions.message(Differs("2.15.0", "2.15.0", "a\n", "ValueError: b\n")) == "ValueError: b"
    assert versions.message(Differs("2.15.0", "2.15.0", "PyTorch 2.13.0\n", "PyTorch 2.15.0\n")) == "PyTorch 2.15.0"


def test_the_record_is_read_back(tmp_path: Path) -> None:
    (tmp_path / versions.RECORD).parent.mkdir(parents=True)
    entry = {"torch": "2.15.0+cu130", "blocks": {"p.md": {"b": {"pinned": "a\n", "prints": "b\n"}}}}
    (tmp_path / versions.RECORD).write_text(json.dumps({"releases": {"2.15.0": entry}}))
    assert versions.load(tmp_path) == {"2.15.0": {"p.md": {"b": Differs("2.15.0", "2.15.0+cu130", "a\n", "b\n")}}}
    assert versions.load(tmp_path / "nowhere") == {}


def test_the_committed_record_is_about_the_pins_as_they_are() -> None:
    """An entry whose pinned text is no longer the pin would show nothing: run `make drift`."""
    pinned = pins()
    stale = [
        f"{release}: {page}: block '{block}'"
        for release, pages in versions.load(ROOT).items()
        for page, blocks in pages.items()
        for block, differs in blocks.items()
        if pinned.get(page, ({}, []))[0].get(block) != differs.pinned
    ]
    assert not stale, f"{versions.RECORD} is stale (run `make drift` with each torch): {stale}"
