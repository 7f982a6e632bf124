"""Write every widget's PyTorch fixtures: ``python -m snippets.widgets
tests/widgets/fixtures``."""

import importlib
import pkgutil
import sys
from pathlib import Path

import snippets.widgets as package

folder = Path(
    sys.argv[1] if len(sys.argv) > 1 else "tests/widgets/fixtures"
)
folder.mkdir(parents=True, exist_ok=True)
for module in pkgutil.iter_modules(package.__path__):
    if module.name.endswith("_fixtures"):
        importlib.import_module(
            f"snippets.widgets.{module.name}"
        ).write_fixtures(folder)
        print(f"wrote fixtures of {module.name}")
