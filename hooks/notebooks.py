"""MkDocs hook: every chapter with code, and every standalone program, as a Jupyter notebook.

The notebooks are build products, made from the same sources as the pages:

* **Chapters.** ``docs/chapters/<name>.md`` becomes ``notebooks/<name>.ipynb``: its
  headings, the first paragraph under each (the framing text), and one code cell per
  executed fence, expanded from the same ``--8<--`` snippet lines the page includes.
  ``#!num expr`` in that text is replaced by its value after the notebook ran.
* **Programs.** Each module in ``PROGRAMS`` becomes ``notebooks/<module>.ipynb``, one cell
  per ``--8<--`` section.
* **Standalone.** A reader's laptop or Colab has no ``snippets`` package, so when the code
  imports from it, setup cells first write those modules (and what they import) into
  ``./snippets/`` with ``%%writefile``. The chapter's own cells stay exactly as on the page.
* **Executed once.** Each notebook is run with nbclient and cached in ``.cache/notebooks/``
  under a hash of its cells and the torch version; rebuilds and live reloads reuse it.
* **Pages.** mkdocs-jupyter renders the executed notebooks as pages (outside the nav and the
  search index); ``notebooks/download/<name>.ipynb`` is the file to download. Each chapter
  gets a box linking to both, plus "Open in Colab" when ``repo_url`` is a GitHub repository.
  Colab opens a file on GitHub, and the notebooks live only in the published site, so the
  link points at the site's branch: ``COLAB_BRANCH`` (``mkdocs gh-deploy`` pushes to it).
"""

from __future__ import annotations

import ast
import concurrent.futures
import hashlib
import html
import json
import logging
import os
import posixpath
import re
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files, InclusionLevel
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError
from nbformat import NotebookNode

from hooks.executed_pages import FENCE_RE, INCLUDE_RE, MARKER_RE, NUMBER_SPEC_RE, section_lines

log = logging.getLogger("mkdocs.hooks.notebooks")

PROGRAMS = ("snippets/complete_loop/sensor_calibration.py", "snippets/transformer/transformer_step.py")
COLAB_BRANCH = "gh-pages"
PAGE_DIR = "notebooks"  # notebooks/<name>.ipynb: a page at notebooks/<name>/
DOWNLOAD_DIR = "notebooks/download"  # notebooks/download/<name>.ipynb: the file itself
CACHE_DIR = Path(".cache/notebooks")

ANY_FENCE_RE = re.compile(r"^(?P<indent>\s*)(?P<ticks>`{3,}|~{3,})")
HEADING_RE = re.compile(r"^#{1,6}\s+\S")
HIDE_RE = re.compile(r"\s*#\s*markdown-exec:\s*hide\s*$")
EXEC_RE = re.compile(r'\bexec="(?:1|true|on|yes)"')
SESSION_HELPER = """\
# The page runs some examples in their own namespace (a markdown-exec "session"), so that
# their names don't overwrite the main example's. A cell starting with `%%session name`
# runs in the namespace `name` here too.
from IPython.core.magic import register_cell_magic

session_namespaces = {}


@register_cell_magic
def session(name, cell):
    namespace = session_namespaces.setdefault(name, {"__name__": "__main__"})
    exec(compile(cell, f"<session {name}>", "exec"), namespace)"""
NUM_RE = re.compile(r"`#!num\s+(?P<src>[^`]+)`")
LINK_RE = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<target>[^)\s]+)\)")
IMPORT_RE = re.compile(r"^\s*(?:from\s+(?P<from>snippets(?:\.\w+)*)\s+import\s+(?P<names>[\w\s,()]+)|import\s+(?P<module>snippets(?:\.\w+)*))")
PLACEHOLDER = "\u27e8num:{}\u27e9"  # ⟨num:0⟩, replaced after the notebook ran


@dataclass
class Cell:
    kind: str  # "markdown" or "code"
    source: str
    tags: list[str] = field(default_factory=list)
    session: str | None = None  # markdown-exec session of a code cell


