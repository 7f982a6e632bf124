"""The search index fetched when a reader first opens the search, not with every page.

Material 9.8.2 fetches ``search/search_index.json`` (336 KB, 70 KB gzipped) as each page loads,
whether the reader searches or not: a phone on a slow connection downloads it beside the page
(Lighthouse, chapter 4). Material has no setting for this, so after each build :func:`defer`
changes the one expression of Material's bundle that starts the fetch (``index$``) into an
Observable that starts it at the first focus of the search field (a click on the icon, or the
``/``, ``s``, ``f`` keys, all focus it) or the search toggle's first change, and at once on a
page opened from a search result (``?h=``: search.highlight needs the index) and in the offline
copy (``file:``: nothing to download there, and deferred, the offline copy's first search went
unanswered in tests/site/test_offline.py). The bundle is
pinned with Material; another bundle fails the build here, naming what to look at.
"""

from __future__ import annotations

from pathlib import Path

BUNDLE = "assets/javascripts/bundle.a5f9d56c.min.js"  # Material 9.8.2's (its name carries its hash)
EAGER = 'zi=document.forms.namedItem("search")?ks():tt'
# F: rxjs's Observable, Z: shareReplay, ks(): Material's index request (cold until subscribed).
LAZY = (
    'zi=document.forms.namedItem("search")?new F(r=>{let s,'
    'q=document.querySelector("[data-md-component=search-query]"),k=document.getElementById("__search"),'
    'go=()=>{if(s)return;q&&q.removeEventListener("focus",go);k&&k.removeEventListener("change",go);'
    "s=ks().subscribe(r)};"
    'if(location.protocol==="file:"||new URL(location.href).searchParams.has("h"))go();'
    'else{q&&q.addEventListener("focus",go);k&&k.addEventListener("change",go)}'
    "return()=>s&&s.unsubscribe()}).pipe(Z(1)):tt"
)


def defer(site_dir: Path) -> Path | None:
    """Make the built bundle fetch the index on first use (again after a rebuild copied it);
    returns its path, or None where the site has no search."""
    bundle = site_dir / BUNDLE
    if not (site_dir / "search").is_dir():
        return None
    if not bundle.is_file():
        raise ValueError(f"{bundle}: not found: did mkdocs-material change? (guide_build/search_index.py)")
    text = bundle.read_text(encoding="utf-8")
    if LAZY in text:
        return bundle
    if text.count(EAGER) != 1:
        raise ValueError(f"{bundle}: Material's index request was not found (guide_build/search_index.py)")
    bundle.write_text(text.replace(EAGER, LAZY), encoding="utf-8")
    return bundle
