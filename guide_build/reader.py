"""Reading a page: one pass over its include-expanded lines into the page model (``page.py``).

``parse`` reads a page's Markdown, ``read`` a page's file, ``read_all`` every page of the site.

Prose lines are kept for the rendered page and the notebook's outline; each ``#!num`` becomes a
Number where it stands and each ``#!claim`` a Claim with the paragraph it ends; each executed
fence becomes a Block whose lines keep their origin. A broken rule is a ``PageError`` naming
the line.
"""

from __future__ import annotations

import re
from pathlib import Path

from guide_build.includes import (
    FENCE_RE,
    INCLUDE_RE,
    SNIPPETS_IMPORT_RE,
    Line,
    Origin,
    PageError,
    expand_markdown,
    include_code,
)
from guide_build.page import NUMBER_TOKEN, Block, Claim, Number, Page, Prose, is_on

OPTION_RE = re.compile(r"""([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"']+))""")
NUMBER_RE = re.compile(r"`#!num\s+(?P<src>[^`]+?)\s*`")
CLAIM_RE = re.compile(r"`#!claim\s+(?P<id>[^`]*?)\s*`")
CLAIM_ID_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")
SPEC_RE = re.compile(r"^(?P<expr>.+?)(?::(?P<spec>[<>^=+\- #0-9,._%a-zA-Z]*))?$", re.S)
HIDE_RE = re.compile(r"#\s*markdown-exec:\s*hide")
CONTAINER_RE = re.compile(r'^(?P<indent>[ \t]*)(?:!!!|\?\?\?\+?|===)\s*(?:[\w-]+)?\s*(?:"(?P<title>[^"]*)")?\s*$')
HEADING_RE = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.+?)\s*#*\s*$")


def parse(path: str, markdown: str, project_dir: Path, docs_dir: str = "docs") -> Page:
    """Read a page: ``path`` relative to docs/, ``markdown`` its text without front matter."""
    source_file = f"{docs_dir}/{path}"
    page = Page(path=path, source_file=source_file, source_text=markdown)
    lines = expand_markdown(
        [Line(t, Origin(source_file, n)) for n, t in enumerate(markdown.splitlines(), 1)], project_dir, ()
    )
    Reader(page, project_dir).read(lines)
    return page


def read(path: Path, project_dir: Path, docs_dir: str = "docs") -> Page:
    """Parse a page's file (its front matter dropped, as MkDocs does)."""
    from mkdocs.utils.meta import get_data  # here: the Markdown extension imports this module without MkDocs

    relative = path.resolve().relative_to((project_dir / docs_dir).resolve()).as_posix()
    return parse(relative, get_data(path.read_text(encoding="utf-8"))[0], project_dir, docs_dir)


def read_all(project_dir: Path, docs_dir: str = "docs") -> list[Page]:
    """Every page of the site, in path order (notes for authors under ``assets/`` are not pages)."""
    docs = project_dir / docs_dir
    return [read(p, project_dir, docs_dir) for p in sorted(docs.rglob("*.md")) if not p.is_relative_to(docs / "assets")]


def split_spec(source: str) -> tuple[str, str]:
    match = SPEC_RE.match(source.strip())
    assert match is not None
    return match.group("expr").strip(), match.group("spec") or ""


def options_of(info: str) -> dict[str, str]:
    return {m.group(1): next(g for g in m.groups()[1:] if g is not None) for m in OPTION_RE.finditer(info)}