@dataclass
class Source:
    """One notebook to make: its name, title, and cells before setup and execution."""

    name: str
    title: str
    cells: list[Cell]
    chapter: str | None = None  # docs path of the chapter it comes from
    numbers: list[str] = field(default_factory=list)  # `#!num` sources, by placeholder index


# ------------------------------------------------------------------ reading sources


def expand_fence(body: list[str], indent: str, project_dir: Path) -> str:
    """The code an executed fence runs: its `--8<--` lines replaced by the snippet lines."""
    code: list[str] = []
    for raw in body:
        line = raw[len(indent) :] if raw.startswith(indent) else raw.lstrip()
        include = INCLUDE_RE.match(line)
        if include:
            path = project_dir / include.group("path")
            text = path.read_text(encoding="utf-8").splitlines()
            code.extend(text[number - 1] for _, number in section_lines(path, include.group("section")))
        else:
            code.append(line)
    return "\n".join(HIDE_RE.sub("", line) for line in code).strip("\n")


def _clean_prose(text: str, chapter: str, site_url: str, numbers: list[str]) -> str:
    """Markdown a notebook can show: numbers as placeholders, site-relative links absolute."""

    def number(match: re.Match[str]) -> str:
        numbers.append(match.group("src").strip())
        return PLACEHOLDER.format(len(numbers) - 1)

    def link(match: re.Match[str]) -> str:
        target = match.group("target")
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            return match.group(0)
        path, _, anchor = target.partition("#")
        path = posixpath.normpath(posixpath.join(posixpath.dirname(chapter), path))
        if path.endswith(".md"):
            path = path[: -len(".md")] + "/"
            path = "" if path == "index/" else path
        return f"[{match.group('text')}]({site_url}{path}{'#' + anchor if anchor else ''})"

    text = NUM_RE.sub(number, text)
    text = LINK_RE.sub(link, text)
    text = re.sub(r"`#!\w+\s+([^`]+)`", r"`\1`", text)  # inline highlighting: plain code
    text = re.sub(r"\[\^[^\]]+\]", "", text)  # footnote references
    return re.sub(r"\s*\{\s*[.#:][^}]*\}", "", text)  # attribute lists


def read_chapter(markdown: str, chapter: str, project_dir: Path, site_url: str) -> Source | None:
    """Headings, their first paragraph, and every executed fence, in page order."""
    lines = markdown.splitlines()
    cells: list[Cell] = []
    numbers: list[str] = []
    prose: list[str] = []  # the markdown cell being collected
    framing = False  # the next top-level paragraph belongs to the heading above it
    paragraph: list[str] = []
    index = 0

    def flush() -> None:
        if prose:
            cells.append(Cell("markdown", _clean_prose("\n\n".join(prose), chapter, site_url, numbers)))
            prose.clear()

    while index < len(lines):
        line = lines[index]
        fence = ANY_FENCE_RE.match(line)
        if fence:
            ticks, indent = fence.group("ticks"), fence.group("indent")
            end = index + 1
            while end < len(lines) and not lines[end].strip().startswith(ticks):
                end += 1
            python = FENCE_RE.match(line)
            if python and EXEC_RE.search(python.group("info")):
                flush()
                code = expand_fence(lines[index + 1 : end], indent, project_dir)
                session = re.search(r'session="([^"]+)"', python.group("info"))
                if code:
                    cells.append(Cell("code", code, session=session.group(1) if session else None))
            paragraph, framing = [], False
            index = end + 1
            continue
        if HEADING_RE.match(line):
            flush()  # one markdown cell per heading
            # Plain-text headings: mkdocs-jupyter's table of contents and nbconvert's heading
            # ids disagree on inline code, which would leave broken anchors.
            prose.append(line.strip().replace("`", ""))
            paragraph, framing = [], True
        elif not line.strip():
            if framing and paragraph:
                prose.append("\n".join(paragraph))
                framing = False
            paragraph = []
        elif framing and not line[0].isspace() and not re.match(r"^(!!!|\?\?\?|===|<|\||\*\*\*|---)", line):
            paragraph.append(line.rstrip())
        else:  # an admonition, a list, a table: not framing text
            if framing and paragraph:
                prose.append("\n".join(paragraph))
            paragraph, framing = [], False
        index += 1
    if framing and paragraph:
        prose.append("\n".join(paragraph))
    flush()
    if not any(cell.kind == "code" for cell in cells):
        return None
    name = posixpath.splitext(posixpath.basename(chapter))[0]
    title = next((c.source.splitlines()[0].lstrip("# ") for c in cells if c.source.startswith("# ")), name)
    page = f"{site_url}{posixpath.splitext(chapter)[0]}/"
    note = Cell("markdown", f"*This notebook runs the code of the chapter [{title}]({page}); read it there for the explanations.*")
    first_heading = next((i for i, c in enumerate(cells) if c.source.startswith("# ")), -1)
    cells.insert(first_heading + 1, note)
    return Source(name=name, title=title, cells=cells, chapter=chapter, numbers=numbers)


