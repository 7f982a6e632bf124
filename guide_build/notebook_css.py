"""nbconvert's stylesheet cut down to the rules the notebook pages can use.

mkdocs-jupyter's pages carry nbconvert's whole JupyterLab stylesheet: 595 KB, render-blocking,
almost all of it for parts of JupyterLab a static notebook page never has (menus, dialogs,
widgets, the file browser). A phone waits for it and then matches every rule against the page
(Lighthouse on the first notebook page: 1.2 s of render-blocking CSS, 0.8 s of style and
layout). ``pruned`` keeps a rule when one of its selectors could match: every class the
selector requires (outside ``:not(...)``) appears on some notebook page. Rules without a class
(``:root`` variables, element selectors), at-rules other than ``@media``, and selectors this
check cannot read (``:is``, ``:where``, ``:has``) are kept whole, so the cut can only leave
unused rules in, never take a used one out.
"""

from __future__ import annotations

import re

import tinycss2
from tinycss2.ast import AtRule, Node, QualifiedRule

__all__ = ["pruned", "used_classes"]

_CLASS_ATTR = re.compile(r"""\bclass\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
_CLASS = re.compile(r"\.(-?[_a-zA-Z][\w-]*)")
_NOT = re.compile(r":not\([^()]*\)")
_ATTRIBUTE = re.compile(r"\[[^\]]*\]")  # [href$=".pdf"]: its dot names no class
_UNREAD = re.compile(r":(?:is|where|has|matches|-webkit-any|-moz-any)\(")


def used_classes(page_html: str) -> set[str]:
    """Every class named in a ``class`` attribute of the page."""
    return {name for match in _CLASS_ATTR.finditer(page_html) for name in (match[1] or match[2] or "").split()}


def pruned(css: str, used: set[str]) -> str:
    """``css`` without the rules none of whose selectors can match a page using only ``used``."""
    return _rules(tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True), used)


def _rules(rules: list[Node], used: set[str]) -> str:
    kept = []
    for rule in rules:
        if isinstance(rule, QualifiedRule):
            if any(_may_match(selector, used) for selector in _selectors(rule.prelude)):
                kept.append(rule.serialize())
        elif isinstance(rule, AtRule) and rule.lower_at_keyword == "media" and rule.content is not None:
            inner = _rules(tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True), used)
            if inner:
                kept.append(f"@media{tinycss2.serialize(rule.prelude)}{{{inner}}}")
        elif rule.type != "error":
            kept.append(rule.serialize())  # @font-face, @keyframes, @supports: whole
        # a parse error is dropped, as a browser drops it: mkdocs-jupyter 0.26.3's last <style> holds
        # a Python list's repr of Pygments' rules, which no browser reads as CSS
    return "\n".join(kept)


def _selectors(prelude: list[Node]) -> list[str]:
    """A selector list split at its top-level commas: tinycss2 already nests ``:not(a, b)`` and
    ``[title="a,b"]`` as blocks, so only the list's own commas are literal tokens here."""
    parts: list[list[Node]] = [[]]
    for token in prelude:
        if token.type == "literal" and token.value == ",":
            parts.append([])
        else:
            parts[-1].append(token)
    return [tinycss2.serialize(part) for part in parts]


def _may_match(selector: str, used: set[str]) -> bool:
    if _UNREAD.search(selector):
        return True
    return set(_CLASS.findall(_NOT.sub("", _ATTRIBUTE.sub("", selector)))) <= used
