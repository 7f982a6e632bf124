"""What many tests share: where things are, the browser's flags, a build, a page's problems, axe.

Fixtures live in the conftest files; plain helpers live here, so a test imports what it uses.
"""

from __future__ import annotations

import concurrent.futures
import functools
import os
import pickle
import queue
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from bs4 import BeautifulSoup
from filelock import FileLock

from guide_build.export.pdf import FLAGS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
# The browser the tests drive, with the flags the PDF export gives it (one list, there).
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_FLAGS = FLAGS
WAIT_MS = 30_000  # the longest any browser wait may take before it fails the test


def mkdocs_build(project: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` of ``project`` in a process of its own (the command line a reader runs)."""
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", *args],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})},
    )


class Once:
    """``once(name, make)``: ``make()``'s result, made once per test run by whichever worker asks
    first (the others wait for it and read it back): a costly fixture that tests on any worker share."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def __call__(self, name: str, make: Callable[[], Any]) -> Any:
        path = self.folder / f"{name}.pickle"
        with FileLock(f"{path}.lock"):
            if not path.is_file():
                value = make()
                path.with_suffix(".tmp").write_bytes(pickle.dumps(value))
                path.with_suffix(".tmp").replace(path)
                return value
        return pickle.loads(path.read_bytes())


def page_paths() -> list[str]:
    """Site paths of every Markdown page under docs/ ("" is the home page)."""
    paths = []
    for source in sorted(DOCS.rglob("*.md")):
        if source.is_relative_to(DOCS / "assets"):  # notes for authors (widgets/README.md), excluded in mkdocs.yml
            continue
        relative = source.relative_to(DOCS).with_suffix("")
        if relative.name in ("index", "README"):
            relative = relative.parent
        paths.append("" if str(relative) == "." else f"{relative.as_posix()}/")
    return paths


PRINT_PAGE = "print_page/"  # the whole guide on one page (mkdocs-print-site-plugin; guide_build/print_page.py)


def nav_pages() -> list[tuple[str, str]]:
    """(nav title, page under docs/) for every page in mkdocs.yml's nav, in order."""
    import yaml

    def walk(items: list) -> list[tuple[str, str]]:
        found = []
        for item in items:
            for title, value in item.items() if isinstance(item, dict) else [("", item)]:
                found += walk(value) if isinstance(value, list) else [(title, value)]
        return found

    return walk(yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=yaml.BaseLoader)["nav"])


PINS = ROOT / "tests" / "docs"
_EXPECTED_RE = re.compile(r"<!--pytest-codeblocks:expected-output-->\n```\n(.*?)```", re.S)


def pinned_lines(page: str) -> list[str]:
    """The first printed line of the first and of the last block output the pin of ``page``
    (``tests/docs/<page>``) documents, figures (there as their alt text) aside: where the page
    starts (often a collapsed block) and where it ends."""
    pins = PINS / page
    sections = pins.read_text(encoding="utf-8").split("\n## ") if pins.is_file() else []
    outputs = [m.group(1) for s in sections if s.startswith("Block ") and (m := _EXPECTED_RE.search(s))]
    firsts = [next((ln for ln in o.splitlines() if ln.strip() and not ln.startswith("[figure: ")), "") for o in outputs]
    firsts = [line for line in firsts if line]
    return [firsts[0], firsts[-1]] if firsts else []


@functools.cache
def parsed(file: Path) -> BeautifulSoup:
    """A built HTML file, parsed once per worker and shared by every test that reads it: read it,
    never change it (a whole parse of the site takes 3 s)."""
    return BeautifulSoup(file.read_text(encoding="utf-8"), "html.parser")


def built_page(site: Path, page: str) -> Path:
    """The HTML file a page of docs/ (``chapters/x.md``) becomes in the built site."""
    stem = page.removesuffix(".md")
    return site / ("index.html" if stem == "index" else f"{stem}/index.html")


class PageProblems:
    """What went wrong while a page was open: requests to other hosts and console errors."""

    def __init__(self, base_url: str) -> None:
        self.host = urlparse(base_url).netloc
        self.requests: list[str] = []
        self.foreign_requests: list[str] = []
        self.console_errors: list[str] = []

    def watch(self, page: object) -> object:
        for event, handler in self._handlers():
            page.on(event, handler)  # type: ignore[attr-defined]
        return page

    def unwatch(self, page: object) -> None:
        """Stop listening (a page that goes on to another visit gets a record of its own)."""
        for event, handler in self._handlers():
            page.remove_listener(event, handler)  # type: ignore[attr-defined]

    def _handlers(self) -> list[tuple[str, Callable[[Any], None]]]:
        return [("request", self.on_request), ("console", self.on_console), ("pageerror", self.on_page_error)]

    def on_request(self, request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        self.requests.append(url)
        parsed = urlparse(url)
        if parsed.scheme not in ("data", "blob", "about") and parsed.netloc != self.host:
            self.foreign_requests.append(url)

    def on_console(self, message: object) -> None:
        if message.type == "error":  # type: ignore[attr-defined]
            self.console_errors.append(message.text)  # type: ignore[attr-defined]

    def on_page_error(self, error: object) -> None:
        self.console_errors.append(str(error))

    def take(self) -> list[str]:
        """Every problem seen so far, as lines; the record starts empty again."""
        found = [f"console error: {e}" for e in self.console_errors]
        found += [f"request to another host: {u}" for u in self.foreign_requests]
        self.console_errors.clear()
        self.foreign_requests.clear()
        return found


# axe-core's violations under an element (``document`` or a widget): the id, what it means, the
# first nodes. CSS animations are finished first (the end state is judged). axe waits on timers
# of its own: where Playwright's clock is paused (the widget tests), it gets the real ones for the
# scan, which the page's own timers never see.
AXE_RUN = """async (root, { runOnly, skip, exclude }) => {
  const animations = root === document ? document.getAnimations() : root.getAnimations({ subtree: true });
  for (const animation of animations) animation.finish();
  const paused = {};
  for (const [name, native] of Object.entries(window.__nativeTimers || {})) {
    paused[name] = window[name];
    window[name] = native;
  }
  try {
    const context = exclude.length ? { include: [root], exclude: exclude.map((selector) => [selector]) } : root;
    const rules = Object.fromEntries(skip.map((rule) => [rule, { enabled: false }]));
    const results = await axe.run(context, { resultTypes: ["violations"], ...(runOnly ? { runOnly } : { rules }) });
    return results.violations.map((v) =>
      `axe [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} nodes) at ` +
      v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", "));
  } finally {
    Object.assign(window, paused);
  }
}"""
KEEP_NATIVE_TIMERS = """window.__nativeTimers = Object.fromEntries(
  ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "requestAnimationFrame", "cancelAnimationFrame"]
    .map((name) => [name, window[name].bind(window)]));"""


def axe_problems(
    target: object, rules: list[str] | None = None, *, skip: tuple[str, ...] = (), exclude: tuple[str, ...] = ()
) -> list[str]:
    """axe-core's violations on a page or inside a locator: ``rules`` only (e.g. color-contrast),
    or every rule but those in ``skip``; ``exclude``: CSS selectors of parts left out. The page
    must have axe loaded (an init script, or ``load_axe``)."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `npm ci` (make system-deps)")
    options = {"runOnly": rules, "skip": list(skip), "exclude": list(exclude)}
    if hasattr(target, "goto"):  # a Page: the whole document
        return target.evaluate(f"(options) => ({AXE_RUN})(document, options)", options)  # type: ignore[attr-defined]
    return target.evaluate(AXE_RUN, options)  # type: ignore[attr-defined]  # a Locator: its element


def load_axe(page: object, base_url: str) -> None:
    """Put axe on a page from the site's own origin, so the page keeps its Content-Security-Policy."""
    # A missing file would leave the route unanswered and the page waiting for the script forever.
    assert AXE.is_file(), f"{AXE} is missing: `make system-deps` (npm ci) installs axe-core"
    url = base_url + "__axe.js"
    page.route(url, lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))  # type: ignore[attr-defined]
    page.add_script_tag(url=url)  # type: ignore[attr-defined]


# A warm Python: one process that has imported what every page's code imports first (torch,
# NumPy, matplotlib) and then forks one fresh process per script or module, so each runs exactly
# as ``python script.py`` or ``python -m module`` would after those imports, without paying for
# them again (2-3 s each). It is its own process, started from nothing: never multiprocessing's
# forkserver, which a build in the same test process may already have started with the build's
# own set-up (figure style, plt.show) loaded.
_SERVER = """
import sys
if sys.argv[1] == "reader":  # the venv has this repository installed (editable): a reader never had it
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
    sys.path[:] = [p for p in sys.path if "understanding_pytorch" not in p]
else:
    sys.path.insert(0, sys.argv[2])  # python -m from the repository's root
import os, runpy, traceback, warnings
import torch, torch._dynamo, torch.utils.data, numpy, matplotlib.pyplot
class _AfterTheLine:
    # stdout that prints each warning after the line being written when it came: a page shows a
    # warns= block's warning under that block's output (each such block here prints one line).
    def __init__(self, out):
        self.out, self.pending = out, []
    def write(self, text):
        written = self.out.write(text)
        if "\\n" in text and self.pending:
            self.out.write("".join(self.pending))
            self.pending.clear()
        return written
    def flush(self):
        self.out.write("".join(self.pending))
        self.pending.clear()
        self.out.flush()
    def __getattr__(self, name):
        return getattr(self.out, name)
for line in sys.stdin:
    folder, kind, target = line.rstrip("\\n").split("\\t")
    pid = os.fork()
    if pid == 0:
        os.chdir(folder)
        for fd, name in ((1, "stdout"), (2, "stderr")):
            os.dup2(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
        code = 0
        with warnings.catch_warnings():
            if kind == "module":  # a warning shows after the line it came during, as its block does
                sys.stdout = _AfterTheLine(sys.stdout)
                warnings.showwarning = lambda m, c, *_: sys.stdout.pending.append(f"{c.__name__}: {m}\\n")
            try:
                if kind == "module":
                    runpy.run_module(target, run_name="__main__", alter_sys=True)
                else:
                    sys.argv = [target]
                    runpy.run_path(target, run_name="__main__")
            except SystemExit as stop:
                code = stop.code if isinstance(stop.code, int) else 1
            except BaseException as error:
                traceback.print_exc()
                code = 1
                with open("raised", "w") as raised:
                    raised.write("".join(traceback.format_exception_only(type(error), error)).strip() + "\\n")
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)
"""


@dataclass
class Ran:
    code: int
    stdout: str
    stderr: str
    raised: str = ""  # the error it stopped on, as Python's last traceback line


class WarmPython:
    """``run(folder, target)``: ``python -I target.py`` outside the repository (``reader=True``,
    a reader's Python), or ``python -m target`` from the repository's root (``reader=False``);
    each in ``folder``, a fresh process."""

    def __init__(self, home: Path, *, reader: bool) -> None:
        self.reader = reader
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        self.process = subprocess.Popen(
            [sys.executable, *(["-I"] if reader else []), "-c", _SERVER, "reader" if reader else "module", str(ROOT)],
            cwd=home,
            env={**env, "MPLBACKEND": "Agg"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def run(self, folder: Path, target: str) -> Ran:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(f"{folder}\t{'script' if self.reader else 'module'}\t{target}\n")
        self.process.stdin.flush()
        code = int(self.process.stdout.readline() or "-1")
        read = lambda name: (folder / name).read_text(errors="replace") if (folder / name).is_file() else ""  # noqa: E731
        return Ran(code, read("stdout"), read("stderr"), read("raised"))

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait(timeout=60)


def run_all(items: list[str], home: Path, *, reader: bool, prepare: Callable[[str, Path], str]) -> dict[str, Ran]:
    """Each item in a fresh process of a warm Python, one per core at a time: ``prepare(item,
    folder)`` writes what to run into its own empty folder and returns the target."""
    slots = max(1, os.cpu_count() or 1)
    pythons: queue.Queue[WarmPython] = queue.Queue()
    for _ in range(slots):
        pythons.put(WarmPython(home, reader=reader))

    def one(item: str) -> Ran:
        folder = Path(tempfile.mkdtemp(prefix="run-", dir=home))
        python = pythons.get()
        try:
            return python.run(folder, prepare(item, folder))
        finally:
            pythons.put(python)

    try:
        with concurrent.futures.ThreadPoolExecutor(slots) as pool:
            return dict(zip(items, pool.map(one, items), strict=True))
    finally:
        while not pythons.empty():
            pythons.get().close()


# Material mounts a code block when it first scrolls into view (mkdocs.yml: content.lazy): read the
# page to its end, a screen at a time, so that every block has its copy button before the checks.
READ_TO_THE_END = """async () => {
  // Material watches the viewport through scroll events it samples: give each screen a moment
  const settle = () => new Promise((done) => setTimeout(done, 60));
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo(0, y);
    await settle();
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await settle();
  window.scrollTo(0, 0);
  await settle();
  // blocks a reader can see: not in a closed fold or a hidden tab (those mount when opened)
  const blocks = [...document.querySelectorAll("article pre > code")]
    .filter((code) => !code.closest(".no-copy, .language-output, #print-site-page, details:not([open])"))
    .filter((code) => code.getClientRects().length > 0);
  const bare = (code) => !code.parentElement.querySelector('.md-code__button[data-md-type="copy"]');
  // a busy machine can scroll past a block before Material sees it: bring each one still bare
  // into view and give it time (up to 3 s), so that only a block that never mounts is counted
  for (const code of blocks.filter(bare)) {
    code.scrollIntoView({ block: "center" });
    for (let waited = 0; waited < 3000 && bare(code); waited += 50) {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  window.scrollTo(0, 0);
  await settle();
  return blocks.filter(bare).length;
}"""


def read_to_the_end(page: Any) -> int:
    """Scroll a loaded page to its end a screen at a time, as a reader would, then back to the top:
    every code block it passes gets its copy button. Returns how many visible blocks still lack one."""
    return page.evaluate(READ_TO_THE_END)
