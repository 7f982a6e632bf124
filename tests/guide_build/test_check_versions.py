"""guide_build/check/versions.py: another torch's run against the pins, and against what the site shows.

The runs themselves happen with `make drift` (and CI's torch-versions workflow); here, with a run
made up, what is compared and when the check fails.
"""

from __future__ import annotations

import json
from pathlib import Path

from guide_build import versions as shown
from guide_build.check import versions

PINS = {"p.md": ({"a": "torch 2.13.0\n", "b": "same\n"}, ["x:.2f = 1.00"])}


def a_run(a: str = "torch 2.15.0\n", x: str = "1.00", failed: str = "") -> dict:
    page = {"failed": failed, "blocks": {"a": a, "b": "same\n"}, "numbers": [f"x:.2f = {x}"]}
    return {"torch": "2.15.0+cu130", "pages": {"p.md": page}}


def test_the_blocks_and_numbers_that_differ_are_found() -> None:
    comparison = versions.compare(a_run(x="1.01"), PINS)
    assert (comparison.release, comparison.outputs, comparison.numbers) == ("2.15.0", 2, 1)
    assert [(page, block, d.prints) for page, block, d in comparison.differing()] == [("p.md", "a", "torch 2.15.0\n")]
    assert comparison.numbers_differ == ["p.md: number `x:.2f = 1.00` is `x:.2f = 1.01` there"]
    assert versions.compare(a_run(failed="it broke"), PINS).failed == ["p.md: the page failed: it broke"]


def test_the_record_written_is_the_one_the_build_reads(tmp_path: Path) -> None:
    comparison = versions.compare(a_run(), PINS)
    (tmp_path / shown.RECORD).parent.mkdir(parents=True)
    (tmp_path / shown.RECORD).write_text(versions.record_json([comparison]))
    assert shown.load(tmp_path) == {"2.15.0": comparison.blocks}


def test_the_check_fails_on_what_the_site_does_not_show() -> None:
    comparison = versions.compare(a_run(), PINS)
    recorded = json.loads(versions.record_json([comparison]))
    assert versions.unshown(comparison, {"2.15.0": comparison.blocks}) == [] and recorded["releases"]
    assert versions.unshown(comparison, {}) == ["p.md: block 'a' prints `torch 2.15.0`, and the page does not show it"]
    newer = versions.compare(a_run(a="torch 2.15.1\n"), PINS)
    assert len(versions.unshown(newer, {"2.15.0": comparison.blocks})) == 1  # a new line, not the recorded one
    same = versions.compare(a_run(a="torch 2.13.0\n", x="2.00"), PINS)
    assert versions.unshown(same, {"2.15.0": comparison.blocks}) == [
        "p.md: number `x:.2f = 1.00` is `x:.2f = 2.00` there",
        "p.md: block 'a': the record shows what torch 2.15.0 no longer prints",
    ]


def test_drift_check_exits_1_when_a_torch_prints_something_unshown(monkeypatch, capsys) -> None:
    monkeypatch.setattr(versions, "run_under", lambda python: versions.compare(a_run(), PINS))
    monkeypatch.setattr(versions, "load", lambda root: {})
    assert versions.check(["other/bin/python"]) == 1
    assert "prints `torch 2.15.0`, and the page does not show it" in capsys.readouterr().out
    monkeypatch.setattr(versions, "load", lambda root: {"2.15.0": versions.compare(a_run(), PINS).blocks})
    assert versions.check(["other/bin/python"]) == 0
