"""guide_build/record.py: what a run produced, stored as JSON and read back the same."""

from __future__ import annotations

import json

from guide_build.figures import Figure
from guide_build.record import ELIDED, BlockRun, Failure, PageRun, without_source_line


def test_a_record_survives_json_whole() -> None:
    record = PageRun(
        "chapters/x.md",
        "key",
        [BlockRun("a", "1\n", [Figure('<svg id="f"></svg>', "a line")], 0.5, 3, "ValueError: no", "UserWarning: w")],
        ["1", "2.00"],
        Failure("raised", "ValueError: no", [("docs/chapters/x.md#a", 2), ("/p/snippets/m.py", 9)], 0),
        {"files": {"snippets/m.py": "abc"}, "distributions": {"torch": "2.5.0"}},
        1.25,
        {"date": "2024-01-02"},
    )
    back = PageRun.from_json(json.loads(json.dumps(record.to_json())))
    assert back == record
    assert isinstance(back.blocks[0].figures[0], Figure) and back.failure is not None
    assert back.failure.frames[1] == ("/p/snippets/m.py", 9)  # tuples again, not JSON's lists
    assert PageRun.from_json(PageRun("p.md", "k").to_json()).failure is None


def test_a_block_is_found_by_its_id() -> None:
    record = PageRun("p.md", "k", [BlockRun("a", "1\n"), BlockRun("b", "2\n")])
    assert record.block("b") is record.blocks[1] and record.block("c") is None


def test_pytorchs_own_source_line_is_left_out_of_a_warning() -> None:
    said = "UserWarning: Its .grad attribute won't be populated. (Triggered internally at /__w/a/TensorBody.h:493.)"
    assert without_source_line(said) == f"UserWarning: Its .grad attribute won't be populated. {ELIDED}"
    assert without_source_line("UserWarning: (Triggered by you.)") == "UserWarning: (Triggered by you.)"
