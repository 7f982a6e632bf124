"""The glossary: one list of terms, defined where a reader first meets each of them.

``includes/abbreviations.md`` holds one line per term, ``*[term]: definition``; pymdownx.snippets
appends it to every page (mkdocs.yml ``auto_append``), so the ``abbr`` extension wraps each
use of a term in an ``<abbr>`` whose title Material shows as a tooltip. ``docs/glossary.md``
defines the same terms, alphabetically, each linked to the chapter that teaches it.

A glossary entry may name several forms (``leaf, leaves``); an abbreviation may be any form of
an entry: a name, capitalised, or with a plural ``s``/``es``. The checks, on the built site:

* the abbreviations and the glossary hold the same terms, each in alphabetical order;
* on every page, the first use in prose (outside code, outputs, figures and widgets) of any
  form of each term is inside an ``<abbr>`` for that form, or inside a link to the glossary:
  a capitalised or plural first use that no abbreviation covers fails here;
* the definitions reach every page, pages without code included, and never code blocks,
  outputs, the search index or the notebooks.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from bs4 import NavigableString, Tag

from tests.support import ROOT, page_paths, parsed

pytestmark = pytest.mark.site
ABBREVIATIONS = ROOT / "includes" / "abbreviations.md"
LINE_RE = re.compile(r"^\*\[(?P<term>[^\]]+)\]: (?P<definition>\S.*)$")
NOT_PROSE = {"pre", "code", "script", "style", "svg", "kbd", "samp"}  # code, outputs, figures
NOT_PROSE_CLASSES = {"widget", "headerlink"}  # a widget's own markup; the ¶ permalinks


def abbreviations() -> dict[str, str]:
    """Term -> definition, in file order; every line of the file is one abbreviation."""
    terms: dict[str, str] = {}
    for number, line in enumerate(ABBREVIATIONS.read_text(encoding="utf-8").splitlines(), 1):
        match = LINE_RE.match(line)
        assert match, f"includes/abbreviations.md:{number}: not `*[term]: definition`: {line!r}"
        assert match["term"] not in terms, f"includes/abbreviations.md:{number}: {match['term']!r} twice"
        terms[match["term"]] = match["definition"]
    return terms


def forms(name: str) -> set[str]:
    """The forms of a glossary name a page may use: as written, capitalised, and plural."""
    singular = {name, name[:1].upper() + name[1:]}
    return singular | {f"{s}s" for s in singular} | {f"{s}es" for s in singular}


def page_file(site: Path, path: str) -> Path:
    return site / path / "index.html"


def content(site: Path, path: str) -> Tag:
    article = parsed(page_file(site, path)).select_one("article.md-content__inner")
    assert article is not None, f"{path or 'home'}: no article element"
    return article


def glossary(site: Path) -> dict[str, list[str]]:
    """First name of each glossary entry -> all its names (``leaf, leaves``), in page order."""
    entries: dict[str, list[str]] = {}
    for term in content(site, "glossary/").select("dl > dt"):
        names = [name.strip() for name in term.get_text().split(",")]
        entries[names[0]] = names
    assert entries, "the glossary page has no entries (a definition list: term, then `:   definition`)"
    return entries


def entry_forms(site: Path) -> dict[str, set[str]]:
    return {first: set().union(*(forms(name) for name in names)) for first, names in glossary(site).items()}


def test_abbreviations_are_in_alphabetical_order() -> None:
    terms = list(abbreviations())
    assert terms == sorted(terms, key=str.casefold), "includes/abbreviations.md: keep the terms in alphabetical order"


def test_glossary_entries_are_in_alphabetical_order_and_each_links_to_where_it_is_taught(built_site: Path) -> None:
    names = list(glossary(built_site))
    assert names == sorted(names, key=str.casefold), "docs/glossary.md: keep the entries in alphabetical order"
    for term in content(built_site, "glossary/").select("dl > dt"):
        definition = term.find_next_sibling("dd")
        assert definition is not None and definition.select("a[href]"), f"glossary: {term.get_text()!r} links nowhere"


def test_every_abbreviation_is_in_the_glossary_and_every_glossary_term_is_an_abbreviation(built_site: Path) -> None:
    entries, terms = entry_forms(built_site), abbreviations()
    orphans = [term for term in terms if not any(term in known for known in entries.values())]
    assert not orphans, f"in includes/abbreviations.md but no form of a docs/glossary.md entry: {orphans}"
    missing = [name for names in glossary(built_site).values() for name in names if name not in terms]
    assert not missing, f"in docs/glossary.md but not in includes/abbreviations.md: {missing}"


def _not_prose(element: Tag) -> bool:
    if element.name in NOT_PROSE or NOT_PROSE_CLASSES & set(element.get("class") or []):
        return True
    return element.name == "a" and element.has_attr("download")  # a file name, such as a notebook's


def prose_strings(root: Tag) -> list[NavigableString]:
    """The page's text in reading order, without code, outputs, figures and widget markup."""
    strings = []
    for text in root.find_all(string=True):
        if type(text) is not NavigableString:  # comments, doctype, CDATA
            continue
        parents = list(text.parents)
        if any(_not_prose(p) for p in parents):
            continue
        strings.append(text)
    return strings


