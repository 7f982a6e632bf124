"""guide_build/check/portability.py: its pure part (the sweep itself runs with `make portability`)."""

from __future__ import annotations

from pathlib import Path

from guide_build.check import portability
from guide_build.check.portability import FAILED_RE, block_at, table


def test_a_failing_line_is_named_by_the_pin_heading_above_it(tmp_path: Path) -> None:
    pin = tmp_path / "page.md"
    pin.write_text("# Documented outputs\n\n## Block `a`\n\nx\n\n## Numbers in sentences\n\ny\n")
    assert [block_at(pin, line) for line in (1, 3, 5, 7, 9)] == [
        "?",
        "Block `a`",
        "Block `a`",
        *["Numbers in sentences"] * 2,
    ]


def test_pytest_s_failure_lines_are_read_as_file_and_line() -> None:
    found = FAILED_RE.findall("FAILED tests/docs/chapters/x.md::line 12 - AssertionError\nFAILED tests/other.py::t\n")
    assert found == [("tests/docs/chapters/x.md", "12")]


def test_the_table_names_each_code_path_its_count_and_the_blocks() -> None:
    rows = [("1 thread", []), ("MKL_CBWR=AVX2", ["chapters/x.md: Block `a`"])]
    assert table(rows).splitlines()[2:] == [
        "| 1 thread | 0 | none |",
        "| MKL_CBWR=AVX2 | 1 | `chapters/x.md`: Block `a` |",
    ]


def test_a_sweep_that_no_longer_gives_the_published_table_fails(monkeypatch, capsys) -> None:
    rows = [("this machine, as is", [])]
    monkeypatch.setattr(portability, "sweep_all", lambda: rows)
    monkeypatch.setattr(portability, "PAGE", Path(__file__))  # a page without the table
    assert portability.main() == 1 and "does not show this table" in capsys.readouterr().out
