"""What a run used: the project files it read or imported, and the distributions it imported.

The cache keeps a page's run valid while all of them are unchanged (``cache.py``).
"""

from __future__ import annotations

import contextlib
import functools
import importlib.metadata
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any


def watch_reads(project_dir: Path) -> set[str]:
    """Files under the project that this process opens from now on (an audit hook)."""
    opened: set[str] = set()
    root = str(project_dir.resolve()) + os.sep

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "open" and isinstance(args[0], str):
            path = os.path.abspath(args[0])
            if path.startswith(root) and "__pycache__" not in path:
                opened.add(path)

    sys.addaudithook(hook)
    return opened


def project_files(project_dir: Path, opened: set[str]) -> dict[str, str]:
    """Relative path -> sha256 of every project file the run read or imported (the build layer
    itself is covered by the cache key instead)."""
    import hashlib

    root = project_dir.resolve()
    paths = set(opened)
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and file.endswith(".py"):
            paths.add(os.path.abspath(file))
    files = {}
    for path in sorted(paths):
        resolved = Path(path)
        ours = resolved.is_relative_to(root) and not resolved.is_relative_to(root / "guide_build")
        if resolved.is_file() and ours and "site-packages" not in path:
            files[resolved.relative_to(root).as_posix()] = hashlib.sha256(resolved.read_bytes()).hexdigest()
    return files


@functools.cache
def owners() -> Mapping[str, list[str]]:
    """Top-level module -> the installed distributions that provide it. Reading every
    distribution's file list takes 0.4 s, so it is read once per process: the forkserver reads it
    before it forks (``worker_start``), and every page's process starts with it."""
    return importlib.metadata.packages_distributions()


def imported_distributions() -> dict[str, str]:
    """Name -> version of every installed distribution this process has imported from (the
    versions are read at each call)."""
    owners_of = owners()
    names = {name.partition(".")[0] for name in list(sys.modules)}
    found = {}
    for name in names:
        for dist in owners_of.get(name, []):
            with contextlib.suppress(importlib.metadata.PackageNotFoundError):
                found[dist] = importlib.metadata.version(dist)
    return dict(sorted(found.items()))
