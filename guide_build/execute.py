"""The execution stage: page models in, one record per page out (from the cache, or run now).

    pages = [reader.parse(...), ...]
    outcomes = execute.run_pages(pages, project_dir)     # every page, in workers, cached
    outcomes["chapters/x.md"].record.block("loss-tape").output

Every build writes ``.cache/exec-report.md``: each page's status (``hit``: from the cache,
``miss``/``stale``: run because it was new or an input changed, ``corrupt``/``foreign``: the entry
was unusable and the page ran again, ``failed``, ``off``) and its slowest blocks.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from guide_build import failures, workers
from guide_build.cache import Cache, env_flag
from guide_build.page import Page
from guide_build.record import BlockRun, PageRun

log = logging.getLogger("mkdocs.guide_build")
NO_EXEC_NUMBER = "…"


@dataclass
class Outcome:
    page: Page
    record: PageRun
    status: str
    message: str | None = None  # the one-line failure, when the page failed


def run_pages(pages: list[Page], project_dir: Path, fresh: bool = False) -> dict[str, Outcome]:
    """Records for ``pages``: cached ones reused (unless ``fresh``), the others run (in parallel workers)."""
    cache = Cache(project_dir, read=not fresh)
    outcomes: dict[str, Outcome] = {}
    if env_flag("GUIDE_NO_EXEC"):
        for page in pages:
            blocks = [BlockRun(b.id, "") for b in page.blocks]
            record = PageRun(page.path, page.key, blocks, [NO_EXEC_NUMBER] * len(page.numbers))
            outcomes[page.path] = Outcome(page, record, "off")
        return outcomes
    to_run, statuses = [], {}
    for page in pages:
        if not page.items:  # nothing to run
            outcomes[page.path] = Outcome(page, PageRun(page.path, page.key), "no code")
            continue
        found = cache.lookup(page)
        if found.record is not None:
            outcomes[page.path] = Outcome(page, found.record, "hit")
            cache.keep_only(page)
        else:
            to_run.append(page)
            statuses[page.path] = found.status
            if found.status in ("corrupt", "foreign"):
                log.info(f"{page.source_file}: its cache entry was {found.status}; running it again")
    records = workers.execute(to_run, project_dir) if to_run else {}
    for page in to_run:
        record = records[page.path]
        if record.failure is None:
            cache.store(page, record)
            cache.keep_only(page)
            outcomes[page.path] = Outcome(page, record, statuses[page.path])
        else:
            text = failures.message(record.failure, page, project_dir)
            outcomes[page.path] = Outcome(page, record, "failed", text)
    for outcome in outcomes.values():  # from the cache too: a rebuild must not hide it
        for block in outcome.record.blocks:
            if block.truncated and not outcome.message:
                log.warning(
                    f"{outcome.page.source_file}: block '{block.id}' printed {block.truncated:,} characters more "
                    "than the page shows; its output is truncated"
                )
    return {page.path: outcomes[page.path] for page in pages}


def summary(outcomes: list[Outcome]) -> str:
    counts: dict[str, int] = {}
    for outcome in outcomes:
        counts[outcome.status] = counts.get(outcome.status, 0) + 1
    return ", ".join(f"{n} {s}" for s, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))) or "no pages"


def write_report(outcomes: list[Outcome], project_dir: Path) -> Path:
    path = project_dir / ".cache" / "exec-report.md"
    rows = sorted(outcomes, key=lambda o: -o.record.seconds)
    lines = [
        "# Execution report",
        "",
        f"{len(rows)} pages, {sum(o.record.seconds for o in rows):.2f} s executing: {summary(rows)}.",
        "",
        "`hit`: reused from .cache/exec; `miss`: new; `stale`: an input changed; `corrupt`/`foreign`:",
        "the stored entry was unusable and the page ran again; `failed`: see the message.",
        "",
        "| seconds | status | page | slowest blocks |",
        "| ---: | --- | --- | --- |",
    ]
    for outcome in rows:
        slowest = sorted(outcome.record.blocks, key=lambda b: -b.seconds)[:3]
        blocks = ", ".join(f"{b.id} {b.seconds:.2f}" for b in slowest if b.seconds >= 0.005)
        status = outcome.status if not outcome.message else f"failed: {outcome.message}"
        lines.append(f"| {outcome.record.seconds:.2f} | {status} | {outcome.page.path} | {blocks} |")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    table = [{"page": o.page.path, "status": o.status, "seconds": o.record.seconds} for o in outcomes]
    path.with_suffix(".json").write_text(json.dumps(table, indent=1), encoding="utf-8")
    return path
