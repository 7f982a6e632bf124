"""Phone first: what "nothing overlaps, nothing scrolls sideways, figure text legible" means at
360 px (LAYOUT, checked on every page in both schemes by test_browser.py). GUIDE_SCREENSHOTS=1
saves full-page screenshots (test-results/screenshots/) of the home page and chapters 4, 8 and
10, at 360 px dark and 1280 px light, for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import ROOT

pytestmark = [pytest.mark.site, pytest.mark.browser]
SHOTS = ["", "chapters/finding-gradients-with-autograd/", "chapters/writing-the-complete-loop/",
         "chapters/training-a-tiny-transformer/"]

# Rectangles that must not meet: each copy button and the first line of its code (in view);
# the output label sits on a line of its own. Figure text: rendered size in CSS pixels.
LAYOUT = """() => {
  const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const problems = [];
  for (const button of document.querySelectorAll("article .md-clipboard")) {
    const code = button.parentElement.querySelector("code");
    if (!code || !code.firstChild) continue;
    const text = code.textContent;
    const end = Math.max(1, text.indexOf("\\n") === -1 ? text.length : text.indexOf("\\n"));
    const range = document.createRange();
    range.setStart(code, 0);
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    let seen = 0, node;
    while ((node = walker.nextNode())) {
      if (seen + node.length >= end) { range.setEnd(node, end - seen); break; }
      seen += node.length;
    }
    const view = button.parentElement.getBoundingClientRect();
    for (const line of range.getClientRects()) {
      const visible = { left: Math.max(line.left, view.left), right: Math.min(line.right, view.right),
                        top: line.top, bottom: line.bottom };
      if (visible.left < visible.right && meet(visible, button.getBoundingClientRect())) {
        problems.push(`copy button on the first line of: ${text.slice(0, 40)}`);
        break;
      }
    }
  }
  for (const output of document.querySelectorAll("article .language-output.highlight")) {
    if (getComputedStyle(output, "::before").display !== "block") problems.push("output label over its output");
  }
  const small = [];
  for (const text of document.querySelectorAll("figure.executed-figure svg text")) {
    const ctm = text.getScreenCTM();  // scale, whatever the rotation (y-axis labels turn 90 degrees)
    const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b);
    if (size < 11) small.push(`${text.textContent.trim()} (${size.toFixed(1)} px)`);
  }
  if (small.length) problems.push(`figure text under 11 px: ${small.slice(0, 5).join(", ")}`);
  const root = document.scrollingElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  return problems;
}"""


@pytest.mark.skipif(not os.environ.get("GUIDE_SCREENSHOTS"), reason="set GUIDE_SCREENSHOTS=1 to save screenshots")
@pytest.mark.parametrize("path", SHOTS)
def test_screenshots(browser, site_server: str, path: str) -> None:
    folder = ROOT / "test-results" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    for width, scheme in [(360, "dark"), (1280, "light")]:
        context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme=scheme)
        page = context.new_page()
        page.goto(site_server + path)
        page.wait_for_load_state("networkidle")
        name = (path.strip("/").replace("/", "-") or "home") + f"-{width}-{scheme}.png"
        page.screenshot(path=str(Path(folder, name)), full_page=True)
        context.close()
