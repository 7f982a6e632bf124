"""Build the site with Zensical from the same sources, and check what came out.

    .venv-zensical/bin/python tools/zensical_build.py [SITE_DIR]

Zensical only writes inside the folder of its config file and does not run MkDocs hooks,
so this copies the sources to a temporary project and writes a derived mkdocs.yml there:
`hooks:` out, tools/zensical_pages.py in (isolation, `#!num`, loud failures), the
`extra.downloads` scripts written as files, and every notebook page (mkdocs-jupyter)
replaced by a page that links to the notebook for download. Then it checks the result:
every page built, executed output present, no traceback, no uncomputed number.
See tools/ZENSICAL.md.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
COPIED = ["mkdocs.yml", "docs", "snippets", "hooks", "overrides", "tools"]
MARKER_RE = re.compile(r"^\s*#\s*--8<--\s*\[(start|end):[\w-]+\]\s*$")


def derived_config(config: dict[str, Any], project: Path) -> dict[str, Any]:
    config = dict(config)
    config.pop("hooks", None)
    config.pop("watch", None)
    config["site_dir"] = "site"
    extensions = config.setdefault("markdown_extensions", [])
    extensions.append("tools.zensical_pages")
    for index, entry in enumerate(extensions):
        name = entry if isinstance(entry, str) else next(iter(entry))
        if name == "pymdownx.inlinehilite":
            options = {} if isinstance(entry, str) else dict(entry[name] or {})
            options.setdefault("custom_inline", []).append(
                {"name": "num", "class": "computed", "format": "tools.zensical_pages.format_number"}
            )
            extensions[index] = {name: options}
    # Downloads: the hook publishes these at build time; here they are written as files.
    for target, source in ((config.get("extra") or {}).get("downloads") or {}).items():
        text = (project / source).read_text(encoding="utf-8")
        script = "\n".join(line for line in text.splitlines() if not MARKER_RE.match(line)) + "\n"
        (project / "docs" / target).parent.mkdir(parents=True, exist_ok=True)
        (project / "docs" / target).write_text(script, encoding="utf-8")
    # Notebooks: Zensical has no mkdocs-jupyter; each becomes a page with a download link.
    plugins = config.get("plugins") or []
    config["plugins"] = [p for p in plugins if (p if isinstance(p, str) else next(iter(p))) != "mkdocs-jupyter"]
    config["nav"] = _degrade_notebooks(config.get("nav") or [], project / "docs")
    return config


def _degrade_notebooks(nav: Any, docs: Path) -> Any:
    if isinstance(nav, list):
        return [_degrade_notebooks(item, docs) for item in nav]
    if isinstance(nav, dict):
        return {key: _degrade_notebooks(value, docs) for key, value in nav.items()}
    if isinstance(nav, str) and nav.endswith(".ipynb"):
        notebook = Path(nav)
        page = notebook.with_suffix(".md")
        title = notebook.stem.replace("-", " ").replace("_", " ").capitalize()
        (docs / page).write_text(
            f"# {title}\n\n!!! note \"This page is a Jupyter notebook\"\n\n"
            f"    The Zensical build does not render notebooks. "
            f"[Download {notebook.name}]({notebook.name}) and open it in Jupyter.\n",
            encoding="utf-8",
        )
        return str(page)
    return nav


def _link_notebooks(docs: Path, site_url: str) -> None:
    """No hooks run here, so no notebook pages: each chapter links the MkDocs build's download
    instead of losing its notebook silently."""
    for chapter in sorted((docs / "chapters").glob("*.md")):
        title, _, rest = chapter.read_text(encoding="utf-8").partition("\n")
        url = f"{site_url.rstrip('/')}/notebooks/download/{chapter.stem}.ipynb"
        note = (
            '\n\n!!! note "Notebook"\n'
            f"    This build renders no notebooks: [download {chapter.stem}.ipynb]({url})\n"
            "    from the main (MkDocs) build and open it in Jupyter.\n"
        )
        chapter.write_text(title + note + rest, encoding="utf-8")


def build(site: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="zensical-") as tmp:
        project = Path(tmp)
        for name in COPIED:
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, project / name, ignore=shutil.ignore_patterns("__pycache__"))
            elif source.exists():
                shutil.copy2(source, project / name)
        config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
        _link_notebooks(project / "docs", config["site_url"])
        (project / "mkdocs.yml").write_text(yaml.safe_dump(derived_config(config, project), sort_keys=False))
        env = {"PYTHONPATH": str(project), "PATH": "/usr/bin:/bin", "HOME": tmp, "UPT_NO_CACHE": "1"}
        result = subprocess.run([sys.executable, "-m", "zensical", "build", "--clean"], cwd=project,
                                env=env, capture_output=True, text=True)
        if site.exists():
            shutil.rmtree(site)
        if (project / "site").exists():
            shutil.copytree(project / "site", site)
    return {"returncode": result.returncode, "log": result.stdout + result.stderr}


def check(site: Path) -> list[str]:
    """What is wrong with a Zensical build of the site (empty: nothing)."""
    problems = []
    pages = sorted((ROOT / "docs").rglob("*.md"))
    for source in pages:
        relative = source.relative_to(ROOT / "docs").with_suffix("")
        built = site / ("index.html" if relative.name == "index" else f"{relative}/index.html")
        if not built.is_file():
            problems.append(f"{built.relative_to(site)}: not built")
            continue
        html = built.read_text(encoding="utf-8")
        executed = source.read_text(encoding="utf-8").count('exec="1"')
        if "Traceback (most recent call last)" in html:
            problems.append(f"{built.relative_to(site)}: a block raised")
        if ">??</span>" in html:
            problems.append(f"{built.relative_to(site)}: a prose number was not computed")
        if relative.parts[0] == "chapters" and "notebooks/download/" not in html:
            problems.append(f"{built.relative_to(site)}: no link to its notebook")
        if executed and "highlight" not in html:
            problems.append(f"{built.relative_to(site)}: {executed} executed blocks but no code shown")
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
    # Known difference (tools/ZENSICAL.md): hooks/notebooks.py's notebook pages and downloads
    # are not made, so chapter links to notebooks/ are listed here, not failed.
    notebook_links = [b for b in links.broken if "notebooks/" in b.split(" -> ")[0]]
    problems += [b for b in links.broken if b not in notebook_links]
    print(json.dumps({"site": str(site), "html_files": pages, "internal_links": links.internal,
                      "missing_notebook_links": len(notebook_links), "problems": problems}, indent=2))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