class Reader:
    """One pass over a page's (include-expanded) lines."""

    def __init__(self, page: Page, project_dir: Path) -> None:
        self.page, self.project_dir = page, project_dir
        self.out: list[str] = []  # the Markdown to render
        self.containers: list[tuple[int, str]] = []  # (indent, title) of open admonitions/tabs
        self.framing = False  # the next paragraph frames the heading above it
        self.paragraph: list[str] = []
        self.prose: list[str] = []  # the lines of the paragraph being read (any paragraph)
        self.ids: set[str] = set()

    def read(self, lines: list[Line]) -> None:
        index = 0
        while index < len(lines):
            line = lines[index]
            fence = FENCE_RE.match(line.text)
            if fence:
                index = self._fence(lines, index, fence)
                continue
            self._prose(line)
            index += 1
        self._end_paragraph()
        self.page.markdown = "\n".join(self.out) + "\n"

    # ---- prose

    def _prose(self, line: Line) -> None:
        text = NUMBER_RE.sub(lambda m: self._number(m, line.origin), line.text)
        self.prose = [*self.prose, text] if text.strip() else []
        for match in CLAIM_RE.finditer(text):
            self._claim(match, line.origin, "\n".join([*self.prose[:-1], text[: match.start()]]))
        self.out.append(text)
        indent = len(text) - len(text.lstrip())
        while self.containers and text.strip() and indent <= self.containers[-1][0]:
            self.containers.pop()
        container = CONTAINER_RE.match(text)
        heading = HEADING_RE.match(text)
        if container:
            self._end_paragraph()
            self.containers.append((indent, container.group("title") or ""))
        elif heading and indent == 0:
            self._end_paragraph()
            self.page.outline.append(Prose("heading", heading.group("text"), len(heading.group("hashes"))))
            self.framing = True
        elif not text.strip():
            self._end_paragraph()
        elif self.framing and indent == 0 and not re.match(r"^(<|\||[-*+] |\d+\. |--8<--)", text):
            self.paragraph.append(text)
        else:
            self._end_paragraph()

    def _end_paragraph(self) -> None:
        if self.paragraph:
            self.page.outline.append(Prose("paragraph", "\n".join(self.paragraph)))
            self.paragraph = []
            self.framing = False

    def _number(self, match: re.Match[str], origin: Origin) -> str:
        source = match.group("src")
        expr, spec = split_spec(source)
        number = Number(len(self.page.numbers), source, expr, spec, origin)
        self.page.items.append(number)
        return f"`{NUMBER_TOKEN.format(number.index)}`"

    def _claim(self, match: re.Match[str], origin: Origin, text: str) -> None:
        claim_id = match.group("id")
        if not CLAIM_ID_RE.fullmatch(claim_id):
            raise PageError(f"{origin}: claim '{claim_id}' may use only lowercase letters, digits and -")
        self.page.claims.append(Claim(claim_id, origin, text))

    # ---- fences

    def _fence(self, lines: list[Line], start: int, fence: re.Match[str]) -> int:
        self._end_paragraph()
        self.prose = []
        self.framing = False
        indent, ticks, opening = fence.group("indent"), fence.group("fence"), lines[start]
        end = start + 1
        while end < len(lines):
            closing = lines[end].text.strip()
            if closing.startswith(ticks) and not closing.strip(ticks[0]):
                break
            end += 1
        else:
            raise PageError(f"{opening.origin}: this fence is never closed")
        options = options_of(fence.group("info"))
        executed = fence.group("lang") in ("python", "py") and is_on(options.get("exec"))
        body: list[Line] = []
        for line in lines[start + 1 : end]:
            text = line.text[len(indent) :] if line.text.startswith(indent) else line.text.lstrip()
            include = INCLUDE_RE.match(text)
            if include:
                path, section = include.group("path"), include.group("section")
                body += include_code(self.project_dir, path, section, line.origin, executed)
            else:
                body.append(Line(text, line.origin))
        while body and not body[0].text.strip():
            body.pop(0)
        while body and not body[-1].text.strip():
            body.pop()
        if executed:
            self._block(options, body, opening.origin, len(indent))
        self.out.append(opening.text)
        self.out += [indent + line.text if line.text else "" for line in body]
        self.out.append(lines[end].text)
        return end + 1

    def _block(self, options: dict[str, str], body: list[Line], origin: Origin, indent: int) -> None:
        block_id = options.get("id", "")
        if not block_id:
            raise PageError(f'{origin}: an executed block needs an id: add id="..." to the fence')
        if not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", block_id):
            raise PageError(f"{origin}: block id '{block_id}' may use only letters, digits, - and _")
        if block_id in self.ids:
            raise PageError(f"{origin}: block id '{block_id}' is used twice on this page")
        if "session" in options:
            raise PageError(
                f"{origin}: block '{block_id}' has session=...: a page runs top to bottom in one "
                "namespace (as a reader who copies it does), so sessions are not used; remove it"
            )
        self.ids.add(block_id)
        block = Block(block_id, options, body, origin, self._container(indent))
        for line in body:
            if HIDE_RE.search(line.text):
                raise PageError(
                    f"{line.origin}: hidden lines (markdown-exec: hide) are not copied by readers; remove it"
                )
            if block.shown and SNIPPETS_IMPORT_RE.match(line.text):
                raise PageError(
                    f"{line.origin}: block '{block_id}' shows an import from this repository's snippets, "
                    "which a reader's Python does not have; start the page from real code instead "
                    "(CONTRIBUTING.md, 'Where this page starts')"
                )
        self.page.items.append(block)
        self.page.outline.append(block)

    def _container(self, indent: int) -> str | None:
        inside = [title for level, title in self.containers if level < indent]
        return inside[-1] if inside else None
