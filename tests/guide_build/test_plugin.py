"""guide_build/plugin.py: one line per failure, never a silent pass; notebooks and pages from one run."""

from __future__ import annotations

import json
import logging
import uuid

import pytest

from .conftest import Project, build, build_here, errors, fence, survivors


def test_page_and_notebook_show_the_same_run(site: Project, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="mkdocs")
    assert build_here(site) == []
    page = (site.root / "site/chapters/good/index.html").read_text()
    assert '<span class="go">42</span>' in page and ">42</span>." in page
    assert "Run this chapter yourself" in page
    notebook = json.loads((site.root / "site/notebooks/download/good.ipynb").read_text())
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    assert ["".join(c["source"]) for c in code] == ["x = 6\nprint(x * 7)"]
    assert "".join(code[0]["outputs"][0]["text"]) == "42\n"
    text = "".join("".join(c["source"]) for c in notebook["cells"])
    assert text.endswith("So 42. Six sevens make 42.") and "claim" not in text  # the notebook names no checks
    assert 'aria-label="backed by a test: tests/claims/test_good.py::test_six_sevens">✓</span>' in page
    assert (site.root / "site/notebooks/good/index.html").is_file()
    assert "Executed pages: 1 miss, 1 no code;" in caplog.text  # index.md has no code: not run at all


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            fence("bad", "raise ValueError('no')"),
            "docs/chapters/bad.md: block 'bad' failed at docs/chapters/bad.md:3: ValueError: no",
        ),
        (
            '```python exec="1" id="x"\n--8<-- "snippets/gone.py"\n```\n',
            "docs/chapters/bad.md:3: --8<-- names snippets/gone.py, which does not exist",
        ),
        (
            "Said. `#!claim nowhere`\n",
            "docs/chapters/bad.md:2: the sentence is marked `#!claim nowhere`, but no test in tests/claims/ is "
            'decorated @claim("nowhere", ...); write the check or drop the marker',
        ),
    ],
)
def test_a_failure_stops_the_build_with_one_line(site: Project, body: str, message: str) -> None:
    site.write("docs/chapters/bad.md", "# Bad\n" + body)
    assert build_here(site) == [message]


def test_the_command_line_prints_the_failure_as_one_error_line(site: Project) -> None:
    site.write("docs/chapters/bad.md", "# Bad\n" + fence("bad", "raise ValueError('no')"))
    result = build(site)
    assert result.returncode != 0
    message = "docs/chapters/bad.md: block 'bad' failed at docs/chapters/bad.md:3: ValueError: no"
    assert errors(result) == [f"ERROR   -  {message}"], result.stderr


@pytest.mark.faults
def test_no_worker_outlives_a_build_that_hung(site: Project) -> None:
    marker = uuid.uuid4().hex
    site.write("docs/chapters/bad.md", "# Bad\n" + fence("hang", "while True:\n    pass", 'timeout="1"'))
    result = build(site, env={"GUIDE_TEST_MARKER": marker})
    (error,) = errors(result)
    assert error.startswith("ERROR   -  docs/chapters/bad.md: block 'hang' timed out at docs/chapters/bad.md:"), error
    assert error.endswith(": still running after its time limit of 1 s") and error.split(":")[2] in ("3", "4")
    assert not survivors(marker), f"processes left running: {survivors(marker)}"
