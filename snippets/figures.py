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


def svg_figure(fig: Figure, alt: str, name: str) -> str:
    """Return the figure as page markup (built pages) or save it (run alone)."""
    if os.environ.get("SNIPPETS_FIGURES") != "inline":
        path = Path("figures") / f"{name}.svg"
        path.parent.mkdir(exist_ok=True)
        fig.savefig(path, format="svg", metadata={"Date": None}, bbox_inches="tight")
        plt.close(fig)
        return f"[figure saved to {path}]"
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", transparent=True, metadata={"Date": None}, bbox_inches="tight")
    plt.close(fig)
    svg = buffer.getvalue()
    svg = svg[svg.index("<svg") :]  # drop the XML prolog and doctype
    svg = svg.replace(INK, "currentColor")
    svg = re.sub(r"<metadata>.*?</metadata>", "", svg, flags=re.S)
    label = html.escape(alt, quote=True)
    svg = svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
    svg = re.sub(r"(<svg[^>]*>)", rf"\1<title>{html.escape(alt)}</title>", svg, count=1)
    return f'<figure class="executed-figure" id="figure-{name}">{svg}</figure>'