def read_program(path: Path, project_dir: Path) -> Source:
    """A program module as cells: its docstring, then one code cell per `--8<--` section."""
    text = path.read_text(encoding="utf-8")
    docstring = ast.get_docstring(ast.parse(text)) or ""
    body = text
    if docstring:  # drop the docstring from the code: it becomes the first markdown cell
        tree = ast.parse(text)
        end = tree.body[0].end_lineno or 0
        body = "\n".join(text.splitlines()[end:])
    chunks: list[list[str]] = [[]]
    for line in body.splitlines():
        if MARKER_RE.match(line):
            chunks.append([])
        else:
            chunks[-1].append(HIDE_RE.sub("", line))
    relative = path.relative_to(project_dir).as_posix()
    title = f"The whole program: {path.name}"
    cells = [Cell("markdown", f"# {title}\n\n{docstring}\n\n*Generated from `{relative}`.*")]
    cells += [Cell("code", "\n".join(c).strip("\n")) for c in chunks if "\n".join(c).strip()]
    return Source(name=path.stem, title=title, cells=cells)


# ------------------------------------------------------------- standalone setup


def _module_path(module: str, project_dir: Path) -> Path | None:
    base = project_dir / Path(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def snippet_imports(code: str, project_dir: Path) -> list[Path]:
    """The snippet modules this code imports (a `from package import module` counts)."""
    found: list[Path] = []
    for match in map(IMPORT_RE.match, code.splitlines()):
        if not match:
            continue
        module = match.group("from") or match.group("module")
        path = _module_path(module, project_dir)
        if path is not None and path.name != "__init__.py":
            found.append(path)
        for name in re.findall(r"\w+", match.group("names") or ""):
            sub = _module_path(f"{module}.{name}", project_dir)
            if sub is not None and sub.name != "__init__.py":
                found.append(sub)
    return found


def setup_cells(code_cells: list[str], project_dir: Path) -> list[Cell]:
    """Cells that write every imported snippet module, dependencies first, into ./snippets/."""
    order: list[Path] = []

    def visit(path: Path, seen: tuple[Path, ...]) -> None:
        if path in order or path in seen:
            return
        for dependency in snippet_imports(path.read_text(encoding="utf-8"), project_dir):
            visit(dependency, (*seen, path))
        order.append(path)

    for code in code_cells:
        for path in snippet_imports(code, project_dir):
            visit(path, ())
    if not order:
        return []
    relative = [p.relative_to(project_dir).as_posix() for p in order]
    folders = sorted({posixpath.dirname(r) for r in relative})
    listing = ", ".join(f"`{r}`" for r in relative)
    cells = [
        Cell(
            "markdown",
            "## Setup: code from earlier chapters\n\nThe code below imports from the guide's "
            "`snippets` package, as the site does. The setup cells of the downloaded notebook "
            f"write the modules it needs into `./snippets/`, so the imports work anywhere: {listing}.",
        ),
        Cell(
            "code",
            "from pathlib import Path\n\n"
            f"for folder in {folders!r}:\n"
            "    Path(folder).mkdir(parents=True, exist_ok=True)",
            tags=["setup"],
        ),
    ]
    for path, name in zip(order, relative):
        text = path.read_text(encoding="utf-8")
        source = "\n".join(line for line in text.splitlines() if not MARKER_RE.match(line))
        cells.append(Cell("code", f"%%writefile {name}\n{source.strip()}\n", tags=["setup"]))
    return cells


def make_notebook(source: Source, project_dir: Path) -> NotebookNode:
    """The notebook before it runs: setup cells first, then the source's cells."""
    code = [c.source for c in source.cells if c.kind == "code"]
    sessions = list(dict.fromkeys(c.session for c in source.cells if c.kind == "code" and c.session))
    cells = [  # the first session is the notebook's own namespace; later ones get their own
        Cell(c.kind, f"%%session {c.session}\n{c.source}", c.tags, c.session)
        if c.kind == "code" and c.session in sessions[1:]
        else c
        for c in source.cells
    ]
    setup = setup_cells(code, project_dir)
    if len(sessions) > 1:
        if not setup:
            setup = [Cell("markdown", "## Setup")]
        setup.append(Cell("code", SESSION_HELPER, tags=["setup"]))
    if setup:
        # the title (and the note under it) first, then setup, then the chapter
        head = 2 if cells[0].source.startswith("# ") and len(cells) > 1 and cells[1].kind == "markdown" else 0
        cells = cells[:head] + setup + cells[head:]
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["understanding_pytorch"] = {"numbers": source.numbers, "chapter": source.chapter}
    for index, cell in enumerate(cells):
        new = nbformat.v4.new_code_cell if cell.kind == "code" else nbformat.v4.new_markdown_cell
        node = new(cell.source, metadata={"tags": cell.tags} if cell.tags else {})
        node["id"] = f"{source.name[:40]}-{index}"
        nb.cells.append(node)
    return nb


# ----------------------------------------------------------------------- running


def run_cells(nb: NotebookNode, cwd: Path, timeout: int = 600) -> tuple[NotebookNode, list[str]]:
    """Run every cell with nbclient in `cwd`; also return the values of the `#!num` sources."""
    nb = nbformat.from_dict(json.loads(json.dumps(nb)))
    numbers: list[str] = nb.metadata.get("understanding_pytorch", {}).get("numbers", [])
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(cwd)}})
    env = {k: v for k, v in os.environ.items() if k != "SNIPPETS_FIGURES"}  # the site's setting
    values: list[str] = []
    # stderr=DEVNULL: the kernel's own start-up log; cell errors still arrive as outputs.
    with client.setup_kernel(env=env, cwd=str(cwd), stderr=subprocess.DEVNULL):
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
        if numbers:  # evaluated after every cell ran, like the page's prose numbers
            specs = [_split_spec(src) for src in numbers]
            probe = nbformat.v4.new_code_cell(
                "import collections as _c, json as _json\n"
                "_namespace = _c.ChainMap(globals(), *globals().get('session_namespaces', {}).values())\n"
                f"print(_json.dumps([format(eval(e, dict(_namespace)), s) for e, s in {specs!r}]))"
            )
            nb.cells.append(probe)  # nbclient writes the executed cell back by index
            client.execute_cell(probe, len(nb.cells) - 1, store_history=False)
            nb.cells.pop()
            text = "".join(o.get("text", "") for o in probe.outputs if o.get("output_type") == "stream")
            values = json.loads(text)
    return nb, values


