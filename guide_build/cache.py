"""The execution cache: one entry per page run, reused while nothing it depends on changed.

**Key rule.** An entry is found by a hash of what the page says (``Page.key``: every block's
code and options and every number, in order), the Python version, and the code that runs
pages and draws figures (``run.py``, ``figures.py``, the matplotlib style and matplotlibrc).
It is **valid** while everything the run used is unchanged: each project file it read or
imported (relative paths, content hashes: a moved or copied checkout stays exact) and the version
of every distribution it imported (torch, numpy, matplotlib, ...). Entries carry a checksum
and are written atomically; a corrupt or foreign entry is reported and the page re-runs.
Failed runs are never stored. ``.cache/`` can always be deleted.

**Size.** Entries live in one folder per page, and a page keeps only the entry its last run
used: storing or reusing one removes the page's older ones, and a whole-site build removes the
folders of pages it no longer has. ``python -m guide_build cache --clear`` empties it.

Switches: ``GUIDE_NO_CACHE=1`` ignores stored entries (everything runs, fresh entries are
written); ``GUIDE_NO_EXEC=1`` runs nothing (blocks show no output, numbers show "…");
``GUIDE_CACHE_DIR=folder`` keeps the entries there instead of ``.cache/exec`` (the test suite
starts each session with an empty one, so every page runs once, fresh, per test run).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import shutil
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from guide_build import deps, figures, record, run
from guide_build.page import Page, is_on
from guide_build.record import PageRun

FORMAT = "3"


def env_flag(name: str) -> bool:
    return is_on(os.environ.get(name))


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@cache
def _implementation() -> str:
    """The code whose changes change every output: the runner and the figure style."""
    sources = b"".join(Path(module.__file__).read_bytes() for module in (run, record, deps, figures))  # type: ignore[arg-type]
    return _sha(sources + figures.style_identity().encode())


@dataclass
class Lookup:
    record: PageRun | None
    status: str  # hit, miss (no entry), stale (an input changed), corrupt, foreign


class Cache:
    def __init__(self, project_dir: Path, read: bool = True) -> None:
        self.project_dir = project_dir.resolve()
        elsewhere = os.environ.get("GUIDE_CACHE_DIR", "").strip()  # the test suite keeps one per session
        self.root = Path(elsewhere).resolve() if elsewhere else self.project_dir / ".cache" / "exec"
        self.read = read and not env_flag("GUIDE_NO_CACHE")
        self._versions: dict[str, str] = {}

    def key(self, page: Page) -> str:
        return _sha(json.dumps([FORMAT, page.key, sys.version, _implementation()]).encode())

    def _folder(self, page_path: str) -> Path:
        return self.root / page_path.removesuffix(".md").replace("/", "__")

    def _path(self, page: Page, key: str) -> Path:
        return self._folder(page.path) / f"{key}.json"

    def lookup(self, page: Page) -> Lookup:
        if not self.read:
            return Lookup(None, "miss")
        key = self.key(page)
        try:
            entry = json.loads(self._path(page, key).read_text(encoding="utf-8"))
        except FileNotFoundError:
            return Lookup(None, "miss")
        except (OSError, ValueError):
            return Lookup(None, "corrupt")
        if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != key:
            return Lookup(None, "foreign")
        payload = json.dumps(entry.get("run"), sort_keys=True).encode()
        if entry.get("checksum") != _sha(payload):
            return Lookup(None, "corrupt")
        try:
            record = PageRun.from_json(entry["run"])
        except (KeyError, TypeError, ValueError):
            return Lookup(None, "corrupt")
        return Lookup(record, "hit") if self._unchanged(record) else Lookup(None, "stale")

    def _unchanged(self, record: PageRun) -> bool:
        for relative, digest in record.deps.get("files", {}).items():
            path = self.project_dir / relative
            if not path.is_file() or _sha(path.read_bytes()) != digest:
                return False
        return all(self._version(d) == v for d, v in record.deps.get("distributions", {}).items())

    def _version(self, distribution: str) -> str:
        if distribution not in self._versions:
            try:
                self._versions[distribution] = importlib.metadata.version(distribution)
            except importlib.metadata.PackageNotFoundError:
                self._versions[distribution] = "absent"
        return self._versions[distribution]

    def store(self, page: Page, record: PageRun) -> None:
        if record.failure is not None:
            return
        key = self.key(page)
        entry = {
            "format": FORMAT,
            "key": key,
            "page": page.path,
            "run": record.to_json(),
            "checksum": _sha(json.dumps(record.to_json(), sort_keys=True).encode()),
        }
        path = self._path(page, key)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps(entry), encoding="utf-8")
        os.replace(temporary, path)

    def keep_only(self, page: Page) -> None:
        """Remove the page's entries other than the one for what it says now."""
        current = self._path(page, self.key(page))
        for old in self._folder(page.path).glob("*.json"):
            if old != current:
                old.unlink(missing_ok=True)

    def keep_pages(self, page_paths: list[str]) -> None:
        """Remove the folders of pages not in ``page_paths`` (a whole-site build's pages)."""
        wanted = {self._folder(path) for path in page_paths}
        for folder in self.root.iterdir() if self.root.is_dir() else []:
            if folder.is_dir() and folder not in wanted:
                shutil.rmtree(folder, ignore_errors=True)

    def usage(self) -> tuple[int, int]:
        """(entries, bytes) stored."""
        files = list(self.root.rglob("*.json")) if self.root.is_dir() else []
        return len(files), sum(f.stat().st_size for f in files)

    def clear(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)
