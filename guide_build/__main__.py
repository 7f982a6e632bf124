"""Command line: run pages the way the build does, without building the site.

python -m guide_build run docs/chapters/shaping-tensors.md [...]   # outputs and numbers
python -m guide_build pins [--write] [PAGE ...]                    # documented outputs (tests/docs/)
python -m guide_build portability                                  # pinned outputs under other CPU code paths
python -m guide_build drift [--python OTHER/bin/python] [--check]   # the sweep (and other torch) -> docs/drift.md
python -m guide_build claims                                       # backed sentences and their checks; typed numbers
python -m guide_build cache [--clear]                              # what .cache/exec holds (or empty it)
python -m guide_build pdf [--site site]                            # after a build: the guide as a PDF
python -m guide_build offline [--site site]                        # after a build: offline copy, notebooks zip
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _pages(paths: list[str]) -> list:
    from guide_build.reader import read, read_all

    return [read(Path(p), ROOT) for p in paths] if paths else read_all(ROOT)


def run(paths: list[str]) -> int:
    from guide_build import execute
    from guide_build.check.pins import block_text

    outcomes = execute.run_pages(_pages(paths), ROOT)
    status = 0
    for outcome in outcomes.values():
        print(f"==== {outcome.page.source_file} ({outcome.status}, {outcome.record.seconds:.2f} s)")
        for block in outcome.record.blocks:
            print(f"---- block {block.id}")
            print(block_text(block), end="")  # printed text, warning, error, figures: as the page shows them
        for number, value in zip(outcome.page.numbers, outcome.record.numbers, strict=False):
            print(f"---- number {number.source} = {value}")
        if outcome.message:
            print(f"!!!! {outcome.message}")
            status = 1
    return status


def cache(clear: bool) -> int:
    from guide_build.cache import Cache

    store = Cache(ROOT)
    entries, size = store.usage()
    if clear:
        store.clear()
        print(f"removed {entries} entries ({size / 1e6:.1f} MB) from {store.root}")
    else:
        print(f"{entries} entries ({size / 1e6:.1f} MB) in {store.root}")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m guide_build", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("run", help="run pages, print every output and number").add_argument("pages", nargs="*")
    pins = commands.add_parser("pins", help="check (or --write) the documented outputs in tests/docs/")
    pins.add_argument("--write", action="store_true")
    pins.add_argument("pages", nargs="*")
    commands.add_parser("portability", help="rerun every pinned output under other CPU code paths")
    drift = commands.add_parser("drift", help="the sweep, and other torch versions (--python), into docs/drift.md")
    drift.add_argument("--python", action="append", default=[], help="a venv's python with another torch")
    drift.add_argument("--check", action="store_true", help="only fail when a --python prints what no page shows")
    commands.add_parser("claims", help="run tests/claims/, list every backed sentence with its check and result")
    stored = commands.add_parser("cache", help="what the execution cache holds; --clear empties it")
    stored.add_argument("--clear", action="store_true")
    pdf = commands.add_parser("pdf", help="after a build: print the whole-guide page to downloads/*.pdf")
    pdf.add_argument("--site", type=Path, default=ROOT / "site")
    away = commands.add_parser("offline", help="after a build: the offline copy and the notebooks' zip, in downloads/")
    away.add_argument("--site", type=Path, default=ROOT / "site")
    arguments = parser.parse_args(argv)
    if arguments.command == "run":
        return run(arguments.pages)
    if arguments.command == "pins":
        from guide_build.check import pins as pin_files

        return pin_files.main(_pages(arguments.pages), arguments.write)
    if arguments.command == "claims":
        from guide_build.check import claims

        return claims.main(ROOT)
    if arguments.command == "cache":
        return cache(arguments.clear)
    if arguments.command == "pdf":
        from guide_build.export import pdf as pdf_export

        print(f"wrote {pdf_export.make(arguments.site.resolve())}")
        return 0
    if arguments.command == "offline":
        from guide_build.export import offline

        print("wrote " + ", ".join(str(p) for p in offline.make(arguments.site.resolve())))
        return 0
    if arguments.command == "drift":
        from guide_build.check import drift as drift_page

        return drift_page.main(arguments.python, arguments.check)
    from guide_build.check import portability

    return portability.main()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
