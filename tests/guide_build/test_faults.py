"""Faults held: a careless author, a moved checkout or a hostile snippet cannot make the build lie.

Fast cases run with `make test`; the slow ones (a live `mkdocs serve`, a killed build) are marked
``faults`` and run with `make faults`.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import pytest

from guide_build import execute

from .conftest import GOOD, Project, fence, survivors

BOOM = "docs/chapters/bad.md: block 'boom' failed at snippets/boom.py:2: ValueError: boom"


def test_printed_text_cannot_close_its_block_or_become_markup(project: Project) -> None:
    hostile = "print('`' * 8)\nprint('<script>alert(1)</script>')\nprint('```')"
    project.write("docs/chapters/page.md", "# Good\n\n" + fence("hostile", hostile) + "\nSaid `#!num '<b>'`.\n")
    html = project.render()
    assert "<script>alert(1)" not in html and "<b>" not in html
    assert html.count("&lt;script&gt;alert(1)&lt;/script&gt;") == 2  # in the source and in the output
    assert "````````</span>" in html and "```</span>" in html  # printed fences stay inside the output
    assert 'Said <span class="computed"' in html and "&lt;b&gt;" in html


def test_very_long_output_is_cut_with_a_note_and_a_warning(project: Project, caplog) -> None:
    project.write(
        "docs/chapters/page.md", "# Good\n\n" + fence("flood", "for _ in range(100_000):\n    print('x' * 50)")
    )
    html = project.render()
    assert "docs/chapters/page.md: block 'flood' printed 5,080,000 characters more than the page shows" in caplog.text
    assert "[… 5,080,000 more characters printed; the build shows the first part only]" in html
    assert len(html) < 200_000


def test_a_checkout_reached_through_a_symlink_still_names_the_line(project: Project, tmp_path: Path) -> None:
    project.write("snippets/boom.py", "# --8<-- [start:go]\nraise ValueError('boom')\n# --8<-- [end:go]\n")
    project.write("docs/chapters/bad.md", "# Bad\n\n" + fence("boom", '--8<-- "snippets/boom.py:go"'))
    link = tmp_path / "link"
    link.symlink_to(project.root)
    assert Project(link).run("chapters/bad.md").message == BOOM


def test_a_corrupt_cache_entry_is_reported_and_run_again(project: Project, caplog) -> None:
    caplog.set_level(logging.INFO)
    project.write("docs/chapters/page.md", GOOD)
    assert project.run().status == "miss"
    for entry in (project.root / ".cache" / "exec").rglob("*.json"):
        entry.write_text(entry.read_text()[:40])  # a truncated write
    outcome = project.run()
    assert (outcome.status, outcome.record.numbers) == ("corrupt", ["42"])
    assert "docs/chapters/page.md: its cache entry was corrupt; running it again" in caplog.text
    execute.write_report([outcome], project.root)
    assert "| corrupt | chapters/page.md |" in (project.root / ".cache" / "exec-report.md").read_text()


# --------------------------------------------------------------------------- slow: make faults


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_for(url: str, text: str, seconds: float = 90) -> str:
    deadline, page = time.monotonic() + seconds, ""
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:  # our own local server
                page = response.read().decode()
            if text in page:
                return page
        except OSError:
            pass
        time.sleep(0.3)
    raise AssertionError(f"{text!r} never appeared at {url}; last page:\n{page[-2000:]}")


@pytest.mark.faults
def test_serve_shows_the_failure_keeps_serving_and_recovers(site: Project) -> None:
    site.write("snippets/boom.py", "# --8<-- [start:go]\nraise ValueError('boom')\n# --8<-- [end:go]\n")
    site.write("docs/chapters/bad.md", "# Bad\n\n" + fence("boom", '--8<-- "snippets/boom.py:go"'))
    site.write("mkdocs.yml", (site.root / "mkdocs.yml").read_text() + "watch:\n  - snippets\n")
    port, marker = _free_port(), uuid.uuid4().hex
    server = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=site.root,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", "GUIDE_TEST_MARKER": marker},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        url = f"http://127.0.0.1:{port}/guide/chapters/bad/"
        page = _wait_for(url, "This page did not build")
        assert BOOM.replace("'", "&#x27;") in page
        assert ">42<" in _wait_for(f"http://127.0.0.1:{port}/guide/chapters/good/", ">42<")  # the rest still serves
        site.write("snippets/boom.py", "# --8<-- [start:go]\nprint('recovered')\n# --8<-- [end:go]\n")
        page = _wait_for(url, "recovered")
        assert "This page did not build" not in page
        site.write("snippets/boom.py", "# --8<-- [start:go]\nwhile True:\n    pass\n# --8<-- [end:go]\n")
        site.write("docs/chapters/bad.md", "# Bad\n\n" + fence("boom", '--8<-- "snippets/boom.py:go"', 'timeout="2"'))
        page = _wait_for(url, "timed out at snippets/boom.py:")
        assert "still running after its time limit of 2 s" in page
        site.write("snippets/boom.py", "# --8<-- [start:go]\nprint('back again')\n# --8<-- [end:go]\n")
        _wait_for(url, "back again")
    finally:
        server.terminate()
        server.wait(timeout=30)
    _gone(marker)
    assert not survivors(marker), "a worker outlived mkdocs serve"


@pytest.mark.faults
def test_killing_the_build_kills_its_workers(site: Project) -> None:
    site.write("docs/chapters/bad.md", "# Bad\n\n" + fence("hang", "while True:\n    pass", 'timeout="600"'))
    marker = uuid.uuid4().hex
    build_process = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "build"],
        cwd=site.root,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", "GUIDE_TEST_MARKER": marker, "GUIDE_NO_CACHE": "1"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while len(survivors(marker)) < 3 and time.monotonic() < deadline:  # mkdocs, the forkserver, a worker
        time.sleep(0.2)
    assert len(survivors(marker)) >= 3, "the build never started its workers"
    build_process.send_signal(signal.SIGKILL)
    build_process.wait()
    _gone(marker)
    assert not survivors(marker), "workers outlived a killed build"


def _gone(marker: str) -> None:
    """Wait until no process of the build is left: each notices its parent's end by itself (within
    a second when the machine is idle); the bound only decides when a leftover counts as left."""
    deadline = time.monotonic() + 60
    while survivors(marker) and time.monotonic() < deadline:
        time.sleep(0.2)
