"""Turn a matplotlib figure into something a page (or a terminal) can show.

Built pages get an inline, accessible SVG whose text and axes follow the page's
colour scheme: we draw them in a placeholder colour and swap it for
``currentColor``, so the same figure reads well in the light and the dark theme.
Run alone (``python -m snippets...``), a snippet saves its figure under
``figures/`` instead and says where.
"""

from __future__ import annotations

import html
import io
import os
import re
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

INK = "#010203"  # placeholder for "the page's text colour"
SERIES = ["#2f7fd1", "#e8772e", "#3aa655", "#c54ab8"]  # legible on white and on slate

plt.rcParams.update(
    {
        "svg.fonttype": "none",  # real <text>, in the page's own font
        "svg.hashsalt": "understanding-pytorch",  # stable ids: same figure, same bytes
        "font.size": 11,
        "text.color": INK,
        "axes.labelcolor": INK,
        "axes.edgecolor": INK,
        "xtick.color": INK,
        "ytick.color": INK,
        "axes.prop_cycle": matplotlib.cycler(color=SERIES),
        "axes.spines.top": False,
        "axes.spines.right": False,
        "grid.color": INK,
        "grid.alpha": 0.15,
        "legend.frameon": False,
        "figure.figsize": (6.4, 3.6),
    }
)


def _in_notebook() -> bool:
    """True inside a Jupyter kernel (the chapter notebooks, Colab)."""
    shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
    return shell is not None and "ipykernel" in sys.modules


def svg_figure(fig: Figure, alt: str, name: str) -> str:
    """Return the figure as page markup (built pages) or save it (run alone).

    In a notebook the figure is displayed as an output instead, and "" is returned.
    """
    if _in_notebook():
        from IPython.display import SVG, display

        display(SVG(_themed_svg(fig, alt)))
        return ""
    if os.environ.get("SNIPPETS_FIGURES") != "inline":
        path = Path("figures") / f"{name}.svg"
        path.parent.mkdir(exist_ok=True)
        fig.savefig(path, format="svg", metadata={"Date": None}, bbox_inches="tight")
        plt.close(fig)
        return f"[figure saved to {path}]"
    return f'<figure class="executed-figure" id="figure-{name}">{_themed_svg(fig, alt)}</figure>'


def _themed_svg(fig: Figure, alt: str) -> str:
    """The figure as an accessible inline SVG whose ink is the surrounding text colour."""
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", transparent=True, metadata={"Date": None}, bbox_inches="tight")
    plt.close(fig)
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg") :]  # drop the XML prolog and doctype
    svg = svg.replace(INK, "currentColor")
    svg = re.sub(r"<metadata>.*?</metadata>", "", svg, flags=re.S)
    label = html.escape(alt, quote=True)
    svg = svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
    return re.sub(r"(<svg[^>]*>)", rf"\1<title>{html.escape(alt)}</title>", svg, count=1)
