"""One line per failure: the page, the block or number, the line it was running, what happened.

    docs/chapters/x.md: block 'boom' failed at snippets/topic/boom.py:3: ValueError: boom

The line is the deepest frame that is the guide's own code: a line of a block (mapped back to the
snippet file and line it was included from) or of a project module the block called.
"""

from __future__ import annotations

from pathlib import Path

from guide_build.page import Block, Number, Page
from guide_build.record import Failure
from guide_build.run import block_filename

VERBS = {"timeout": "timed out", "exit": "stopped", "crash": "crashed", "not-finite": "is not finite"}


def where(failure: Failure, page: Page, project_dir: Path) -> str:
    """The snippet or page line the failure happened at ("an unknown line" if none is ours)."""
    root = project_dir.resolve()
    blocks = {block_filename(page, b): b for b in page.blocks}
    found = None
    for filename, line in failure.frames:
        if filename in blocks:
            found = str(blocks[filename].origin_of(line))
        elif filename.startswith("/") and "site-packages" not in filename:
            path = Path(filename).resolve()
            if path.is_relative_to(root) and not path.is_relative_to(root / "guide_build"):
                found = f"{path.relative_to(root).as_posix()}:{line}"
    if found is None:
        item = _item(failure, page)
        if isinstance(item, Number):
            return str(item.origin)
        return str(item.origin) if isinstance(item, Block) else "an unknown line"
    return found


def message(failure: Failure, page: Page, project_dir: Path) -> str:
    """The one line a build prints for a failure (the only place it is worded)."""
    verb = VERBS.get(failure.kind, "failed")
    at = where(failure, page, project_dir)
    return f"{page.source_file}: {label(_item(failure, page))} {verb} at {at}: {failure.error}"


def label(item: Block | Number | None) -> str:
    if isinstance(item, Block):
        return f"block '{item.id}'"
    return f"number `{item.source}`" if item else "the page"


def _item(failure: Failure, page: Page) -> Block | Number | None:
    return page.items[failure.index] if 0 <= failure.index < len(page.items) else None
