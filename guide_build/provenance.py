"""Which build verified a page: the provenance line, the notebook's metadata, a script's header.

Every fact comes from the build itself, never typed: the commit of the sources (and whether the
checkout had uncommitted changes), and from the page's run record (``record.machine``) the date,
Python, torch, the CPU code path torch chose and its thread count, how many outputs and numbers
the run gave, and whether they come from a run of this build or from the cache (with the date of
the run that made them). Dates are UTC days; ``SOURCE_DATE_EPOCH`` fixes them (reproducible builds).
"""

from __future__ import annotations

import html
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from guide_build.execute import Outcome
from guide_build.record import machine

FROM_CACHE = "hit"


@dataclass(frozen=True)
class Source:
    commit: str  # the full hash, "" outside a git checkout
    dirty: bool  # tracked files changed since that commit
    url: str  # the commit on the repository's site, "" without repo_url

    @property
    def short(self) -> str:
        return self.commit[:7] + ("+" if self.dirty else "") if self.commit else "(not a git checkout)"


def source(project_dir: Path, repo_url: str | None) -> Source:
    def git(*args: str) -> str:
        try:
            done = subprocess.run(["git", *args], cwd=project_dir, capture_output=True, text=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return done.stdout.strip() if done.returncode == 0 else ""

    commit = os.environ.get("GITHUB_SHA", "").strip() or git("rev-parse", "HEAD")
    dirty = bool(commit) and bool(git("status", "--porcelain", "--untracked-files=no"))
    url = f"{repo_url.rstrip('/')}/tree/{commit}" if repo_url and commit else ""
    return Source(commit, dirty, url)


def facts(outcome: Outcome | None, src: Source) -> dict[str, str]:
    """The provenance of one page as flat strings (also the notebook's metadata)."""
    ran = dict(outcome.record.machine) if outcome and outcome.record.machine else {}
    found = {"commit": src.commit, "dirty": "yes" if src.dirty else "no", "built": machine()["date"]}
    if outcome is None or not outcome.page.items:
        return found | {"outputs": "0", "numbers": "0", "run": "none"}
    shown = [b for b in outcome.record.blocks if b.output or b.figures or b.raised or b.warned]
    run = "cache" if outcome.status == FROM_CACHE else "fresh" if ran else "none"
    return found | ran | {"outputs": str(len(shown)), "numbers": str(len(outcome.record.numbers)), "run": run}


def line_html(found: dict[str, str], src: Source) -> str:
    """The line at the end of a page: what verified it, in words, with the facts as data attributes."""
    commit = html.escape(src.short)
    if src.url:
        commit = f'<a href="{html.escape(src.url, quote=True)}">{commit}</a>'
    commit = f"commit {commit}" if src.commit else "sources that are not a git checkout"
    attrs = " ".join(f'data-{k}="{html.escape(v, quote=True)}"' for k, v in sorted(found.items()))
    if found["run"] == "none":
        said = f"This page runs no code. Built from {commit} on {found['built']}."
    else:
        when = (
            f"reused from the cache, made by a run on {found['date']}"
            if found["run"] == "cache"
            else f"from a run of this build on {found['date']}"
        )
        outputs = _count(found["outputs"], "output")
        numbers = _count(found["numbers"], "number")
        said = (
            f"Verified by the build: the {outputs} and {numbers} on this page come {when}, with torch "
            f"{found.get('torch', '(not imported)')} and Python {found['python']} on the CPU code path "
            f"{found.get('cpu', '?')} ({_count(found.get('threads', '?'), 'thread')}), from {commit}."
        )
    return f'<p class="provenance" {attrs}>{said}</p>'


def _count(n: str, word: str) -> str:
    return f"{n} {word}" + ("" if n == "1" else "s")


def script_header(script: str, origin: str, src: Source, ran: dict[str, str]) -> str:
    """A downloadable script with its origin and the build that checked it, d2l-style."""
    checked = f"torch {ran.get('torch', '?')}, Python {ran.get('python', '?')}, {ran.get('date', '?')}"
    return f"# Defined in {origin}; checked by the build of commit {src.short} ({checked}).\n{script}"
