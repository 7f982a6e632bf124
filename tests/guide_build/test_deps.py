"""guide_build/deps.py: what a run used, as the cache checks it: project files and distributions."""

from __future__ import annotations

import hashlib
import importlib.metadata
from pathlib import Path

from guide_build.deps import imported_distributions, project_files


def test_project_files_are_the_project_s_own_by_relative_path(tmp_path: Path) -> None:
    root = tmp_path / "project"
    for name in ("snippets/data.txt", "guide_build/run.py", "lib/site-packages/torch/x.py"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(name)
    (tmp_path / "outside.txt").write_text("not ours")
    opened = {str(root / "snippets/data.txt"), str(root / "guide_build/run.py"), str(root / "gone.txt")}
    opened |= {str(root / "lib/site-packages/torch/x.py"), str(tmp_path / "outside.txt")}
    assert project_files(root, opened) == {"snippets/data.txt": hashlib.sha256(b"snippets/data.txt").hexdigest()}


def test_imported_distributions_name_each_with_its_version() -> None:
    found = imported_distributions()  # this process has imported pytest
    assert found["pytest"] == importlib.metadata.version("pytest")
    assert list(found) == sorted(found)
