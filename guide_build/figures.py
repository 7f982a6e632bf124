"""Figures: every matplotlib figure a block leaves open becomes an accessible inline SVG.

A block draws with plain matplotlib and ends with ``plt.show()``, as a reader would. The build
runs with the Agg backend and ``plt.show`` does nothing; after the block, every open figure is
taken (as sphinx-gallery's scraper and Jupyter's inline backend do), written as SVG and closed.

* **Both schemes.** Ink (text, axes, ticks) is drawn black and written as ``currentColor``, so
  the figure follows the page's light or dark text colour.
* **Legible on a phone.** Figures are drawn small (STYLE) with 12 pt text: a 360 px screen
  scales them by about 0.7, which keeps axis text above 11 px.
* **Valid, stable HTML.** Ids are prefixed per figure (two figures on a page never share one);
  the date and the XML prolog are dropped; ``svg.hashsalt`` makes the other ids stable.
* **Alt text** comes from the block's ``alt="..."`` option, and is required.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
from dataclasses import dataclass

INK = "#000000"
SERIES = ["#2f7fd1", "#e8772e", "#3aa655", "#c54ab8"]  # legible on white and on slate
STYLE: dict[str, object] = {
    "svg.fonttype": "none",  # real <text>, in the page's own font
    "svg.hashsalt": "understanding-pytorch",  # stable ids: same figure, same bytes
    "font.size": 12,
    "text.color": INK,
    "axes.labelcolor": INK,
    "axes.edgecolor": INK,
    "xtick.color": INK,
    "ytick.color": INK,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "grid.color": INK,
    "grid.alpha": 0.15,
    "legend.frameon": False,
    "legend.fontsize": 12,
    "figure.figsize": (4.6, 3.0),
}


@dataclass
class Figure:
    svg: str  # inline SVG markup, ready for the page
    alt: str


def apply_style() -> None:
    """The build's matplotlib settings (a reader's defaults differ only in looks)."""
    import matplotlib
    import matplotlib.pyplot as plt

    matplotlib.use("Agg")
    plt.rcParams.update({**STYLE, "axes.prop_cycle": matplotlib.cycler(color=SERIES)})
    plt.show = lambda *args, **kwargs: None  # figures are taken after the block instead


def style_identity() -> str:
    """A hash of everything that styles a figure here: STYLE and the matplotlibrc in effect."""
    import matplotlib

    rc_file = matplotlib.matplotlib_fname()
    with open(rc_file, "rb") as handle:
        rc_bytes = handle.read()
    return hashlib.sha256(json.dumps([STYLE, SERIES], default=str).encode() + rc_bytes).hexdigest()[:16]


def take_open_figures(prefix: str, alt: str | None) -> list[Figure]:
    """Every figure still open, as inline SVG (and closed). Raises if one has no alt text."""
    import matplotlib.pyplot as plt

    figures = []
    numbers = plt.get_fignums()
    for count, number in enumerate(numbers, start=1):
        figure = plt.figure(number)
        if not alt:
            plt.close("all")
            raise ValueError('this block draws a figure but its fence has no alt="..." text describing it')
        label = alt if len(numbers) == 1 else f"{alt} ({count} of {len(numbers)})"
        buffer = io.StringIO()
        figure.savefig(buffer, format="svg", transparent=True, metadata={"Date": None}, bbox_inches="tight")
        figures.append(Figure(themed_svg(buffer.getvalue(), label, f"{prefix}{count}-"), label))
    plt.close("all")
    return figures


def themed_svg(svg: str, alt: str, id_prefix: str) -> str:
    """matplotlib's SVG made fit for a page: no prolog, ink as currentColor, unique ids, labelled."""
    import html

    svg = svg[svg.index("<svg") :]
    svg = re.sub(r"<metadata>.*?</metadata>", "", svg, flags=re.S)
    svg = re.sub(r"<style[^>]*>.*?</style>", "", svg, flags=re.S)  # global CSS; executed.css has its rule
    svg = svg.replace(INK, "currentColor")
    # Text drawn in ink carries no fill of its own (SVG's default is black): give it the page's.
    svg = re.sub(r'<text(?![^>]*\bfill)([^>]*?)style="', r'<text\1style="fill: currentColor; ', svg)
    ids = set(re.findall(r'\bid="([^"]+)"', svg))
    svg = re.sub(
        r'(\bid="|url\(#|href="#)([^")]+)',
        lambda m: m.group(1) + (id_prefix + m.group(2) if m.group(2) in ids else m.group(2)),
        svg,
    )
    label = html.escape(alt, quote=True)
    svg = svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
    svg = re.sub(r"(<svg[^>]*>)", lambda m: f"{m.group(1)}<title>{label}</title>", svg, count=1)
    return "\n".join(line for line in svg.splitlines() if line.strip())
