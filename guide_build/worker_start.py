"""What every worker has before it runs a page: torch, matplotlib with the build's style.

Imported once by the forkserver (``workers``), so each page's process starts warm.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys

# Imported here once, so every forked page starts with them loaded. torch._dynamo is what
# torch.optim imports on first use: 0.8 s a page otherwise. (Imports only: no thread starts.)
import torch
import torch._dynamo
import torch.utils.data  # noqa: F401

from guide_build.figures import apply_style

apply_style()


def die_with_parent(parent: int | None = None) -> None:
    """Ask Linux to kill this process when its parent ends (the forkserver: the build; a worker:
    the forkserver). Otherwise a killed build would leave a hung page running. If the parent is
    already gone (killed while this process was starting), leave now."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() == 1 or (parent is not None and os.getppid() != parent):
        os._exit(0)


# The forkserver itself: gone with the build that started it (workers.py names it), killed or not.
die_with_parent(int(os.environ.get("GUIDE_BUILD_PID", os.getppid())))