def first_uses(root: Tag, entries: dict[str, set[str]]) -> dict[str, tuple[str, NavigableString]]:
    """Entry -> (the form, the text it sits in) of its first use in the page's prose."""
    patterns = {
        entry: re.compile(r"\b(?:" + "|".join(re.escape(f) for f in sorted(fs, key=len, reverse=True)) + r")\b")
        for entry, fs in entries.items()
    }
    found: dict[str, tuple[str, NavigableString]] = {}
    for text in prose_strings(root):
        abbr = text.find_parent("abbr")
        for entry, pattern in patterns.items():
            if entry in found:
                continue
            for match in pattern.finditer(text):
                if abbr is not None and abbr.get_text() != match.group(0):
                    continue  # part of a longer term's abbreviation: "gradient" in "gradient descent"
                found[entry] = (match.group(0), text)
                break
    return found


def marked(text: NavigableString, form: str, definitions: dict[str, str]) -> bool:
    """Is this use of `form` inside its own <abbr> or a link to the glossary?"""
    abbr = text.find_parent("abbr")
    if abbr is not None and abbr.get_text() == form and abbr.get("title") == definitions.get(form):
        return True
    return any("glossary/" in (link.get("href") or "") for link in text.find_parents("a"))


MARKED_PAGES = [path for path in page_paths() if path != "glossary/"]  # the glossary defines them all


@pytest.mark.parametrize("path", MARKED_PAGES, ids=lambda p: p or "home")
def test_the_first_use_of_every_glossary_term_carries_its_definition(built_site: Path, path: str) -> None:
    definitions = abbreviations()
    unmarked = []
    for entry, (form, text) in first_uses(content(built_site, path), entry_forms(built_site)).items():
        if not marked(text, form, definitions):
            context = " ".join(text.split())[:90]
            unmarked.append(f"{form!r} (glossary: {entry}) in {context!r}")
    assert not unmarked, (
        f"{path or 'home'}: the first use of these terms has no <abbr> and no link to the glossary "
        f"(add the form to includes/abbreviations.md, or link it): {unmarked}"
    )


@pytest.mark.parametrize("path", MARKED_PAGES, ids=lambda p: p or "home")
def test_the_definitions_reach_the_page_and_no_code(built_site: Path, path: str) -> None:
    article = content(built_site, path)
    assert article.select("abbr[title]"), f"{path or 'home'}: no <abbr>: includes/abbreviations.md did not reach it"
    in_code = [a.get_text() for a in article.select("pre abbr, code abbr, svg abbr, .widget abbr")]
    assert not in_code, f"{path or 'home'}: abbreviations inside code, outputs or widgets: {in_code}"
    leftover = [line for line in article.get_text().splitlines() if LINE_RE.match(line.strip())]
    assert not leftover, f"{path or 'home'}: abbreviation definitions shown as text: {leftover[:3]}"


def test_the_glossary_page_defines_each_term_once_and_carries_no_tooltip(built_site: Path) -> None:
    """Its entries are the definitions: a tooltip there would repeat the page (guide_build/glossary.py)."""
    article = content(built_site, "glossary/")
    assert not article.select("abbr"), "the glossary page carries tooltips"
    terms = [dt.get_text(" ", strip=True) for dt in article.select("dl > dt")]
    assert len(terms) == len(set(terms)) == len(entry_forms(built_site)), terms


def test_no_definition_leaks_into_the_notebooks_or_the_search_index(built_site: Path) -> None:
    notebooks = sorted((built_site / "notebooks" / "download").glob("*.ipynb"))
    assert notebooks, "no notebooks were built"
    for notebook in notebooks:
        text = notebook.read_text(encoding="utf-8")
        assert "<abbr" not in text and "*[" not in text, f"{notebook.name}: carries the glossary's abbreviations"
    for page in sorted((built_site / "notebooks").glob("*/index.html")):
        assert "<abbr" not in page.read_text(encoding="utf-8"), f"{page.parent.name}: notebook page with <abbr>"
    index = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    leaked = [doc["location"] for doc in index["docs"] if "*[" in doc["text"]]
    assert not leaked, f"abbreviation definitions in the search index: {leaked[:5]}"


def repeated_marks(root: Tag) -> list[str]:
    """Terms marked twice in one section (under one ``#`` or ``##`` heading; guide_build/glossary.py)."""
    seen: set[str] = set()
    repeated = []
    for element in root.find_all(["h1", "h2", "abbr"]):
        if element.name != "abbr":
            seen.clear()
        elif element.get("title") in seen:
            repeated.append(element.get_text())
        else:
            seen.add(element.get("title"))
    return repeated


@pytest.mark.parametrize("path", page_paths(), ids=lambda p: p or "home")
def test_a_term_is_marked_at_most_once_a_section(built_site: Path, path: str) -> None:
    repeated = repeated_marks(content(built_site, path))
    assert not repeated, f"{path or 'home'}: glossary terms marked again in the same section: {repeated}"
