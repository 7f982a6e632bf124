"""What the widget tests look at on a page: layout, words a reader must never see, the mounts.

The mount contract is in docs/assets/widgets/README.md (``page_mounts`` parses it back).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from tests.support import ROOT

WIDGETS = ROOT / "docs" / "assets" / "widgets"

LAYOUT_CHECK = """(root) => {
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) {
    problems.push(`the page scrolls sideways: ${doc.scrollWidth} > ${doc.clientWidth}`);
  }
  const name = (el) => el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ").join(".") : "")
    + (el.textContent.trim() ? ` "${el.textContent.trim().slice(0, 24)}"` : "");
  const frame = root.getBoundingClientRect();
  const parts = [...root.querySelectorAll(
    "button, input, output, canvas, summary, .widget__readout, .widget__values > div, .widget__status," +
    ".widget__cell, .widget__grad, .widget__chip, .widget__line, .widget__code, .widget__hint, .widget__title",
  )].filter((el) => el.getClientRects().length && !el.closest("[hidden]"));
  const boxes = parts.map((el) => el.getBoundingClientRect());
  parts.forEach((el, i) => {
    const r = boxes[i];
    if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5) problems.push(`${name(el)} sticks out of the widget`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible")
      problems.push(`${name(el)} overflows its own box`);
  });
  for (let i = 0; i < parts.length; i += 1) {
    for (let j = i + 1; j < parts.length; j += 1) {
      if (parts[i].contains(parts[j]) || parts[j].contains(parts[i])) continue;
      const [a, b] = [boxes[i], boxes[j]];
      const dx = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const dy = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (dx > 1 && dy > 1) problems.push(`${name(parts[i])} overlaps ${name(parts[j])}`);
    }
  }
  for (const canvas of root.querySelectorAll("canvas")) {
    const size = parseFloat(getComputedStyle(canvas).fontSize);
    if (size < 12) problems.push(`canvas labels are ${size}px, under 12px`);
  }
  return problems;
}"""


def layout_problems(widget) -> list[str]:
    """Sideways scrolling, parts outside the widget or overlapping each other, small canvas type."""
    return widget.evaluate(LAYOUT_CHECK)


def bad_numbers(widget) -> list[str]:
    """Words a reader must never see in a widget."""
    text = widget.inner_text()
    return [word for word in ("NaN", "Infinity", "undefined") if word in text]


# ---------------------------------------------------------------------------- the built pages

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Mount:
    name: str
    classes: list[str]
    scripts: list[dict[str, str]] = field(default_factory=list)  # attributes of each script.widget-data
    data: list[str] = field(default_factory=list)
    fallback_text: str = ""
    fallback_hidden: bool = False
    details: int = 0


class _Mounts(HTMLParser):
    """Every [data-widget] element of a page, with what sits inside it."""

    def __init__(self) -> None:
        super().__init__()
        self.mounts: list[Mount] = []
        self.stack: list[tuple[str, str]] = []  # (tag, role): role is "mount", "fallback", "data" or ""

    def _inside(self, role: str) -> bool:
        return any(r == role for _, r in self.stack)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = a.get("class", "").split()
        role = ""
        if "data-widget" in a:
            self.mounts.append(Mount(a["data-widget"], classes))
            role = "mount"
        elif self._inside("mount") and self.stack[-1][1] == "mount" and "widget__fallback" in classes:
            self.mounts[-1].fallback_hidden = "hidden" in a
            role = "fallback"
        elif tag == "script" and "widget-data" in classes and self._inside("mount"):
            self.mounts[-1].scripts.append(a)
            self.mounts[-1].data.append("")
            role = "data"
        if tag == "details" and self._inside("mount"):
            self.mounts[-1].details += 1
        if tag not in VOID:
            self.stack.append((tag, role))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._inside("data"):
            self.mounts[-1].data[-1] += data
        elif self._inside("fallback"):
            self.mounts[-1].fallback_text += data


def page_mounts(built_site: Path, page: str) -> list[Mount]:
    """Every [data-widget] element on one built page ("" is the home page)."""
    parser = _Mounts()
    parser.feed((built_site / page / "index.html").read_text(encoding="utf-8"))
    return parser.mounts


def embedded_data(built_site: Path, page: str, widget: str) -> dict:
    """The build-time JSON that a widget's mount element carries on a built page."""
    mounts = [m for m in page_mounts(built_site, page) if m.name == widget]
    assert mounts, f"/{page} does not mount the {widget} widget"
    (text,) = mounts[0].data
    return json.loads(text)
