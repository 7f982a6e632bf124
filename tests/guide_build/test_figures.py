"""guide_build/figures.py: a figure a block leaves open becomes an accessible, themed inline SVG."""

from __future__ import annotations

from .conftest import SHOW, Project, fence


def test_figures_become_labelled_svg_with_ids_of_their_own(project: Project) -> None:
    draw = "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], color='black')\nplt.show()"
    outcome = project.run(
        text=fence("one", draw, SHOW + ' alt="A rising line"') + fence("two", draw, SHOW + ' alt="Again"')
    )
    one, two = outcome.record.block("one").figures[0], outcome.record.block("two").figures[0]
    assert (
        one.alt == "A rising line"
        and 'aria-label="A rising line"' in one.svg
        and "<title>A rising line</title>" in one.svg
    )
    assert "currentColor" in one.svg and "#000000" not in one.svg and "<style" not in one.svg
    ids = lambda svg: set(__import__("re").findall(r'\bid="([^"]+)"', svg))  # noqa: E731
    assert ids(one.svg) and not ids(one.svg) & ids(two.svg)


def test_a_figure_without_alt_text_fails(project: Project) -> None:
    outcome = project.run(text=fence("plot", "import matplotlib.pyplot as plt\nplt.plot([1])\nplt.show()"))
    assert outcome.message == (
        "docs/chapters/page.md: block 'plot' failed at docs/chapters/page.md:1: "
        'ValueError: this block draws a figure but its fence has no alt="..." text describing it'
    )


RAW = """<?xml version="1.0" encoding="utf-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" width="10pt" height="10pt">
 <metadata><rdf:RDF><dc:date>2024-01-02T10:00:00</dc:date></rdf:RDF></metadata>
 <defs><style type="text/css">*{stroke-linecap:butt}</style><clipPath id="clip"><rect/></clipPath></defs>

 <path id="line" d="M 0 0" clip-path="url(#clip)" style="stroke: #000000"/>
 <use href="#line"/><use href="#elsewhere"/>
 <text x="1" style="font-size: 12px">loss</text>
</svg>
"""


def test_matplotlib_s_svg_is_made_fit_for_the_page() -> None:
    from guide_build.figures import themed_svg

    svg = themed_svg(RAW, 'A "rising" line', "fig-7-")
    assert svg.startswith('<svg role="img" aria-label="A &quot;rising&quot; line" xmlns=')
    assert "<title>A &quot;rising&quot; line</title>" in svg.splitlines()[0]
    assert "<?xml" not in svg and "DOCTYPE" not in svg and "2024" not in svg and "<style" not in svg
    assert 'id="fig-7-line"' in svg and "url(#fig-7-clip)" in svg and 'href="#fig-7-line"' in svg
    assert 'href="#elsewhere"' in svg  # not an id of this figure: left as it is
    assert "#000000" not in svg and "stroke: currentColor" in svg
    assert '<text x="1" style="fill: currentColor; font-size: 12px">loss</text>' in svg
    assert "" not in svg.splitlines()  # no blank lines
