"""Can each claim test fail? Flip its assertions one at a time and see it fail every time.

    python tools/break_claims.py [test_file.py ...]      (default: every file in tests/claims/)

For each test in tests/claims/ that backs a sentence (``@claim``), every ``assert`` in its body
is negated in turn (in memory: no file is written) and the test is run; an assertion whose flip
leaves the test passing is never reached, or checks nothing, and is printed as DEAD. A test
whose only checks are ``pytest.raises`` or ``pytest.warns`` has no assertion to flip: it is
printed as RAISES, to be broken by hand on its input (a dtype that is accepted, an index in
range) as CONTRIBUTING.md asks for every claim test. Exit status 1 if any assertion is dead.
Not a test itself: a mechanical half of "break it once"; the other half is reading the test
against its sentence.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import copy
import inspect
import io
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


class _Flip(ast.NodeTransformer):
    """Negate the ``target``-th ``assert`` met while walking a function."""

    def __init__(self, target: int) -> None:
        self.target, self.seen = target, -1

    def visit_Assert(self, node: ast.Assert) -> ast.Assert:
        self.seen += 1
        if self.seen == self.target:
            node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
        return node


def _claim_id(function: ast.FunctionDef) -> str | None:
    for decorator in function.decorator_list:
        if isinstance(decorator, ast.Call) and getattr(decorator.func, "id", "") == "claim":
            return str(ast.literal_eval(decorator.args[0]))
    return None


def _passes(tree: ast.Module, path: Path, name: str) -> bool:
    """Run one test function of a (possibly changed) module: did it pass?"""
    module = types.ModuleType(f"tests.claims.{path.stem}")
    module.__file__ = str(path)
    exec(compile(ast.fix_missing_locations(tree), str(path), "exec"), module.__dict__)
    test = module.__dict__[name]
    wanted = inspect.signature(test).parameters
    kwargs: dict[str, object] = {"monkeypatch": pytest.MonkeyPatch()} if "monkeypatch" in wanted else {}
    for mark in getattr(test, "pytestmark", []):
        if mark.name == "parametrize":
            kwargs[mark.args[0]] = mark.args[1][0]  # the first case is enough to see it fail
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            test(**kwargs)
    except BaseException:  # any failure, pytest's own included, is what we want to see
        return False
    return True


def check(path: Path) -> list[str]:
    """One line per claim test in ``path``: OK (every flip failed), DEAD or RAISES."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines = []
    for function in (n for n in tree.body if isinstance(n, ast.FunctionDef)):
        claim_id = _claim_id(function)
        if claim_id is None:
            continue
        asserts = sum(isinstance(node, ast.Assert) for node in ast.walk(function))
        dead = []
        for target in range(asserts):
            changed = copy.deepcopy(tree)
            _Flip(target).visit(next(n for n in changed.body if getattr(n, "name", None) == function.name))
            if _passes(changed, path, function.name):
                dead.append(target + 1)
        status = "DEAD" if dead else ("OK  " if asserts else "RAISES")
        detail = f"assertion {', '.join(map(str, dead))} of {asserts} never fails" if dead else f"{asserts} flipped"
        lines.append(f"{status} {claim_id} ({path.name}::{function.name}): {detail}")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path)
    files = parser.parse_args(argv).files or sorted((ROOT / "tests" / "claims").glob("test_*.py"))
    sys.path.insert(0, str(ROOT))
    lines = [line for path in files for line in check(path.resolve())]
    print("\n".join(lines))
    print(f"{len(lines)} claim tests: {sum(line.startswith('DEAD') for line in lines)} with a dead assertion")
    return 1 if any(line.startswith("DEAD") for line in lines) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
