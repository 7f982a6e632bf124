"""No broken internal link or anchor anywhere in the built site; external links are listed."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from urllib.parse import urlparse

import pytest
import yaml

from tests.support import ROOT, page_paths

from .links import check_site

pytestmark = pytest.mark.site

SITE_PATH = urlparse(yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=yaml.BaseLoader)["site_url"]).path


def test_no_broken_internal_links_or_anchors(exported_site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = check_site(exported_site, SITE_PATH)  # the exports too: the home page links to them
    with capsys.disabled():
        print(
            f"\nlinks: {report.pages} pages, {report.internal} internal links, "
            f"{len(report.broken)} broken, {len(report.external)} external (not fetched)"
        )
        for url in sorted(report.external):
            print(f"  external: {url}")
    assert report.internal > report.pages, "too few internal links found: is the parser reading the pages?"
    assert not report.broken, "broken links:\n" + "\n".join(report.broken)


def test_every_page_in_docs_is_built_and_checked(built_site: Path) -> None:
    """The browser tests visit page_paths(); this makes sure that is every built page."""
    built = {str(p.parent.relative_to(built_site)) for p in built_site.rglob("index.html")}
    built = {"" if p == "." else p + "/" for p in built}
    assert set(page_paths()) <= built
    # The rest are generated pages (notebooks): test_browser.py visits them in one loop each.


def test_every_page_carries_the_policy_and_no_inline_script(built_site: Path) -> None:
    """Scripts only from files (the CSP forbids inline ones); nothing printed can add one."""
    for page in built_site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', html)
        assert policy, f"{page}: no Content-Security-Policy"
        assert "unsafe-eval" not in policy.group(1) and "'unsafe-inline'" not in policy.group(1).split("style-src")[0]
        for attributes, body in re.findall(r"<script\b([^>]*)>(.*?)</script>", html, flags=re.S):
            if 'type="application/json"' in attributes:
                continue  # Material's configuration: data, never run
            if "src=" in attributes and not body.strip():
                continue
            digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
            assert f"'sha256-{digest}'" in policy.group(1), f"{page}: inline script not allowed by hash {body[:80]!r}"
        assert not re.search(r"\son[a-z]+=\"", html), f"{page}: inline event handler attribute"


def test_checker_finds_a_broken_link_and_a_missing_anchor(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "index.html").write_text(
        '<h2 id="top">x</h2><a href="a/#here">ok</a><a href="#top">ok</a>'
        '<a href="b/">gone</a><a href="a/#nowhere">bad anchor</a>'
        '<a href="https://pytorch.org/">ext</a>'
    )
    (tmp_path / "a" / "index.html").write_text('<p id="here"><a href="../index.html#top">back</a></p>')
    report = check_site(tmp_path)
    assert report.internal == 5
    assert report.external == {"https://pytorch.org/"}
    assert [line.split(" -> ")[0] for line in report.broken] == ["/index.html: <a> b/", "/index.html: <a> a/#nowhere"]


def test_colab_links_point_where_the_workflow_publishes_the_notebooks(built_site: Path) -> None:
    """Colab opens a notebook from a GitHub branch; .github/workflows/site.yml pushes the built
    notebooks (the artifact it uploads from site/notebooks/download) to that branch."""
    workflow = yaml.load((ROOT / ".github" / "workflows" / "site.yml").read_text(), Loader=yaml.BaseLoader)
    config = yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=yaml.BaseLoader)
    uploads = [
        s["with"] for s in workflow["jobs"]["test"]["steps"] if s.get("uses", "").startswith("actions/upload-artifact")
    ]
    assert {"name": "notebooks", "path": "site/notebooks/download"}.items() <= uploads[0].items()
    job = workflow["jobs"]["notebooks"]
    branch = job["env"]["COLAB_BRANCH"]
    assert branch == config["extra"]["notebooks"]["colab_branch"]
    assert any(s.get("with", {}).get("name") == "notebooks" for s in job["steps"]), "the job downloads the notebooks"
    published = {p.name for p in (built_site / "notebooks" / "download").glob("*.ipynb")}
    repository = config["repo_url"].removeprefix("https://github.com/")
    prefix = f"https://colab.research.google.com/github/{repository}/blob/{branch}/"
    links = {
        link
        for html in built_site.rglob("*.html")
        for link in re.findall(r'href="(https://colab\.research\.google\.com/[^"]+)"', html.read_text(encoding="utf-8"))
    }
    assert links, "no Open in Colab link on the site"
    for link in links:
        assert link.startswith(prefix) and link.removeprefix(prefix) in published, f"{link} opens nothing published"
    assert {link.removeprefix(prefix) for link in links} == published, "every published notebook has a Colab link"


def test_edit_links_open_the_page_source(built_site: Path) -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=yaml.BaseLoader)
    base = f"{config['repo_url']}/{config['edit_uri']}"
    for path in page_paths():
        html = (built_site / path / "index.html").read_text(encoding="utf-8")
        edit = re.search(r'href="([^"]+)" title="Edit this page"', html)
        assert edit, f"/{path} has no edit link"
        assert edit.group(1).startswith(base) and (ROOT / "docs" / edit.group(1).removeprefix(base)).is_file(), (
            edit.group(1)
        )


RESOURCE_RE = re.compile(
    r"<(script|img|source|iframe|video|audio|embed|object)\b[^>]*?\s(?:src|data)=\"([^\"]+)\"|<link\b[^>]*?href=\"([^\"]+)\""
)


def test_every_page_loads_only_this_sites_resources(built_site: Path) -> None:
    """No page requests anything from another host: every script, stylesheet, image or frame it
    names is on this site (the browser tests watch the network on a sample of pages too)."""
    foreign = []
    for page in built_site.rglob("*.html"):
        for match in RESOURCE_RE.finditer(page.read_text(encoding="utf-8")):
            url = match.group(2) or match.group(3)
            tag = match.group(0)
            if url.startswith(("http:", "https:", "//")) and 'rel="canonical"' not in tag:
                foreign.append(f"{page.relative_to(built_site)}: {url}")
    assert not foreign, "resources from other hosts:\n" + "\n".join(foreign[:20])
