"""Resolve every internal link and anchor of a built site; collect external links."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

# (tag, attribute) pairs that point somewhere.
LINK_ATTRIBUTES = {
    ("a", "href"),
    ("link", "href"),
    ("script", "src"),
    ("img", "src"),
    ("source", "src"),
    ("iframe", "src"),
    ("video", "src"),
    ("audio", "src"),
    ("use", "href"),
    ("form", "action"),
}
SKIPPED_SCHEMES = {"mailto", "tel", "data", "javascript"}


class _PageParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []  # (tag, url)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("id", "name") and not (tag in ("input", "meta", "form") and name == "name"):
                self.ids.add(value)
            if (tag, name) in LINK_ATTRIBUTES or (tag == "use" and name == "xlink:href"):
                self.links.append((tag, value))


@dataclass
class LinkReport:
    pages: int = 0
    internal: int = 0
    broken: list[str] = field(default_factory=list)
    external: set[str] = field(default_factory=set)


def check_site(site: Path, base_path: str = "/") -> LinkReport:
    """Check every .html file under `site`; `base_path` is site_url's path (for 404.html)."""
    parsed = {page: _parse(page) for page in sorted(site.rglob("*.html"))}
    report = LinkReport(pages=len(parsed))
    for page, parser in parsed.items():
        page_url = "/" + page.relative_to(site).as_posix()
        for tag, raw in parser.links:
            url = urlparse(urljoin(page_url, raw.strip()))
            if url.scheme in SKIPPED_SCHEMES:
                if url.scheme == "javascript":
                    report.broken.append(f"{page_url}: javascript: URL in <{tag}>")
                continue
            if url.scheme or url.netloc:
                report.external.add(raw)
                continue
            report.internal += 1
            path = unquote(url.path)
            if path.startswith(base_path):  # absolute links use site_url's path (404.html)
                path = "/" + path[len(base_path) :]
            target = site / path.lstrip("/")
            if path.endswith("/") or target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                report.broken.append(f"{page_url}: <{tag}> {raw} -> missing {target.relative_to(site)}")
                continue
            if url.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else _parse(target).ids
                if unquote(url.fragment) not in ids:
                    report.broken.append(
                        f"{page_url}: <{tag}> {raw} -> no id '{url.fragment}' in {target.relative_to(site)}"
                    )
    return report


def _parse(page: Path) -> _PageParser:
    parser = _PageParser()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser
