"""The record of one page's run: what each block printed and drew, the numbers, what it used.

``run.py`` makes it (in a worker), the cache stores it as JSON (``to_json``/``from_json``), and
every later stage reads it: the rendered page, the notebook, the pins, the provenance line.
"""

from __future__ import annotations

import datetime
import os
import platform
import re
import sys
from dataclasses import asdict, dataclass, field
from typing import Any

from guide_build.figures import Figure

_SOURCE_RE = re.compile(r"\(Triggered internally at [^()\s]+:\d+\.\)")
ELIDED = "(Triggered internally at …)"


def without_source_line(warning: str) -> str:
    """A warning as the guide shows it. PyTorch ends some with "(Triggered internally at <its C++
    file>:<line>.)": a path on the machine that built torch and a line that moves with every
    release (TensorBody.h:493 in 2.13, 488 in 2.14), so the record keeps ``ELIDED`` instead and
    the page says so under the output (fence.py)."""
    return _SOURCE_RE.sub(ELIDED, warning)


@dataclass
class BlockRun:
    id: str
    output: str
    figures: list[Figure] = field(default_factory=list)
    seconds: float = 0.0
    truncated: int = 0  # characters printed beyond MAX_OUTPUT (0: none)
    raised: str = ""  # a block with raises="...": the error it raised, as Python's last traceback line
    warned: str = ""  # a block with warns="...": each such warning, one "Category: message" line (without_source_line)


def block_text(block: BlockRun) -> str:
    """What a reader sees under a block, as text (a pin's): its output, then its figures' alt texts."""
    text = block.output + ("\n" if block.output and not block.output.endswith("\n") else "")
    text += "".join(f"{shown}\n" for shown in (block.warned, block.raised) if shown)
    return text + "".join(f"[figure: {figure.alt}]\n" for figure in block.figures)


@dataclass
class Failure:
    """Why a page's run stopped, as data: what went wrong, where, and at which item of the page;
    ``failures.message`` makes the one line a build prints from it."""

    kind: str  # raised, exit, timeout, crash, stderr, warning, not-finite
    error: str  # one line: what went wrong
    frames: list[tuple[str, int]] = field(default_factory=list)  # (file, line), outermost first
    index: int = -1  # which of the page's items (blocks and numbers, in order) was running; -1: the page


@dataclass
class PageRun:
    path: str
    key: str
    blocks: list[BlockRun] = field(default_factory=list)
    numbers: list[str] = field(default_factory=list)
    failure: Failure | None = None
    deps: dict[str, dict[str, str]] = field(default_factory=dict)  # files (relative) and distributions
    seconds: float = 0.0
    machine: dict[str, str] = field(default_factory=dict)  # what ran it: date, python, torch, cpu path, threads

    def block(self, block_id: str) -> BlockRun | None:
        return next((b for b in self.blocks if b.id == block_id), None)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PageRun:
        blocks = [BlockRun(**{**b, "figures": [Figure(**f) for f in b["figures"]]}) for b in data["blocks"]]
        failure = data.get("failure")
        if failure:
            failure = Failure(**{**failure, "frames": [tuple(f) for f in failure["frames"]]})
        return cls(**{**data, "blocks": blocks, "failure": failure})


def machine() -> dict[str, str]:
    """What this run ran on, for the page's provenance line: the date (UTC; ``SOURCE_DATE_EPOCH``
    when set, for reproducible builds), Python, torch and the CPU code path torch chose."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    when = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        if epoch.isdigit()
        else datetime.datetime.now(datetime.UTC)
    )
    facts = {"date": when.date().isoformat(), "python": platform.python_version()}
    torch = sys.modules.get("torch")
    if torch is not None:
        facts["torch"] = str(torch.__version__)
        facts["cpu"] = str(torch.backends.cpu.get_cpu_capability())
        facts["threads"] = str(torch.get_num_threads())
    return facts
