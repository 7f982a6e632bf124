"""What many tests share: where things are, the browser's flags, a build, a page's problems, axe.

Fixtures live in the conftest files; plain helpers live here, so a test imports what it uses.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
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
        page.on("request", self.on_request)  # type: ignore[attr-defined]
        page.on("console", self.on_console)  # type: ignore[attr-defined]
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))  # type: ignore[attr-defined]
        return page

    def on_request(self, request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        self.requests.append(url)
        parsed = urlparse(url)
        if parsed.scheme not in ("data", "blob", "about") and parsed.netloc != self.host:
            self.foreign_requests.append(url)

    def on_console(self, message: object) -> None:
        if message.type == "error":  # type: ignore[attr-defined]
            self.console_errors.append(message.text)  # type: ignore[attr-defined]

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
AXE_RUN = """async (root) => {
  root = root || document;
  const animations = root === document ? document.getAnimations() : root.getAnimations({ subtree: true });
  for (const animation of animations) animation.finish();
  const paused = {};
  for (const [name, native] of Object.entries(window.__nativeTimers || {})) {
    paused[name] = window[name];
    window[name] = native;
  }
  try {
    const results = await axe.run(root, { runOnly: RULES });
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


def axe_problems(target: object, rules: list[str] | None = None) -> list[str]:
    """axe-core's violations on a page or inside a locator (``rules``: only those, e.g. color-contrast).
    The page must have axe loaded (an init script, or ``load_axe``)."""
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `npm ci` (make system-deps)")
    script = AXE_RUN.replace("RULES", repr(rules) if rules else "undefined")
    return target.evaluate(script)  # type: ignore[attr-defined]  # a Page passes no root: the document


def load_axe(page: object, base_url: str) -> None:
    """Put axe on a page from the site's own origin, so the page keeps its Content-Security-Policy."""
    url = base_url + "__axe.js"
    page.route(url, lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))  # type: ignore[attr-defined]
    page.add_script_tag(url=url)  # type: ignore[attr-defined]


# A reader's Python: ``python -I`` outside the repository, which has imported what every page's
# code imports first (torch, NumPy, matplotlib) and then forks one fresh process per script, so
# each script runs exactly as ``python -I script.py`` would after those imports, without paying
# for them again (2-3 s a script). The venv has this repository installed (editable): the server
# forgets it first, as a reader's Python never had it.
_READER = """
import sys
sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
sys.path[:] = [p for p in sys.path if "understanding_pytorch" not in p]
import os, runpy, traceback
import torch, numpy, matplotlib.pyplot
for line in sys.stdin:
    folder, script = line.rstrip("\\n").split("\\t")
    pid = os.fork()
    if pid == 0:
        os.chdir(folder)
        for fd, name in ((1, "stdout"), (2, "stderr")):
            os.dup2(os.open(name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
        sys.argv, code = [script], 0
        try:
            runpy.run_path(script, run_name="__main__")
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
        except BaseException:
            traceback.print_exc()
            code = 1
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    print(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)
"""


class ReaderPython:
    """``run(folder, "script.py")`` -> (exit code, stdout, stderr), as ``python -I`` in ``folder``."""

    def __init__(self, home: Path) -> None:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-c", _READER],
            cwd=home,  # outside the repository
            env={**env, "MPLBACKEND": "Agg"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def run(self, folder: Path, script: str) -> tuple[int, str, str]:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(f"{folder}\t{script}\n")
        self.process.stdin.flush()
        code = int(self.process.stdout.readline() or "-1")
        read = lambda name: (folder / name).read_text(encoding="utf-8", errors="replace")  # noqa: E731
        return code, read("stdout"), read("stderr")

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait(timeout=60)
