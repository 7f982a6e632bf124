"""How wide code is on a built page, measured in the browser (tests/site/test_code_fits.py,
the print check in test_print_page.py): in characters of the code font, per block."""

from __future__ import annotations

SOURCE = "article .highlight:not(.language-output) > pre > code"
PYTHON = "article .language-python.highlight > pre > code"
OUTPUT = "article .language-output.highlight > pre > code"
# The PDF's printable width in CSS pixels: Chromium's default paper (Letter, 8.5 in at 96 px an
# inch; guide_build/export/pdf.py sets none) less the 25 mm margins of the print page's @page.
PRINTED_PX = round(8.5 * 96 - 2 * 25 / 25.4 * 96)

# Every block laid out (collapsed blocks open, each tab's panel shown), then, in characters of
# each block's own code font: the narrowest and the widest column, the fewest characters left of
# a copy button, the first lines that reach under their block's button, and the blocks whose
# code is wider than their box (each block's longest line). ``nowrap`` measures as the screen
# lays code out (one line a line) whatever the media's own CSS says (print wraps).
MEASURE = """([source, output, nowrap]) => {
  for (const details of document.querySelectorAll("article details")) details.open = true;
  for (const panel of document.querySelectorAll("article .tabbed-block")) panel.style.display = "block";
  const sources = [...document.querySelectorAll(source)];
  const outputs = [...document.querySelectorAll(output)];
  // Characters of each block's own font (code in an admonition is set smaller).
  const charWidth = (code) => {
    const probe = document.createElement("span");
    probe.textContent = "0".repeat(100);
    probe.style.whiteSpace = "pre";
    code.prepend(probe);
    const width = probe.getBoundingClientRect().width / 100;
    probe.remove();
    return width;
  };
  const lines = (element) => element.textContent.replace(/\\n$/, "").split("\\n");
  const columns = [], beforeButton = [], underButton = [];
  for (const code of sources) {
    const char = charWidth(code);
    const chars = (px) => Math.floor(px / char + 0.01);
    const style = getComputedStyle(code);
    const left = code.getBoundingClientRect().left + parseFloat(style.paddingLeft);
    columns.push(chars(code.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)));
    const button = code.parentElement.querySelector(".md-code__button");
    const box = button && button.getBoundingClientRect();
    if (!box || !box.width) continue;
    beforeButton.push(chars(box.left - left));
    // A first line (the button is two lines high) that reaches under it.
    const under = lines(code).slice(0, 2).find((line) => line.length > beforeButton.at(-1));
    if (under) underButton.push(under);
  }
  const longest = (element) => lines(element).reduce((a, b) => (b.length > a.length ? b : a), "");
  const wide = (element) => {
    const before = element.style.whiteSpace;
    if (nowrap) element.style.whiteSpace = "pre";
    const over = element.scrollWidth > element.clientWidth;
    element.style.whiteSpace = before;
    return over;
  };
  return {
    column: Math.min(...columns),
    widest: Math.max(...columns),
    beforeButton: beforeButton.length ? Math.min(...beforeButton) : null,
    sources: sources.length,
    outputs: outputs.length,
    wideSources: sources.filter(wide).map(longest),
    wideOutputs: outputs.filter(wide).map(longest),
    underButton,
  };
}"""


def measure(page: object, *, source: str = SOURCE, nowrap: bool = False) -> dict:
    """``MEASURE`` on a loaded page (a playwright Page), over the code blocks ``source`` selects."""
    return page.evaluate(MEASURE, [source, OUTPUT, nowrap])  # type: ignore[attr-defined]
