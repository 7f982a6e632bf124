"""The downloadable programs run with plain `python`, outside the repository, and print exactly
what the chapter blocks that show them print."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from tests.support import ROOT, WarmPython
from tests.test_snippets_run_alone import EXPECTED


def _downloads() -> dict[str, str]:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=yaml.BaseLoader)
    return config["extra"]["downloads"] or {}


@pytest.fixture(scope="module")
def reader(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WarmPython]:
    python = WarmPython(tmp_path_factory.mktemp("reader-home"), reader=True)
    yield python
    python.close()


@pytest.mark.parametrize(("target", "source"), sorted(_downloads().items()))
def test_download_runs_standalone(
    target: str, source: str, built_site: Path, reader: WarmPython, tmp_path: Path
) -> None:
    published = built_site / target
    assert published.is_file(), f"{target} is not in the built site"
    script = tmp_path / published.name
    script.write_text(published.read_text())
    text = script.read_text()
    assert "--8<--" not in text, "section markers leaked into the download"
    needs_repo = re.search(r"^\s*(from|import)\s+snippets\b", text, re.M)
    assert not needs_repo, "a download must not need this repository's packages"
    ran = reader.run(tmp_path, script.name)
    assert ran.code == 0, ran.stderr
    shown = EXPECTED.get(source)
    assert shown, f"no page shows the whole of {source}"
    for page, text in shown:
        assert ran.stdout == text, f"{target} printed something other than what docs/{page} shows for it"
