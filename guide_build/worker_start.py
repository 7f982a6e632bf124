"""What every worker has before it runs a page: torch, matplotlib with the build's style.

Imported once by the forkserver (``workers``), so each page's process starts warm.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time


def _leave_with(build: int) -> None:
    """The forkserver: leave as soon as the build that started it is gone, killed or not (a
    parent-death signal would follow the build's thread that started it, which may end first)."""
    while os.getppid() == build:
        time.sleep(0.5)
    os._exit(0)  # the workers it forked get their parent-death signal


# Watch the build from the first moment: importing torch below takes seconds on a busy machine,
# and a build killed meanwhile must not leave this forkserver behind (test_faults).
threading.Thread(target=_leave_with, args=(int(os.environ.get("GUIDE_BUILD_PID", os.getppid())),), daemon=True).start()

# Imported here once, so every forked page starts with them loaded. torch._dynamo is what
# torch.optim imports on first use: 0.8 s a page otherwise. (Imports only: no thread starts.)
import torch  # noqa: E402 (after the watcher above starts)
import torch._dynamo  # noqa: E402
import torch.utils.data  # noqa: E402

from guide_build.deps import owners  # noqa: E402
from guide_build.figures import apply_style  # noqa: E402

apply_style()
owners()  # which distribution each module comes from: every page's record names them
# One thread per page: pages run side by side, one per core, and OpenMP threads that wait for
# each other on a busy machine slow a page tenfold (measured: 4.6 s against 51 s for the common-mistakes chapter
# with the other core busy). OMP_NUM_THREADS, when set, wins (the portability sweep sets it).
if not os.environ.get("OMP_NUM_THREADS"):
    torch.set_num_threads(1)


def die_with_parent() -> None:
    """A worker: ask Linux to kill it when the forkserver that forked it ends (the forkserver's
    one thread forked it, so the signal follows the forkserver). Gone already: leave now."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() == 1:
        os._exit(0)
