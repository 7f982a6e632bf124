"""Code that runs when copied: each page's code blocks, top to bottom, outside the repository.

A reader copies every Python block a built page shows (what the copy buttons give) into a fresh
Python that has torch and matplotlib but not this repository. Run that way, each executed block
must print exactly what the page shows under it (its pin in tests/docs/).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from guide_build.reader import read_all
from guide_build.record import without_source_line
from tests.documented import documented
from tests.support import ROOT, Once, built_page, run_all

pytestmark = pytest.mark.site
PAGES = documented()
# Page -> the pinned blocks whose code it shows (the others, a widget's mount say, are not copied).
SHOWN = {
    p.path: {b.id for b in p.blocks if b.shown} & set(PAGES[p.path].blocks) for p in read_all(ROOT) if p.path in PAGES
}
SEPARATOR = "\x1e"


def copyable(html: str) -> list[tuple[str | None, str, str]]:
    """(block id or None, code, "raised"/"warned"/"") of every Python block the page shows, in order."""
    soup = BeautifulSoup(html, "html.parser")
    blocks = []
    for code in soup.select("article div.language-python.highlight code"):
        executed = code.find_parent("div", class_="executed")
        shown = executed.select_one(".language-output") if executed else None
        kind = next((k for k in ("raised", "warned") if shown and k in shown.get("class", [])), "")
        blocks.append((executed["data-block"] if executed else None, code.get_text(), kind))
    return blocks


def as_a_cell(code: str, kind: str) -> str:
    """A block the page shows raising or warning, run as a notebook cell runs: what Python writes
    to stderr (each warning, then the error's last line) printed after its output, and the next
    block goes on."""
    return (
        "import traceback as _tb, warnings as _w\n"
        "with _w.catch_warnings(record=True) as _caught:\n"
        "    _w.simplefilter('default')\n"
        f"    try:\n        exec(compile({code!r}, 'copied', 'exec'))\n"
        "    except Exception as _error:\n"
        "        _raised = ''.join(_tb.format_exception_only(type(_error), _error)).strip()\n"
        "    else:\n"
        "        _raised = ''\n"
        "for _warning in _caught:\n"
        "    print(f'{_warning.category.__name__}: {_warning.message}')\n"
        "if _raised:\n"
        "    print(_raised)\n"
    )


def copied_script(html: str) -> tuple[str, list[str | None]]:
    """The page's code as one script a reader copies, with a separator printed after each block."""
    blocks = copyable(html)
    script = ""
    for index, (_, code, kind) in enumerate(blocks):
        script += f"{as_a_cell(code, kind) if kind else code}\nprint({SEPARATOR!r} + {str(index)!r})\n"
    return script, [block for block, _, _ in blocks]


def outputs_of(printed: str, blocks: list[str | None]) -> dict[str, str]:
    """Block id -> what it printed, from the script's output cut at the separators."""
    parts, outputs = printed.split(SEPARATOR), {}
    for index, block in enumerate(blocks):
        text = parts[index] if index == 0 else parts[index].split("\n", 1)[1] if "\n" in parts[index] else ""
        if block:  # PyTorch's own source line in a warning: the page says it leaves it out
            outputs[block] = without_source_line(text)
    return outputs


@pytest.fixture(scope="module")
def reader_runs(
    built_site: Path, once: Once, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, dict[str, str] | str]:
    """Every page run as a reader would, one per core at a time, once per test run; a page whose
    code fails maps to the error."""
    return once("copyable-code", lambda: _run_as_a_reader(built_site, tmp_path_factory.mktemp("readers")))


def _run_as_a_reader(built_site: Path, home: Path) -> dict[str, dict[str, str] | str]:
    scripts = {page: copied_script(built_page(built_site, page).read_text(encoding="utf-8")) for page in PAGES}

    def prepare(page: str, folder: Path) -> str:
        (folder / "copied.py").write_text(scripts[page][0], encoding="utf-8")
        return "copied.py"

    ran = run_all(sorted(PAGES), home, reader=True, prepare=prepare)
    return {
        page: outputs_of(r.stdout, scripts[page][1])
        if r.code == 0
        else f"docs/{page}: the copied code failed:\n{r.stderr[-3000:]}"
        for page, r in ran.items()
    }


@pytest.mark.parametrize("page", sorted(PAGES))
def test_copied_code_prints_what_the_page_shows(reader_runs: dict[str, dict[str, str] | str], page: str) -> None:
    run = reader_runs[page]
    assert not isinstance(run, str), run
    assert set(run) == SHOWN[page], f"docs/{page}: copied blocks {sorted(run)}, pinned and shown {sorted(SHOWN[page])}"
    problems = [
        f"docs/{page}: block '{block}' printed {printed!r} when copied, the page shows {PAGES[page].output(block)!r}"
        for block, printed in run.items()
        if printed != PAGES[page].output(block)
    ]
    assert not problems, "\n".join(problems)


def test_how_many_blocks_run_when_copied(reader_runs: dict[str, dict[str, str] | str], capsys) -> None:
    """Every pinned block whose code a page shows was run as a reader would run it."""
    compared = sum(len(run) for run in reader_runs.values() if not isinstance(run, str))
    pinned = sum(len(p.blocks) for p in PAGES.values())
    with capsys.disabled():
        print(f"\ncopyable code: {len(reader_runs)} pages, {compared} of {pinned} pinned blocks run as copied")
    assert compared == sum(len(shown) for shown in SHOWN.values()) > 0
