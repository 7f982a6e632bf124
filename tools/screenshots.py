"""Full-page screenshots of the built site for a person to look at (not a test).

    python tools/screenshots.py [--site SITE_DIR] [--out test-results/screenshots] [PATH ...]

Serves SITE_DIR (default: a strict build made now into a temporary folder) on 127.0.0.1 and
saves each page at 360 px in the dark scheme and 1280 px in the light one, as
``<page>-<width>-<scheme>.png``. PATH is a site path (``chapters/shaping-tensors/``; ``""`` is
the home page); without one: the home page and chapters 4, 8 and 11.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support import CHROMIUM, CHROMIUM_FLAGS  # noqa: E402

VIEWS = [(360, "dark"), (1280, "light")]
DEFAULT = [
    "",
    "chapters/finding-gradients-with-autograd/",
    "chapters/writing-the-complete-loop/",
    "chapters/training-a-tiny-transformer/",
]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def shoot(site: Path, paths: list[str], out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    out.mkdir(parents=True, exist_ok=True)
    saved = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True)
        for path in paths:
            for width, scheme in VIEWS:
                context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme=scheme)
                page = context.new_page()
                page.goto(base + path)
                page.wait_for_load_state("networkidle")
                name = out / f"{path.strip('/').replace('/', '-') or 'home'}-{width}-{scheme}.png"
                page.screenshot(path=str(name), full_page=True)
                saved.append(name)
                context.close()
        browser.close()
    server.shutdown()
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", type=Path, help="a built site (default: build one now)")
    parser.add_argument("--out", type=Path, default=ROOT / "test-results" / "screenshots")
    parser.add_argument("paths", nargs="*")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="guide-shots-") as folder:
        site = arguments.site
        if site is None:
            site = Path(folder) / "site"
            command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(site)]
            subprocess.run(command, cwd=ROOT, check=True)
        for name in shoot(site, arguments.paths or DEFAULT, arguments.out):
            print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
