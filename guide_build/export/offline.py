"""The guide to take away: an offline copy of the site, and the notebooks with the scripts.

* ``downloads/notebooks.zip``: every chapter's notebook (``notebooks/download/*.ipynb``) and the
  downloadable scripts (``downloads/*.py``), as the built site publishes them.
* ``downloads/understanding-pytorch-offline.zip``: a second build with Material's ``offline``
  plugin (``OFFLINE=true``: ``.html`` links, the search index inlined, iframe-worker served by the
  site itself, mkdocs.yml and overrides/main.html), which works opened from ``file://``, search
  included (widgets are their static fallback there: no browser loads an ES module from a
  file); it carries the PDF and the notebooks' archive too. Its own link to this archive is
  the one link it cannot hold.

The second build reuses the execution cache, so it runs no page again.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OFFLINE = "downloads/understanding-pytorch-offline.zip"
NOTEBOOKS = "downloads/notebooks.zip"
FOLDER = "understanding-pytorch"  # the folder the offline copy unzips into
CARRIED = ("downloads/understanding-pytorch.pdf", NOTEBOOKS)  # made from the site: copied into the copy


def _zip(target: Path, files: list[tuple[Path, str]]) -> Path:
    """A zip of ``(file, name in the archive)``, in name order, with a fixed date (reproducible)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, name in sorted(files, key=lambda item: item[1]):
            info = zipfile.ZipInfo(name, date_time=(2000, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return target


def notebooks(site: Path) -> Path:
    """Every notebook and script the site offers, in one archive."""
    found = [(p, f"notebooks/{p.name}") for p in (site / "notebooks" / "download").glob("*.ipynb")]
    found += [(p, f"scripts/{p.name}") for p in (site / "downloads").glob("*.py")]
    if not found:
        raise SystemExit(f"{site}: no notebooks or scripts (build the site first)")
    return _zip(site / NOTEBOOKS, found)


def offline(site: Path, project: Path = ROOT) -> Path:
    """Build the offline copy into a temporary folder and zip it into the site."""
    with tempfile.TemporaryDirectory(prefix="guide-offline-") as temporary:
        copy = Path(temporary) / FOLDER
        done = subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(copy)],
            cwd=project,
            capture_output=True,
            text=True,
            env={**os.environ, "OFFLINE": "true", "NO_MKDOCS_2_WARNING": "1"},
        )
        if done.returncode != 0:
            raise SystemExit(f"the offline build failed:\n{done.stderr[-4000:]}")
        for carried in CARRIED:
            if (site / carried).is_file():
                (copy / carried).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(site / carried, copy / carried)
        files = [(p, f"{FOLDER}/{p.relative_to(copy).as_posix()}") for p in copy.rglob("*") if p.is_file()]
        return _zip(site / OFFLINE, files)


def make(site: Path) -> list[Path]:
    """Both archives, into ``site/downloads/`` (the notebooks' first: the offline copy carries it)."""
    return [notebooks(site), offline(site)]
