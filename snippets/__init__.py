"""Every PyTorch example the guide shows, one module per idea, grouped
per chapter.

Run any of them alone from the repository root, for example::

    python -m snippets.prediction_and_loss.first_loss

A module that continues an earlier chapter imports that chapter's
module, which runs it. That run is silent: only the module you run
prints, exactly what its page shows under its blocks (CONTRIBUTING.md,
"Capture rule").
"""

import contextlib
import importlib.abc
import importlib.machinery
import io
import sys
from types import ModuleType


class _Silently(importlib.abc.Loader):
    """Runs a module's import with its prints discarded."""

    def __init__(self, loader: importlib.abc.Loader) -> None:
        self.loader = loader

    def create_module(
        self, spec: importlib.machinery.ModuleSpec
    ) -> ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        with contextlib.redirect_stdout(io.StringIO()):
            self.loader.exec_module(module)

    def __getattr__(self, name: str) -> object:
        return getattr(self.loader, name)


class _EarlierChapters(importlib.abc.MetaPathFinder):
    """Finds ``snippets.*`` modules as usual, and imports them
    silently."""

    def find_spec(
        self, name: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("snippets."):
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _Silently(spec.loader)
                return spec
        return None


if not any(
    isinstance(finder, _EarlierChapters) for finder in sys.meta_path
):
    sys.meta_path.insert(0, _EarlierChapters())
