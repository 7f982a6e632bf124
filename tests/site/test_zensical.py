"""The same sources build with Zensical, executed outputs intact (tools/zensical_build.py).

Runs when a Zensical venv exists (`.venv-zensical`, see tools/ZENSICAL.md); CI makes it.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.support import ROOT

pytestmark = pytest.mark.faults  # slow: `make faults`

VENV_PYTHON = Path(os.environ.get("ZENSICAL_VENV", ROOT / ".venv-zensical")) / "bin" / "python"


@pytest.mark.skipif(not VENV_PYTHON.exists(), reason="no Zensical venv: make zensical (tools/ZENSICAL.md)")
def test_zensical_builds_the_site_with_executed_output(tmp_path: Path) -> None:
    site = tmp_path / "site"
    result = subprocess.run(
        [str(VENV_PYTHON), str(ROOT / "tools" / "zensical_build.py"), str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    home = (site / "index.html").read_text(encoding="utf-8")
    assert 'class="computed"' in home and ">??<" not in home, "prose numbers were not computed"
    pages = list(site.rglob("index.html"))
    sources = [p for p in (ROOT / "docs").rglob("*.md") if not p.is_relative_to(ROOT / "docs" / "assets")]
    assert len(pages) >= len(sources)
    assert "language-output" in (site / "chapters" / "shaping-tensors" / "index.html").read_text(encoding="utf-8")
