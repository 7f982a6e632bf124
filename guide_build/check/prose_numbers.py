"""Typed numbers in prose: every number a sentence states comes from the run, or says why not.

    python -m guide_build claims      (make claims runs this check after the claims)

A number the code produced is written `` `#!num expr` `` and pinned. What is left in the prose
(inline code, fences, links and markup removed) is listed here, digit by digit, unless a rule
accepts it:

* a chapter number (``chapter 5``, ``chapters 7 and 8``, a link text ``[5. The optimizer ...]``);
* a version (``PyTorch 2.0``, ``Python 3.11``, ``TensorFlow 1.x``);
* a number written as a literal in the code the page shows: an input the reader can see
  (``lr=0.05``, ``nn.Linear(1, 16)``), so the count it fixes is defined, not measured. Not when
  a hedge stands before it ("about 8", "less than 1.5"): a hedged number states a result.

Number words that state a result ("four batches", "the eighth digit", "a few ten-thousandths")
are listed too: a count or an ordinal word before a noun that a run measures (``NOUNS``).

Everything else needs an entry in ``tests/typed_numbers.txt``, one per line::

    page relative to docs/ | a quote from the sentence, covering the number | the reason it is typed

The entry accepts every listed number that lies inside its quote on that page. An entry with no
reason, or whose quote covers no listed number there, is itself a problem: the list holds only
the exceptions the pages still make. ``drift.md`` is left out: ``make drift`` writes it from the
sweep and ``tests/guide_build/test_check_drift.py`` checks its numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from guide_build.includes import Line, Origin, expand_markdown
from guide_build.page import Page

ROOT = Path(__file__).resolve().parents[2]
ALLOWED_FILE = "tests/typed_numbers.txt"
GENERATED = {"drift.md"}  # written by make drift from the sweep, checked by its own test

NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?:e[-+]?\d+)?(?![\w])")
CHAPTER = re.compile(r"\bchapters?\s+\d+(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s+to\s+|\s*[–-]\s*)\d+)*", re.I)
CHAPTER_LINK = re.compile(r"\[\d+\.\s")
VERSION = re.compile(
    r"\b(?:PyTorch|torch|Python|release|releases|version|TensorFlow|Keras|NumPy|CUDA|Node)\s+v?\d+(?:\.\d+)*(?:\.x)?",
    re.I,
)
WORDS = (
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|a few|"
    r"second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
)
NOUNS = (
    r"digits?|decimals?|places?|batch(?:es)?|epochs?|steps?|times|roles|moves|chapters|"
    r"ten-thousandths|thousandths|hundredths|percent"
)
HEDGE = re.compile(
    r"\b(?:about|around|roughly|nearly|almost|approximately|close to|within|less than|more than|at most|at least)"
    r"\s+$",
    re.I,
)
NUMBER_WORDS = re.compile(rf"\b(?:{WORDS})(?:\s+(?:or|and|to)\s+(?:{WORDS}))?\s+(?:[\w-]+\s+)?(?:{NOUNS})\b", re.I)

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"`[^`]*`")
LINK_TARGET = re.compile(r"\]\([^)]*\)")
HTML = re.compile(r"<!--.*?-->|<[^>]+>")
ATTRIBUTES = re.compile(r"\{[:#.][^}]*\}")
CODE_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d*)?(?:e[-+]?\d+)?(?![\w])")


@dataclass(frozen=True)
class Typed:
    """A number (or number word) in a sentence that no rule accepts."""

    page: str  # relative to docs/
    origin: Origin  # the paragraph's first line: the page, or a Markdown file it includes
    text: str  # the number as written
    context: str  # the paragraph around it, flattened
    offset: int  # where the text starts in the paragraph

    def __str__(self) -> str:
        start = max(0, self.offset - 50)
        return f"{self.origin}: typed number {self.text!r} in “…{self.context[start : start + 110]}…”"


@dataclass(frozen=True)
class Allowed:
    page: str
    quote: str
    reason: str
    line: int  # in ALLOWED_FILE


def prose(page: Page, project_dir: Path = ROOT) -> list[tuple[Origin, str]]:
    """The page's prose, Markdown it includes too, as paragraphs ``(first line, flattened text)``:
    no code, links or markup."""
    source = [Line(t, Origin(page.source_file, n)) for n, t in enumerate(page.source_text.splitlines(), 1)]
    paragraphs: list[tuple[Origin, str]] = []
    current: list[Line] = []
    in_fence = False
    for line in [*expand_markdown(source, project_dir, ()), Line("", Origin(page.source_file, 0))]:
        if FENCE.match(line.text):
            in_fence = not in_fence
            continue
        text = "" if in_fence else line.text
        text = ATTRIBUTES.sub(" ", HTML.sub(" ", LINK_TARGET.sub("]", CODE_SPAN.sub("…", text))))
        if text.strip():
            current.append(Line(text.strip(), line.origin))
        elif current:
            paragraphs.append((current[0].origin, " ".join(" ".join(c.text for c in current).split())))
            current = []
    return paragraphs


def code_literals(page: Page) -> set[float]:
    """Every number written as a literal in the code the page shows."""
    return {float(m.group()) for block in page.blocks if block.shown for m in CODE_NUMBER.finditer(block.code)}


def listed(page: Page, project_dir: Path = ROOT) -> list[Typed]:
    """The page's typed numbers and number words that no rule accepts, in reading order."""
    if page.path in GENERATED:
        return []
    literals = code_literals(page)
    found = []
    for origin, text in prose(page, project_dir):
        accepted = [m.span() for pattern in (CHAPTER, CHAPTER_LINK, VERSION) for m in pattern.finditer(text)]
        for match in NUMBER.finditer(text):
            inside = any(a <= match.start() < b for a, b in accepted)
            hedged = HEDGE.search(text, 0, match.start()) is not None
            if not inside and (hedged or _value(match.group()) not in literals):
                found.append(Typed(page.path, origin, match.group(), text, match.start()))
        found += [Typed(page.path, origin, m.group(), text, m.start()) for m in NUMBER_WORDS.finditer(text)]
    return found


