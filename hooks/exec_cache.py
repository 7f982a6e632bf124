"""An on-disk cache for markdown-exec's executed Python blocks, with exact invalidation.

A block's output is stored under ``.cache/exec/`` and reused when nothing that could
change it has changed. The key of block *k* of session *S* on a page is a hash of

* the block's code after snippet expansion, its id, session and options,
* the key of block *k-1* of *S* on that page (so: the code of every earlier block of *S*),
* the Python, torch and markdown-exec versions.

An entry is only valid while the project modules the page had imported when the block
ran (``snippets.*`` and anything else under the project folder) still hash the same.

A hit restores the output without running anything, so a session can reach a block that
misses with no state. The cache then *replays* the earlier blocks of that session from
their code, output discarded, before running the block: "re-executed" in the timing
report means run for its output (``miss``); ``replay`` rows are the state rebuilds.
Prose numbers (``#!num``) are cached per page, keyed by every block's key and validity,
so a fully cached page needs no session state at all.

Switches (environment variables):
``UPT_NO_CACHE=1`` ignores stored entries (everything runs, fresh entries are written);
``UPT_NO_EXEC=1`` runs nothing: blocks render their source with empty output.
Deleting ``.cache/`` is always safe.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

CACHE_FORMAT = "1"
NO_EXEC_PROSE = "…"


def env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no")


def runtime_versions() -> dict[str, str]:
    """Everything outside the project that can change an output."""

    def version(dist: str) -> str:
        try:
            return importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            return "absent"

    return {
        "format": CACHE_FORMAT,
        "python": sys.version,
        "torch": version("torch"),
        "markdown-exec": version("markdown-exec"),
    }


def digest(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


@dataclass
class Block:
    """One executed fence of the current page."""

    session: str | None
    ordinal: int  # 1-based position among the blocks of its session on this page
    code: str
    block_id: str | None
    extra: dict[str, Any]
    key: str
    identity: str = ""  # key + the hashes of the files the output depended on


@dataclass
class Row:
    """One line of the timing report."""

    page: str
    block: str
    status: str  # hit, miss, replay, failed, off
    seconds: float


@dataclass
class PageRun:
    src_path: str = ""
    blocks: list[Block] = field(default_factory=list)
    executed: dict[str | None, int] = field(default_factory=dict)  # session -> blocks run
    failed: set[str | None] = field(default_factory=set)  # sessions with a raising block
    file_hashes: dict[str, str] = field(default_factory=dict)
    looked_up: dict[str, str | None] = field(default_factory=dict)  # prose name -> its session


class ExecCache:
    def __init__(
        self,
        project_dir: Path,
        run: Callable[..., str],
        counters: dict[str | None, int],
        sessions_globals: dict[str | None, dict[str, Any]],
    ) -> None:
        self.project_dir = project_dir.resolve()
        self.root = self.project_dir / ".cache" / "exec"
        self.report_path = self.project_dir / ".cache" / "exec-report.md"
        self.read = not env_flag("UPT_NO_CACHE")
        self.execute = not env_flag("UPT_NO_EXEC")
        self.versions = runtime_versions()
        self._run = run  # markdown-exec's own _run_python
        self._counters = counters  # markdown-exec's per-session block counters
        self._sessions_globals = sessions_globals  # markdown-exec's session namespaces
        self.page = PageRun()
        self.rows: list[Row] = []

    # ---------------------------------------------------------------- storage

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def _load(self, key: str) -> dict[str, Any] | None:
        if not self.read:
            return None
        try:
            entry: dict[str, Any] = json.loads(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if all(self._file_hash(Path(p)) == h for p, h in entry.get("deps", {}).items()):
            return entry
        return None

    def _store(self, key: str, entry: dict[str, Any]) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(entry), encoding="utf-8")
        os.replace(temporary, path)

    def _file_hash(self, path: Path) -> str:
        text = str(path)
        if text not in self.page.file_hashes:
            try:
                self.page.file_hashes[text] = hashlib.sha256(path.read_bytes()).hexdigest()
            except OSError:
                self.page.file_hashes[text] = "missing"
        return self.page.file_hashes[text]

    def _project_modules(self) -> dict[str, str]:
        """Hashes of every imported module file inside the project (snippets.* and others)."""
        deps: dict[str, str] = {}
        for module in list(sys.modules.values()):
            file = getattr(module, "__file__", None)
            if not isinstance(module, ModuleType) or not file or "site-packages" in file:
                continue
            path = Path(file).resolve()
            if path.suffix == ".py" and path.is_relative_to(self.project_dir):
                deps[str(path)] = self._file_hash(path)
        return deps

    # ---------------------------------------------------------------- pages

    def start_page(self, src_path: str) -> None:
        self.page = PageRun(src_path=src_path)

    def _label(self, block: Block) -> str:
        return block.block_id or f"{block.session or '-'}#{block.ordinal}"

    def _execute(self, block: Block) -> tuple[str, float]:
        """Run one block with markdown-exec, exactly as it would have run without a cache."""
        self._counters[block.session] = block.ordinal - 1  # same generated names as a clean run
        start = time.perf_counter()
        try:
            output = self._run(block.code, session=block.session, id=block.block_id, **block.extra)
        except Exception:
            self.page.failed.add(block.session)
            self.rows.append(Row(self.page.src_path, self._label(block), "failed", time.perf_counter() - start))
            raise
        finally:
            self.page.executed[block.session] = block.ordinal
        return output, time.perf_counter() - start

    def _catch_up(self, session: str | None, upto: int) -> None:
        """Replay the blocks of `session` before ordinal `upto` that a hit skipped."""
        for block in self.page.blocks:
            if block.session == session and self.page.executed.get(session, 0) < block.ordinal < upto:
                _, seconds = self._execute(block)
                self.rows.append(Row(self.page.src_path, self._label(block), "replay", seconds))

    def run(self, code: str, returncode: int | None = None, session: str | None = None,
            id: str | None = None, **extra: Any) -> str:  # noqa: A002 - markdown-exec's name
        """Drop-in for markdown-exec's ``_run_python``."""
        ordinal = 1 + sum(1 for b in self.page.blocks if b.session == session)
        previous = next((b.key for b in reversed(self.page.blocks) if b.session == session), "")
        key = digest(self.versions, previous, session, id, extra, returncode, code)
        block = Block(session, ordinal, code, id, dict(extra), key)
        self.page.blocks.append(block)
        if not self.execute:
            self.rows.append(Row(self.page.src_path, self._label(block), "off", 0.0))
            return ""
        entry = self._load(key)
        if entry is not None and session not in self.page.failed:
            self._counters[session] = ordinal  # keep generated names aligned for later misses
            block.identity = digest(key, entry["deps"])
            self.rows.append(Row(self.page.src_path, self._label(block), "hit", 0.0))
            return str(entry["output"])
        if session is not None:
            self._catch_up(session, ordinal)
        output, seconds = self._execute(block)
        deps = self._project_modules()
        block.identity = digest(key, deps)
        self.rows.append(Row(self.page.src_path, self._label(block), "miss", seconds))
        if session not in self.page.failed:
            self._store(key, {"output": output, "deps": deps, "seconds": seconds})
        return output

    def prose(self, expression: str, evaluate: Callable[[], str]) -> str:
        """The value of a `#!num` expression, from the cache when the page's blocks are unchanged.

        `evaluate` raises when the expression fails; failures are never stored.
        """
        if not self.execute:
            return NO_EXEC_PROSE
        identities = self._session_identities()
        exact = digest(self.versions, "prose", self.page.src_path, expression, identities)
        latest = digest(self.versions, "prose", self.page.src_path, expression)
        entry = self._load(exact)  # the page's blocks are exactly as when it was stored
        if entry is None:
            entry = self._load(latest)  # some session changed: valid if the names didn't
            entry = entry if entry is not None and self._prose_still_valid(entry) else None
        if entry is not None:
            return str(entry["output"])
        self.page.looked_up = {}
        value = evaluate()
        if not self.page.failed:
            stored = {"output": value, "deps": {}, "names": self.page.looked_up, "sessions": identities}
            self._store(exact, stored)
            self._store(latest, stored)
        return value

    def _session_identities(self) -> dict[str, str]:
        """Each session of the page, in page order, with a digest of all its blocks' identities."""
        sessions = dict.fromkeys(b.session for b in self.page.blocks if b.session is not None)
        return {s: digest([b.identity for b in self.page.blocks if b.session == s]) for s in sessions}

    def _materialized(self, session: str) -> bool:
        count = sum(1 for b in self.page.blocks if b.session == session)
        return self.page.executed.get(session, 0) >= count

    def _prose_still_valid(self, entry: dict[str, Any]) -> bool:
        """True when every name the expression read resolves to the same, unchanged session.

        A session that ran in this build is checked directly (its state is here); one that
        did not must be unchanged. A name found in a session that ran is re-evaluated (free).
        """
        identities = self._session_identities()
        for name, found in entry["names"].items():
            for session in identities:
                if self._materialized(session):
                    if name in self._sessions_globals.get(session, {}):
                        return False
                    continue
                if entry["sessions"].get(session) != identities[session]:
                    return False
                if session == found:
                    break
            else:
                if found is not None:
                    return False
        return True

    def namespace(self) -> Mapping[str, Any]:
        """The page's sessions as one namespace, first session first (as a clean build has it).

        A session whose blocks were all cache hits has no state; it is replayed the first
        time a lookup reaches it, so an expression only rebuilds the sessions it needs.
        """
        cache, sessions_globals = self, self._sessions_globals

        class Sessions(Mapping[str, Any]):
            def __getitem__(self, name: str) -> Any:
                for session in cache._session_identities():
                    if session not in cache.page.failed:
                        cache._catch_up(session, sys.maxsize)
                    scope = sessions_globals.get(session, {})
                    if name in scope:
                        cache.page.looked_up[name] = session
                        return scope[name]
                cache.page.looked_up[name] = None
                raise KeyError(name)

            def __iter__(self) -> Iterator[str]:
                return iter(())

            def __len__(self) -> int:
                return 0

        return Sessions()

    # ---------------------------------------------------------------- report

    def write_report(self) -> Path:
        rows = sorted(self.rows, key=lambda r: r.seconds, reverse=True)
        counts = {s: sum(1 for r in rows if r.status == s) for s in ("hit", "miss", "replay", "failed", "off")}
        total = sum(r.seconds for r in rows)
        lines = [
            "# Execution report",
            "",
            f"{len(rows)} rows, {total:.2f} s executing: "
            + ", ".join(f"{n} {s}" for s, n in counts.items() if n),
            "",
            "`miss` ran for its output; `replay` re-ran an earlier block of the session to rebuild",
            "the state a miss needed (its output was already cached); `hit` ran nothing.",
            "",
            "| seconds | status | page | block |",
            "| ---: | --- | --- | --- |",
        ]
        lines += [f"| {r.seconds:.3f} | {r.status} | {r.page} | {r.block} |" for r in rows]
        self.report_path.parent.mkdir(parents=True, exist_ok=True)
        self.report_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        self.report_path.with_suffix(".json").write_text(
            json.dumps([r.__dict__ for r in self.rows], indent=1), encoding="utf-8"
        )
        return self.report_path

    def summary(self) -> str:
        counts = {s: sum(1 for r in self.rows if r.status == s) for s in ("hit", "miss", "replay", "failed", "off")}
        return ", ".join(f"{n} {s}" for s, n in counts.items() if n) or "no executed blocks"


ACTIVE: ExecCache | None = None


def install(exec_python: ModuleType, project_dir: Path) -> ExecCache:
    """Route markdown-exec's python runner through a fresh cache for this build."""
    global ACTIVE
    if not hasattr(exec_python, "_upt_original_run"):
        exec_python._upt_original_run = exec_python._run_python  # type: ignore[attr-defined]
    original: Callable[..., str] = exec_python._upt_original_run  # type: ignore[attr-defined]
    ACTIVE = ExecCache(project_dir, original, exec_python._sessions_counter, exec_python._sessions_globals)

    def cached_run(code: str, **kwargs: Any) -> str:
        assert ACTIVE is not None
        return ACTIVE.run(code, **kwargs)

    exec_python._run_python = cached_run
    return ACTIVE
