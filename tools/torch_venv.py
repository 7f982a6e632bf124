"""A venv with this project and another torch, for ``make drift`` (never the guide's own set-up).

    python tools/torch_venv.py 2.15.0 [--venv DIR]     (make torch-venv TORCH=2.15.0)
    python tools/torch_venv.py newest [--venv DIR]     (the newest release on the index: CI's weekly check)
    python tools/torch_venv.py nightly [--venv DIR]    (the nightly CPU wheel: CI, allowed to fail)

The venv (default: ``../venvs/torch-<version>`` beside this checkout, never inside it) gets that
torch, every other package pyproject pins (runtime and test) at its pinned version, and this
project installed editable with ``--no-deps`` (its own ``torch==`` pin would pull the guide's
torch back in). The torch install is the one pip call
that sets its own constraint (``PIP_CONSTRAINT`` naming a file in the venv that says
``torch==<version>``, or nothing for ``newest``): it overrides a machine's pip configuration
that caps torch, for that call only. A release on the package index is the CUDA build with its
NVIDIA packages (about 5.4 GB for 2.15.0); it runs on a CPU. Then:

    make drift DRIFT_ARGS='--python ../venvs/torch-2.15.0/bin/python'
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NIGHTLY = ["--pre", "--index-url", "https://download.pytorch.org/whl/nightly/cpu"]


def pinned_requirements() -> list[str]:
    """Every requirement pyproject names (dependencies and the test extra), torch left out."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    named = [*project["dependencies"], *project["optional-dependencies"]["test"]]
    return [r for r in named if re.split(r"[=<>!~\[ ;]", r, maxsplit=1)[0].lower() != "torch"]


def make(version: str, where: Path) -> Path:
    """Create ``where`` with torch ``version`` (or ``nightly``) and this project; its python."""
    venv.create(where, with_pip=True, clear=True)
    python = where / "bin" / "python"
    pip = [str(python), "-m", "pip", "install", "--quiet"]
    if version == "nightly":
        subprocess.run([*pip, *NIGHTLY, "torch"], check=True)
    else:
        # The one call that lifts a machine's cap on torch: its own constraint, this version only.
        constraint = where / "constraints.txt"
        constraint.write_text("" if version == "newest" else f"torch=={version}\n", encoding="utf-8")
        env = {**os.environ, "PIP_CONSTRAINT": str(constraint)}
        subprocess.run([*pip, "torch" if version == "newest" else f"torch=={version}"], check=True, env=env)
    subprocess.run([*pip, *pinned_requirements()], check=True)
    subprocess.run([*pip, "--no-deps", "-e", str(ROOT)], check=True)
    return python


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("version", help="a torch release on the index (2.15.0), 'newest' or 'nightly'")
    parser.add_argument("--venv", type=Path, help="where (default: ../venvs/torch-<version> beside the checkout)")
    arguments = parser.parse_args(argv)
    where = (arguments.venv or ROOT.parent / "venvs" / f"torch-{arguments.version}").resolve()
    python = make(arguments.version, where)
    found = subprocess.run([python, "-c", "import torch; print(torch.__version__)"], capture_output=True, text=True)
    print(f"{where}: torch {found.stdout.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