def read_allowed(project_dir: Path) -> list[Allowed]:
    path = project_dir / ALLOWED_FILE
    entries = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines() if path.exists() else [], 1):
        if line.strip() and not line.lstrip().startswith("#"):
            page, quote, reason = ([*(part.strip() for part in line.split("|", 2)), "", ""])[:3]
            entries.append(Allowed(page, " ".join(quote.split()), reason, number))
    return entries


def problems(pages: list[Page], allowed: list[Allowed], project_dir: Path = ROOT) -> tuple[list[Typed], list[str]]:
    """The typed numbers no entry accepts, and the entries that are wrong (no reason, or stale)."""
    typed = [t for page in pages for t in listed(page, project_dir)]
    used: set[Allowed] = set()
    left = []
    for item in typed:
        entry = next((a for a in allowed if a.reason and a.page == item.page and _covers(a.quote, item)), None)
        if entry is None:
            left.append(item)
        else:
            used.add(entry)
    wrong = [f"{ALLOWED_FILE}:{a.line}: no reason given for {a.quote!r}" for a in allowed if not a.reason]
    wrong += [
        f"{ALLOWED_FILE}:{a.line}: {a.quote!r} covers no typed number on docs/{a.page}"
        for a in allowed
        if a.reason and a not in used
    ]
    return left, wrong


def main(project_dir: Path, pages: list[Page]) -> int:
    allowed = read_allowed(project_dir)
    typed = [t for page in pages for t in listed(page, project_dir)]
    left, wrong = problems(pages, allowed, project_dir)
    print(f"\ntyped numbers in prose: {len(typed)} listed, {len(typed) - len(left)} with a reason, {len(left)} without")
    for line in [str(t) for t in left] + wrong:
        print(f"!!!! {line}")
    return 1 if left or wrong else 0


def _covers(quote: str, item: Typed) -> bool:
    """Does an occurrence of ``quote`` in the item's paragraph contain the item's text?"""
    start = item.context.find(quote)
    while start >= 0:
        if start <= item.offset and item.offset + len(item.text) <= start + len(quote):
            return True
        start = item.context.find(quote, start + 1)
    return False


def _value(text: str) -> float:
    """The number's value (``1,000`` is a thousand), or NaN when it is not one (``2.6.0``)."""
    try:
        return float(text.replace(",", "") if re.fullmatch(r"\d{1,3}(,\d{3})+", text) else text)
    except ValueError:
        return float("nan")
