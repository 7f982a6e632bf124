"""What every worker has before it runs a page: torch, matplotlib with the build's style.

Imported once by the forkserver (``workers``), so each page's process starts warm.
"""

from __future__ import annotations

import contextlib
import ctypes
import signal
import sys

import torch  # noqa: F401 - imported here once, so every forked page starts with it loaded

from guide_build.figures import apply_style

apply_style()


def die_with_parent() -> None:
    """Ask Linux to kill this worker when its parent (the forkserver) ends."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