def fill(nb: NotebookNode, ran: NotebookNode, values: list[str]) -> NotebookNode:
    """`nb` with the outputs of `ran` (same code cells) and its `#!num` placeholders filled."""
    nb = nbformat.from_dict(json.loads(json.dumps(nb)))
    outputs = iter([c for c in ran.cells if c.cell_type == "code"])
    for cell in nb.cells:
        if cell.cell_type == "code":
            done = next(outputs)
            cell.outputs, cell.execution_count = done.outputs, done.execution_count
        else:
            for i, value in enumerate(values):
                cell.source = cell.source.replace(PLACEHOLDER.format(i), value)
    nb.metadata.pop("understanding_pytorch", None)
    nb.metadata["language_info"] = ran.metadata.get("language_info", nb.metadata.get("language_info"))
    return nb


def execute(nb: NotebookNode, cwd: Path, timeout: int = 600) -> NotebookNode:
    """Run every cell in `cwd` and put the `#!num` values into the text."""
    ran, values = run_cells(nb, cwd, timeout)
    return fill(nb, ran, values)


def _split_spec(src: str) -> tuple[str, str]:
    match = NUMBER_SPEC_RE.match(src.strip())
    assert match is not None
    return match.group("expr"), match.group("spec") or ""


def cache_key(nb: NotebookNode) -> str:
    """What the outputs depend on: the code, the prose numbers' sources, the torch version.

    Not the text: `mkdocs serve` changes site_url (so the links) and must not re-run anything.
    """
    import torch

    code = [c.source for c in nb.cells if c.cell_type == "code"]
    payload = json.dumps([code, nb.metadata.get("understanding_pytorch", {}).get("numbers"), torch.__version__])
    return hashlib.sha256(payload.encode()).hexdigest()[:16]


