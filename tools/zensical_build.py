"""Build the site with Zensical from the same sources, and check what came out.

    .venv-zensical/bin/python tools/zensical_build.py [SITE_DIR]

Zensical reads mkdocs.yml, including the guide's Markdown extension (guide_build.markdown), which
runs each page itself when no MkDocs plugin ran it first. Zensical writes only inside the folder of
its config file and runs no MkDocs plugin of ours (guide_build) or mkdocs-jupyter, so this copies the
sources to a temporary project with a derived mkdocs.yml (neither plugin, the extension pointed
at the copy, the ``extra.downloads`` scripts written as files), builds, and checks the result:
every page built, executed output present, no literal fence, no uncomputed number, no broken
internal link. See tools/ZENSICAL.md.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
# What the build reads: tests/docs/torch-versions.json is what `#!torch` markers show (make drift).
COPIED = ["mkdocs.yml", "docs", "snippets", "guide_build", "overrides", "includes", "tests/docs/torch-versions.json"]
MARKER_RE = re.compile(r"^\s*#\s*--8<--\s*\[(start|end):[\w-]+\]\s*$")


class _Loader(yaml.SafeLoader):
    """mkdocs.yml as data: ``!!python/name:x.y`` tags kept as the dotted name Zensical resolves."""


_Loader.add_multi_constructor("tag:yaml.org,2002:python/name:", lambda loader, suffix, node: suffix)


def _env(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    """MkDocs' ``!ENV [NAME, default]``: the variable read as YAML where it is set, else the default."""
    if isinstance(node, yaml.SequenceNode):
        *names, default = loader.construct_sequence(node)
    else:
        names, default = [loader.construct_scalar(node)], None
    set_ = [os.environ[name] for name in names if name in os.environ]
    return yaml.safe_load(set_[0]) if set_ else default


_Loader.add_constructor("!ENV", _env)
# MkDocs plugins Zensical does not run: the guide's own (guide_build: the extension runs each page
# instead), the notebooks (mkdocs-jupyter), the whole guide on one page (print-site) and the
# offline copy (offline, made by guide_build/export/offline.py with MkDocs).
MKDOCS_ONLY = {"mkdocs-jupyter", "print-site", "offline", "guide_build"}
# What the home page links that only the MkDocs build and its exports make (python -m guide_build pdf|offline).
EXPORTS = (
    "print_page/",
    "downloads/understanding-pytorch.pdf",
    "downloads/understanding-pytorch-offline.zip",
    "downloads/notebooks.zip",
)


def derived_config(config: dict[str, Any], project: Path) -> dict[str, Any]:
    config = dict(config)
    config.pop("hooks", None)
    config.pop("watch", None)
    config["site_dir"] = "site"
    extensions = config.setdefault("markdown_extensions", [])
    for index, entry in enumerate(extensions):
        if entry == "guide_build.markdown":
            extensions[index] = {"guide_build.markdown": {"project_dir": str(project)}}
    # Downloads: the MkDocs plugin publishes these at build time; here they are written as files.
    for target, source in ((config.get("extra") or {}).get("downloads") or {}).items():
        text = (project / source).read_text(encoding="utf-8")
        script = "\n".join(line for line in text.splitlines() if not MARKER_RE.match(line)) + "\n"
        (project / "docs" / target).parent.mkdir(parents=True, exist_ok=True)
        (project / "docs" / target).write_text(script, encoding="utf-8")
    plugins = config.get("plugins") or []
    config["plugins"] = [p for p in plugins if (p if isinstance(p, str) else next(iter(p))) not in MKDOCS_ONLY]
    return config


def build(site: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="zensical-") as tmp:
        project = Path(tmp)
        for name in COPIED:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, project / name, ignore=shutil.ignore_patterns("__pycache__"))
            elif source.exists():
                (project / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, project / name)
        if (ROOT / ".cache" / "exec").is_dir():  # entries hold relative paths: valid in the copy too
            shutil.copytree(ROOT / ".cache" / "exec", project / ".cache" / "exec")
        config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_Loader)
        (project / "mkdocs.yml").write_text(yaml.safe_dump(derived_config(config, project), sort_keys=False))
        env = {"PYTHONPATH": str(project), "PATH": "/usr/bin:/bin", "HOME": tmp}
        result = subprocess.run(
            [sys.executable, "-m", "zensical", "build", "--clean"], cwd=project, env=env, capture_output=True, text=True
        )
        if site.exists():
            shutil.rmtree(site)
        if (project / "site").exists():
            shutil.copytree(project / "site", site)
    return {"returncode": result.returncode, "log": result.stdout + result.stderr}


def check(site: Path) -> list[str]:
    """What is wrong with a Zensical build of the site (empty: nothing)."""
    problems = []
    for source in sorted((ROOT / "docs").rglob("*.md")):
        if source.is_relative_to(ROOT / "docs" / "assets"):  # notes for authors, excluded from the site
            continue
        relative = source.relative_to(ROOT / "docs").with_suffix("")
        built = site / ("index.html" if relative.name == "index" else f"{relative}/index.html")
        if not built.is_file():
            problems.append(f"{built.relative_to(site)}: not built")
            continue
        html = built.read_text(encoding="utf-8")
        shown = source.read_text(encoding="utf-8").count('source="above"')
        for symptom, problem in [
            ("This page did not build", "a block failed"),
            (">??</span>", "a prose number was not computed"),
            ("#!num", "a prose number was left as text"),
            ('exec="1"', "an executed fence was published as text"),
        ]:
            if symptom in html:
                problems.append(f"{built.relative_to(site)}: {problem}")
        # An annotated block (annotate="1") carries one more class: "language-python highlight annotate".
        if shown and len(re.findall(r'class="language-python highlight[ "]', html)) < shown:
            problems.append(f"{built.relative_to(site)}: {shown} blocks show their code, fewer are on the page")
    return problems


def main(argv: list[str]) -> int:
    site = Path(argv[0]) if argv else Path(tempfile.gettempdir()) / "site-zensical"
    outcome = build(site)
    print(outcome["log"][-3000:])
    if outcome["returncode"] != 0:
        print(f"zensical build failed (exit {outcome['returncode']})")
        return 1
    problems = check(site)
    pages = len(list(site.rglob("*.html")))
    sys.path.insert(0, str(ROOT / "tests" / "site"))
    from links import check_site  # tests/site/links.py: the same checker as the MkDocs site's

    links = check_site(site, "/guide/")
    problems += [line for line in links.broken if not any(f"> {target} -> " in line for target in EXPORTS)]
    print(
        json.dumps(
            {
                "site": str(site),
                "html_files": pages,
                "internal_links": links.internal,
                "problems": problems,
            },
            indent=2,
        )
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
