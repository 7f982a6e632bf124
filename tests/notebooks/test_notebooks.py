"""Every generated notebook is valid, runs top to bottom on the CPU, and prints its chapter's numbers.

"Its chapter's numbers" are the expected-output lines pinned in tests/chapters/<chapter>.md
that the chapter's own code prints (a test file may pin more: a module's later sections the
page does not show). A program notebook must print every line pinned for its module.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import io
import json
import os
import re
import sys
from pathlib import Path

import nbformat
import pytest
import pytest_codeblocks
from nbformat import NotebookNode

from hooks.notebooks import PROGRAMS, Source, chapter_box, colab_url, collect, execute, make_notebook, read_chapter

ROOT = Path(__file__).resolve().parents[2]
SITE_URL = "https://example.org/guide/"

# Runs first in each test kernel: forget the editable install, so `import snippets` only
# finds what the notebook itself wrote into its working folder.
STANDALONE = (
    "import sys\n"
    "sys.meta_path[:] = [f for f in sys.meta_path if 'Editable' not in repr(f)]\n"
    "sys.path[:] = [p for p in sys.path if p.rstrip('/') != %r]" % str(ROOT)
)


def sources() -> list[Source]:
    chapters = [
        (f"chapters/{p.name}", p.read_text(encoding="utf-8")) for p in sorted((ROOT / "docs/chapters").glob("*.md"))
    ]
    return collect(chapters, ROOT, SITE_URL)


def run_standalone(source: Source, workdir: Path) -> NotebookNode:
    nb = make_notebook(source, ROOT)
    nb.cells.insert(0, nbformat.v4.new_code_cell(STANDALONE))
    done = execute(nb, workdir, timeout=300)
    done.cells.pop(0)
    return done


@pytest.fixture(scope="session")
def executed_notebooks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, NotebookNode | Exception]:
    """name -> executed notebook (or what it raised), all run in parallel, one kernel per core."""
    base = tmp_path_factory.mktemp("notebooks")
    assert not base.resolve().is_relative_to(ROOT), "notebooks must run outside the repository"
    results: dict[str, NotebookNode | Exception] = {}
    with concurrent.futures.ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        futures = {}
        for source in sources():
            (base / source.name).mkdir()
            futures[source.name] = pool.submit(run_standalone, source, base / source.name)
        for name, future in futures.items():
            try:
                results[name] = future.result()
            except Exception as error:  # noqa: BLE001 - each notebook's test reports its own failure
                results[name] = error
    return results


SOURCES = {source.name: source for source in sources()}


def pinned_outputs(test_file: Path) -> dict[str, list[str]]:
    """Command -> its expected-output lines, from a tests/chapters file."""
    if not test_file.is_file():
        return {}
    blocks = pytest_codeblocks.extract_from_file(test_file)
    return {b.code.strip(): _lines(b.expected_output) for b in blocks if b.expected_output is not None}


def _lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines() if line.strip()]


FIGURE_SAVED = re.compile(r"^\[figure saved to .+\.svg\]$")


def svg_outputs(nb: NotebookNode) -> int:
    return sum("image/svg+xml" in o.get("data", {}) for c in nb.cells if c.cell_type == "code" for o in c.outputs)


def notebook_output_lines(nb: NotebookNode) -> set[str]:
    text = "".join(
        output.get("text", "") if output["output_type"] == "stream" else output.get("data", {}).get("text/plain", "")
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    )
    return set(_lines(text))


def page_output_lines(source: Source, workdir: Path) -> set[str]:
    """What the chapter page prints: its cells run in-process, one namespace per session."""
    for name in [n for n in sys.modules if n == "snippets" or n.startswith("snippets.")]:
        del sys.modules[name]
    sessions: dict[str, dict[str, object]] = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.chdir(workdir):
        for index, cell in enumerate(c for c in source.cells if c.kind == "code"):
            namespace = sessions.setdefault(cell.session or f"block-{index}", {"__name__": "__main__"})
            exec(compile(cell.source, f"<{source.name} cell {index}>", "exec"), namespace)  # noqa: S102
    return set(_lines(out.getvalue()))


def documented_lines(source: Source, workdir: Path) -> list[str]:
    if source.chapter is None:  # a program: everything pinned for `python -m` of its module
        module = next(p for p in PROGRAMS if Path(p).stem == source.name)
        command = "python -m " + module.removesuffix(".py").replace("/", ".")
        pinned = {}
        for test_file in (ROOT / "tests/chapters").glob("*.md"):
            pinned.update(pinned_outputs(test_file))
        return pinned.get(command, [])
    pinned = pinned_outputs(ROOT / "tests/chapters" / f"{source.name}.md")
    shown = page_output_lines(source, workdir)
    return [line for lines in pinned.values() for line in lines if line in shown]


@pytest.mark.notebooks
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_notebook_runs_standalone_and_prints_the_documented_numbers(
    name: str, executed_notebooks: dict[str, NotebookNode | Exception], tmp_path: Path
) -> None:
    result = executed_notebooks[name]
    if isinstance(result, Exception):
        raise result
    nbformat.validate(result)
    errors = [o for c in result.cells if c.cell_type == "code" for o in c.outputs if o["output_type"] == "error"]
    assert not errors, f"{name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    text = "\n".join(c.source for c in result.cells if c.cell_type == "markdown")
    assert "#!num" not in text and "\u27e8num:" not in text, f"{name}: a prose number was not filled in"

    documented = documented_lines(SOURCES[name], tmp_path)
    # A program run alone saves its figures; the notebook shows them instead.
    figures = [line for line in documented if FIGURE_SAVED.match(line)]
    documented = [line for line in documented if line not in figures]
    assert svg_outputs(result) >= len(figures), f"{name}: fewer figures shown than {figures}"
    if (ROOT / "tests/chapters" / f"{name}.md").is_file() or SOURCES[name].chapter is None:
        assert documented, f"{name}: none of its pinned output lines is printed by its code"
    missing = [line for line in documented if line not in notebook_output_lines(result)]
    assert not missing, f"{name}: the notebook does not print these documented lines: {missing}"


# ------------------------------------------------------------- generator, without running


CHAPTER = '''# A chapter

The framing paragraph, with `#!num answer:.1f` in it and [a link](other-chapter.md#part).

```python exec="1" source="above" result="text" session="main" id="one"
--8<-- "snippets/optimizer/first_step.py:measure"
```

A second paragraph that is explanation, not framing.

??? note "Inside an admonition"

    ```python exec="1" source="above" result="text" session="side" id="two"
    answer = 41 + 1
    print(answer)  # markdown-exec: hide
    ```

```text
not code
```
'''


def test_chapter_cells_follow_the_page() -> None:
    source = read_chapter(CHAPTER, "chapters/a-chapter.md", ROOT, "https://example.org/guide/")
    assert source is not None
    kinds = [c.kind for c in source.cells]
    assert kinds == ["markdown", "markdown", "code", "code"]
    intro = source.cells[0].source
    assert "second paragraph" not in intro and "framing paragraph" in intro
    assert "(https://example.org/guide/chapters/other-chapter/#part)" in intro
    assert source.numbers == ["answer:.1f"] and "#!num" not in intro
    measure = source.cells[2].source
    assert measure.startswith("with torch.no_grad():") and "--8<--" not in measure
    side = source.cells[3]
    assert side.session == "side" and side.source == "answer = 41 + 1\nprint(answer)"  # dedented, hide marker gone


def test_colab_link_only_for_a_github_repo_url() -> None:
    assert colab_url(None, "notebooks/download/x.ipynb") is None
    assert colab_url("https://gitlab.com/o/r", "notebooks/download/x.ipynb") is None
    assert colab_url("https://github.com/owner/guide/", "notebooks/download/x.ipynb") == (
        "https://colab.research.google.com/github/owner/guide/blob/gh-pages/notebooks/download/x.ipynb"
    )


def test_chapter_box_links_page_download_and_colab_when_set() -> None:
    unset = chapter_box("x", "chapters/x.md", [], None)
    assert "(../notebooks/x.ipynb)" in unset and "(../notebooks/download/x.ipynb)" in unset
    assert "colab" not in unset.lower()
    with_repo = chapter_box("x", "chapters/x.md", ["sensor_calibration"], "https://github.com/owner/guide")
    assert with_repo.count("colab.research.google.com/github/owner/guide/blob/gh-pages/") == 2
    assert "(../notebooks/download/sensor_calibration.ipynb)" in with_repo


def test_every_chapter_with_code_and_both_programs_have_a_notebook() -> None:
    chapters = {p.stem for p in (ROOT / "docs/chapters").glob("*.md") if re.search(r'exec="1"', p.read_text())}
    programs = {Path(p).stem for p in PROGRAMS if (ROOT / p).is_file()}
    assert set(SOURCES) == chapters | programs
    assert programs == {"sensor_calibration", "transformer_step"}


# ------------------------------------------------------------------- the built site


@pytest.mark.site
def test_site_renders_links_and_offers_every_notebook(built_site: Path) -> None:
    index = json.loads((built_site / "search/search_index.json").read_text(encoding="utf-8"))
    assert not [d["location"] for d in index["docs"] if d["location"].startswith("notebooks/")], "notebooks are indexed"
    for name, source in SOURCES.items():
        page = (built_site / "notebooks" / name / "index.html").read_text(encoding="utf-8")
        assert "jp-OutputArea-output" in page, f"{name}: rendered without outputs"
        article = re.search(r'<article class="md-content__inner[^"]*">(.*?)</article>', page, re.S)
        assert article and "<script" not in article.group(1), f"{name}: the notebook content carries a script"
        loads = re.findall(r'(?:\bsrc=|<link[^>]*\bhref=)"((?:https?:)?//[^"]*)"', article.group(1))
        assert not loads, f"{name}: the notebook content loads from other hosts: {loads}"
        download = nbformat.read(built_site / "notebooks/download" / f"{name}.ipynb", as_version=4)
        nbformat.validate(download)
        assert any(c.get("outputs") for c in download.cells if c.cell_type == "code"), f"{name}: download not executed"
        if source.chapter:
            chapter = (built_site / source.chapter.removesuffix(".md") / "index.html").read_text(encoding="utf-8")
            assert f'href="../../notebooks/{name}/"' in chapter, f"{name}: chapter does not link its notebook page"
            assert f'href="../../notebooks/download/{name}.ipynb"' in chapter, f"{name}: chapter lacks the download"
            assert ("colab.research.google.com" in chapter) == bool(_repo_url()), f"{name}: Colab link vs repo_url"


def _repo_url() -> str | None:
    match = re.search(r"^repo_url:\s*(\S+)", (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    return match.group(1) if match else None
