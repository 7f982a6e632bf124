"""The whole guide on one page: mkdocs-print-site-plugin's page, fitted to this site.

The plugin (mkdocs.yml ``print-site``) joins the pages' rendered HTML in nav order, outputs
and figures included, and writes ``print_page/index.html`` in its ``on_post_build``; the hook's
``on_post_build`` runs after it (MkDocs runs hooks after plugins) and calls :func:`finish`:

* its inline script (refused by the Content-Security-Policy) becomes a file of this site,
  ``assets/javascripts/print-page.js``, which does the same (the table of contents);
* its ``<style>`` of heading numbers (inert: ``enumerate_headings`` is off) goes, as a
  ``<style>`` in the body is not valid HTML;
* every widget is its static fallback: no ``data-widget`` (mount.js mounts nothing) and no data;
* its ``heading-number`` attribute (not HTML) becomes ``data-heading-number``, and its links to
  the home page (``#.``) point at the home page's section (``#index``), and to itself at its top;
* Material's ``base`` is relative, as on every other page (the plugin renders the page with the
  404 page's context, whose base is absolute: search and instant navigation would look for the
  site at its published path, wherever it is served from, and not at all from ``file://``);
* every collapsed block (``???``: where a page starts, exercise answers) is open, so its code
  and output are printed;
* every code block can be reached by keyboard (``tabindex="0"``), as a block that scrolls
  sideways must be (axe scrollable-region-focusable): Material's script gives it to the blocks
  that scroll on the other pages, but does not mount the print page's blocks;
* each page keeps its provenance line (``also_printed``), added by the hook after the plugin
  kept the page's HTML;
* the plugin's stylesheets are linked from this page only (``include_css: false`` in mkdocs.yml:
  the plugin would add them, render-blocking, to every page of the site), and copied here.
"""

from __future__ import annotations

import posixpath
import re
import shutil
from pathlib import Path

import mkdocs_print_site_plugin
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.utils import get_relative_url

_INLINE_RE = re.compile(
    r"<script type=\"text/javascript\">\s*document\.addEventListener\('DOMContentLoaded'.*?</script>", re.S
)
_STYLE_RE = re.compile(r"<style>[^<]*\.print-site-enumerate-headings[^<]*</style>")
_WIDGET_RE = re.compile(r'(<div\b[^>]*?) data-widget="[a-z-]+"')
_DATA_RE = re.compile(r'<script type="application/json" class="widget-data">.*?</script>', re.S)
_DETAILS_RE = re.compile(r"<details(?![^>]*\bopen\b)")
SCRIPT = "assets/javascripts/print-page.js"  # where the plugin's inline script (_INLINE_RE) goes: a site file
_SECTION_RE = re.compile(r"(<section\b[^>]*?) heading-number=")
_BASE_RE = re.compile(r'(<script id="__config" type="application/json">[^<]*?"base": )"[^"]*"')
_HOME_RE = re.compile(r'href="#\."')  # the plugin's link to the home page ("." has no page key)
_A11Y_CSS_RE = re.compile(r'<link rel="stylesheet" href="[^"]*assets/stylesheets/a11y\.css">')
STYLES = ("css/print-site.css", "css/print-site-material.css")  # the plugin's, for this page only
_CODE_RE = re.compile(r"(<pre\b[^>]*>(?:<span></span>)?<code\b)(?![^>]*\btabindex=)")


def page_file(config: MkDocsConfig) -> Path | None:
    """The print page the plugin wrote in this build (None without the plugin, or disabled)."""
    plugin = config.plugins.get("print-site")
    if plugin is None or not plugin.config.get("enabled"):
        return None
    return Path(plugin.print_file.abs_dest_path)


def fit(page_html: str, page_url: str) -> str:
    """The plugin's page as this site needs it (see the module docstring)."""
    here = (page_url if page_url.endswith("/") else posixpath.dirname(page_url)).strip("/") or "."
    key = posixpath.splitext(page_url.strip("/"))[0].replace("/", "-")  # the plugin's page key
    script = posixpath.relpath(SCRIPT, here)
    page_html, replaced = _INLINE_RE.subn(f'<script src="{script}"></script>', page_html)
    if replaced != 1:
        raise ValueError("the print page's inline script was not found: did mkdocs-print-site-plugin change?")
    page_html = _STYLE_RE.sub("", page_html)
    page_html = _DATA_RE.sub("", _WIDGET_RE.sub(r"\1", page_html))
    page_html = _SECTION_RE.sub(r"\1 data-heading-number=", page_html)  # valid HTML: a data- attribute
    page_html = _HOME_RE.sub('href="#index"', page_html)
    page_html = page_html.replace(f'href="#{key}"', 'href="#print-site-page"')  # itself
    page_html = _BASE_RE.sub(rf'\1"{posixpath.relpath(".", here)}"', page_html)
    page_html = _CODE_RE.sub(r'\1 tabindex="0"', page_html)  # reachable by keyboard, scrolling or not
    links = "".join(f'<link rel="stylesheet" href="{posixpath.relpath(css, here)}">' for css in STYLES)
    page_html, replaced = _A11Y_CSS_RE.subn(lambda m: m.group(0) + links, page_html, count=1)  # as the plugin did
    if replaced != 1:
        raise ValueError("the print page does not link a11y.css (overrides/main.html)")
    return _DETAILS_RE.sub("<details open", page_html)


def linked(page_html: str, config: MkDocsConfig, page_url: str) -> str:
    """A page's links to the print page (``href="print_page/"``, raw HTML: MkDocs does not know the
    page) made relative to the page, in either URL style (the offline copy's are ``.html``)."""
    plugin = config.plugins.get("print-site")
    if plugin is None or not plugin.config.get("enabled"):
        return page_html
    link = f'href="{plugin.config["print_page_basename"]}/"'
    return page_html.replace(link, f'href="{get_relative_url(plugin.print_file.url, page_url)}"')


def also_printed(page: object, added_html: str) -> None:
    """What the hook adds to a page after the plugin kept its HTML (the plugin's ``page.html``, set
    in its ``on_page_content``, which runs before the hook's) goes on the print page too: the
    provenance line under each page."""
    if isinstance(getattr(page, "html", None), str):
        page.html += added_html  # type: ignore[attr-defined]


def finish(config: MkDocsConfig) -> Path | None:
    """Rewrite the built print page in place; returns its path."""
    path = page_file(config)
    if path is None or not path.is_file():
        return None
    plugin = config.plugins["print-site"]
    for css in STYLES:  # what the plugin copies only with include_css (on every page then)
        target = Path(config.site_dir) / css
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(Path(mkdocs_print_site_plugin.__file__).parent / css, target)
    path.write_text(fit(path.read_text(encoding="utf-8"), plugin.print_file.url), encoding="utf-8")
    return path