def executed(nb: NotebookNode, name: str, cache_dir: Path) -> Path:
    """The executed notebook, cache_dir/<key>/notebooks/<name>.ipynb (cells run only if not cached)."""
    entry = cache_dir / cache_key(nb)
    run_path, values_path = entry / "run.ipynb", entry / "values.json"
    if not (run_path.exists() and values_path.exists()):
        with tempfile.TemporaryDirectory(prefix="notebook-") as workdir:
            ran, values = run_cells(nb, Path(workdir))
        entry.mkdir(parents=True, exist_ok=True)
        nbformat.write(ran, run_path)
        values_path.write_text(json.dumps(values), encoding="utf-8")
        STATE.ran.add(name)
    ran = nbformat.read(run_path, as_version=4)
    text = nbformat.writes(fill(nb, ran, json.loads(values_path.read_text(encoding="utf-8"))))
    path = entry / PAGE_DIR / f"{name}.ipynb"
    if not path.exists() or path.read_text(encoding="utf-8") != text:  # keep mkdocs-jupyter's cache warm
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------------- links


def colab_url(repo_url: str | None, download_path: str) -> str | None:
    """Colab's URL for a file on the site's branch of a GitHub repository (None otherwise)."""
    match = re.match(r"^https?://github\.com/(?P<owner>[\w.-]+)/(?P<repo>[\w.-]+?)(?:\.git)?/?$", repo_url or "")
    if not match:
        return None
    return (
        f"https://colab.research.google.com/github/{match['owner']}/{match['repo']}"
        f"/blob/{COLAB_BRANCH}/{download_path}"
    )


def chapter_box(name: str, chapter: str, programs: list[str], repo_url: str | None) -> str:
    """A Material admonition for the top of a chapter: notebook page, download, Colab."""
    up = "../" * chapter.count("/")
    parts = []
    for stem in [name, *programs]:
        label = "this chapter" if stem == name else f"`{stem}.py`"
        links = [
            f"[notebook page]({up}{PAGE_DIR}/{stem}.ipynb)",
            f"[download {stem}.ipynb]({up}{DOWNLOAD_DIR}/{stem}.ipynb)",
        ]
        colab = colab_url(repo_url, f"{DOWNLOAD_DIR}/{stem}.ipynb")
        if colab:
            links.append(f"[open in Colab]({colab})")
        parts.append(f"    - Run {label} as a notebook: " + " · ".join(links))
    return '\n!!! example "Take the code home"\n' + "\n".join(parts) + "\n\n"


# ------------------------------------------------------------------------- hooks


@dataclass
class NotebookState:
    by_chapter: dict[str, str] = field(default_factory=dict)  # chapter src -> notebook name
    programs_by_chapter: dict[str, list[str]] = field(default_factory=dict)
    chapter_of: dict[str, str] = field(default_factory=dict)  # notebook name -> chapter src
    used: set[Path] = field(default_factory=set)
    ran: set[str] = field(default_factory=set)  # executed in this build (not from the cache)
    shared_css: str = ""  # JupyterLab's stylesheet, written once next to the notebook pages
    failures: list[str] = field(default_factory=list)  # raised after the pages, if they did not


STATE = NotebookState()
SERVING = False


def on_startup(command: str, dirty: bool) -> None:
    global SERVING
    SERVING = command == "serve"


def collect(chapters: list[tuple[str, str]], project_dir: Path, site_url: str) -> list[Source]:
    """Every notebook to make: chapters (docs path, markdown) with code, then the programs."""
    sources = [s for path, text in sorted(chapters) if (s := read_chapter(text, path, project_dir, site_url))]
    programs = [read_program(project_dir / p, project_dir) for p in PROGRAMS if (project_dir / p).is_file()]
    return sources + programs


@event_priority(-50)  # after the plugins' on_files: we hand our pages to mkdocs-jupyter ourselves
def on_files(files: Files, config: Any) -> Files:
    global STATE
    STATE = NotebookState()
    project_dir = Path(config["config_file_path"]).parent
    cache_dir = project_dir / CACHE_DIR
    chapters = [
        (f.src_uri, f.content_string)
        for f in files.documentation_pages()
        if f.src_uri.startswith("chapters/") and f.src_uri.endswith(".md")
    ]
    sources = collect(chapters, project_dir, config.get("site_url") or "/")
    for source in sources:
        if source.chapter:
            STATE.by_chapter[source.chapter] = source.name
            STATE.chapter_of[source.name] = source.chapter
    for path, text in chapters:  # a chapter that includes a program links to its notebook too
        if path in STATE.by_chapter:
            shown = [Path(p).stem for p in PROGRAMS if f'"{p}' in text and (project_dir / p).is_file()]
            STATE.programs_by_chapter[path] = shown
            for program in shown:
                STATE.chapter_of.setdefault(program, path)

    started = time.perf_counter()
    notebooks = [(s.name, make_notebook(s, project_dir)) for s in sources]
    workers = max(1, min(len(notebooks), os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        futures = {name: pool.submit(executed, nb, name, cache_dir) for name, nb in notebooks}
    for name, future in futures.items():
        try:
            path = future.result()
        except CellExecutionError as error:  # the cell's code is on the chapter page too
            message = f"notebook {name}: a cell raised {error.ename}: {error.evalue}"
            # The chapter runs the same code and fails first, naming its block and snippet line;
            # a failure only the notebook has (say, it is not standalone) fails after the pages.
            if SERVING:
                log.error(message)
            else:
                STATE.failures.append(message)
            STATE.by_chapter = {k: v for k, v in STATE.by_chapter.items() if v != name}
            continue
        STATE.used.add(path.parent.parent)
        # A File with a real src_dir (not File.generated): mkdocs-jupyter's wrapper finds the
        # source through src_dir. Out of the nav (no warning): each chapter links to its notebook.
        page = File(
            f"{PAGE_DIR}/{name}.ipynb",
            src_dir=str(path.parent.parent),
            dest_dir=config["site_dir"],
            use_directory_urls=config["use_directory_urls"],
        )
        jupyter = config["plugins"].get("mkdocs-jupyter")
        for wrapped in jupyter.on_files(Files([page]), config) if jupyter else [page]:
            wrapped.inclusion = InclusionLevel.NOT_IN_NAV  # its wrapper does not forward this
            files.append(wrapped)
        files.append(File.generated(config, f"{DOWNLOAD_DIR}/{name}.ipynb", content=path.read_bytes()))
    ran = len(STATE.ran)
    took = time.perf_counter() - started
    log.info(f"notebooks: {len(notebooks)} ready in {took:.1f} s ({ran} executed, {len(notebooks) - ran} from .cache)")
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    src = page.file.src_uri
    if src.startswith(f"{PAGE_DIR}/") and src.endswith(".ipynb"):
        page.meta["search"] = {"exclude": True}  # the chapter is indexed; its code copy is not
        return markdown
    name = STATE.by_chapter.get(src)
    if name is None:
        return markdown
    box = chapter_box(name, src, STATE.programs_by_chapter.get(src, []), config.get("repo_url"))
    lines = markdown.splitlines(keepends=True)
    at = next((i + 1 for i, line in enumerate(lines) if line.startswith("# ")), 0)
    return "".join(lines[:at]) + box + "".join(lines[at:])


NOTEBOOK_CSS = """
<style>
/* Notebook pages follow the site's light/dark scheme instead of a fixed Jupyter theme. */
.jupyter-wrapper { --jp-layout-color0: transparent; --jp-layout-color1: transparent;
  --jp-cell-editor-background: var(--md-code-bg-color); --jp-cell-editor-border-color: transparent;
  --jp-content-font-color1: var(--md-typeset-color); --jp-ui-font-color1: var(--md-typeset-color);
  --jp-mirror-editor-variable-color: var(--md-code-fg-color); }
.jupyter-wrapper .jp-RenderedText pre, .jupyter-wrapper .jp-OutputArea-output pre
  { color: var(--md-typeset-color); background: transparent; }
.jupyter-wrapper .jp-InputArea-editor, .jupyter-wrapper .highlight-ipynb
  { background: var(--md-code-bg-color) !important; color: var(--md-code-fg-color); }
.jupyter-wrapper .jp-RenderedSVG svg { color: var(--md-typeset-color); max-width: 100%; height: auto; }
</style>
"""

_SCRIPT_RE = re.compile(r"<script\b[^>]*>.*?</script>", re.S | re.I)
_MATHJAX_CONFIG_RE = re.compile(r"<!-- Load mathjax -->.*?<!-- End of mathjax configuration -->", re.S)
_STYLE_RE = re.compile(r'<style type="text/css">(?P<css>.*?)</style>', re.S)
SHARED_CSS = f"{PAGE_DIR}/jupyter-lab.css"
SHARED_CSS_MIN = 100_000  # JupyterLab's stylesheet (~570 kB) is served once, not inlined per page


def on_page_content(html_text: str, page: Any, config: Any, files: Files) -> str:
    src = page.file.src_uri
    if not (src.startswith(f"{PAGE_DIR}/") and src.endswith(".ipynb")):
        return html_text
    # nbconvert's template brings MathJax/Mermaid loaders from CDNs and an inline copy-button
    # script: the site requests no third-party host and its CSP runs scripts from files only.
    html_text = _SCRIPT_RE.sub("", _MATHJAX_CONFIG_RE.sub("", html_text))
    href = posixpath.relpath(SHARED_CSS, posixpath.dirname(page.file.dest_uri))

    def share(match: re.Match[str]) -> str:
        if len(match.group("css")) < SHARED_CSS_MIN:
            return match.group(0)
        STATE.shared_css = match.group("css")
        return f'<link rel="stylesheet" href="{href}">'

    html_text = _STYLE_RE.sub(share, html_text)
    name = posixpath.splitext(posixpath.basename(src))[0]
    links = [f'<a class="md-button" href="../download/{name}.ipynb" download>Download {name}.ipynb</a>']
    colab = colab_url(config.get("repo_url"), f"{DOWNLOAD_DIR}/{name}.ipynb")
    if colab:
        links.append(f'<a class="md-button" href="{html.escape(colab)}">Open in Colab</a>')
    chapter = STATE.chapter_of.get(name)
    if chapter:
        chapter_file = files.get_file_from_path(chapter)
        if chapter_file is not None:
            href = posixpath.relpath(chapter_file.url or ".", page.url or ".") + "/"
            links.insert(0, f'<a class="md-button md-button--primary" href="{html.escape(href)}">Read the chapter</a>')
    row = f'<p class="notebook-links">{" ".join(links)}</p>'
    return NOTEBOOK_CSS + row + html_text


def on_post_build(config: Any) -> None:
    """Write the shared notebook stylesheet; forget executed notebooks this build no longer uses."""
    if STATE.failures:
        raise PluginError("; ".join(STATE.failures))
    if STATE.shared_css:
        css = Path(config["site_dir"]) / SHARED_CSS
        css.parent.mkdir(parents=True, exist_ok=True)
        css.write_text(STATE.shared_css, encoding="utf-8")
    cache_dir = Path(config["config_file_path"]).parent / CACHE_DIR
    if not cache_dir.is_dir() or not STATE.used:
        return
    for entry in cache_dir.iterdir():
        if entry.is_dir() and entry not in STATE.used:
            shutil.rmtree(entry, ignore_errors=True)
