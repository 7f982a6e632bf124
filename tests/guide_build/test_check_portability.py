"""guide_build/check/portability.py: its pure part (the sweep itself runs with `make portability`)."""

from __future__ import annotations

from pathlib import Path

from guide_build.check.portability import FAILED_RE, block_at


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
