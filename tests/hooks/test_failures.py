"""A raising block fails the build with one line; under `mkdocs serve` it shows a box, then recovers."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from .conftest import Site, fence

BOOM = "value = 1\nif value:\n    raise ValueError('boom at line 3')\n"
RAISER = "def go():\n    raise KeyError('missing')\n"
MESSAGE = "docs/three.md: block 'boom' failed at snippets/boom.py:3: ValueError: boom at line 3"


def add_failing_page(site: Site) -> None:
    site.write("snippets/boom.py", BOOM)
    site.write("docs/three.md", "# Three\n\n" + fence("boom", "f", '--8<-- "snippets/boom.py"'))


@pytest.mark.parametrize("strict", [False, True])
def test_raising_block_fails_the_build_with_one_line(site: Site, strict: bool) -> None:
    add_failing_page(site)
    build = site.build(*(["--strict"] if strict else []))
    assert build.returncode != 0
    lines = [line for line in build.log.splitlines() if "boom" in line]
    assert lines == [f"ERROR   -  {MESSAGE}"], build.log


def test_failure_in_an_imported_snippet_module_names_its_line(site: Site) -> None:
    site.write("snippets/__init__.py", "")
    site.write("snippets/raiser.py", RAISER)
    site.write("docs/three.md", "# Three\n\n" + fence("imports", "f", "from snippets.raiser import go\ngo()"))
    build = site.build()
    assert build.returncode != 0
    assert "ERROR   -  docs/three.md: block 'imports' failed at snippets/raiser.py:2: KeyError: 'missing'" in build.log


def test_a_failure_is_never_cached(site: Site) -> None:
    add_failing_page(site)
    assert site.build().returncode != 0
    again = site.build()
    assert again.returncode != 0 and "boom" in again.ran  # ran again, failed again
    site.write("snippets/boom.py", BOOM.replace("raise ValueError('boom at line 3')", "print('fixed')"))
    fixed = site.build()
    assert fixed.returncode == 0, fixed.log
    assert "fixed" in site.html("three")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _fetch(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as response:  # noqa: S310 - our local server
        return str(response.read().decode())


def _wait_for(url: str, text: str, seconds: float = 60) -> str:
    deadline, page = time.monotonic() + seconds, ""
    while time.monotonic() < deadline:
        try:
            page = _fetch(url)
            if text in page:
                return page
        except OSError:
            pass
        time.sleep(0.5)
    raise AssertionError(f"{text!r} never appeared at {url}; last page:\n{page[-2000:]}")


def test_serve_shows_an_error_box_and_the_next_save_recovers(site: Site) -> None:
    add_failing_page(site)
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=site.root,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        url = f"http://127.0.0.1:{port}/three/"
        page = _wait_for(url, "This page did not build")
        assert MESSAGE.replace("'", "&#x27;") in page
        site.write("snippets/boom.py", BOOM.replace("raise ValueError('boom at line 3')", "print('recovered')"))
        page = _wait_for(url, "recovered")
        assert "This page did not build" not in page
    finally:
        server.terminate()
        server.wait(timeout=10)
