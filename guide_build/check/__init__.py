"""Checking tools, apart from the build route: nothing in ``guide_build`` outside this folder
imports them.

    pins.py          tests/docs/: what each page shows, pinned and checked by pytest-codeblocks
    portability.py   the pins rerun under other CPU code paths (MKL, ATen, thread counts)
    drift.py         docs/drift.md: what is pinned, the sweep and other torch releases, published
    versions.py      other torch releases against the pins; the record the pages show (``--check``)
    claims.py        every backed sentence (``#!claim``) with its check and result

Command line: ``python -m guide_build pins|portability|drift|claims`` (``make pins``, ``make
portability``, ``make drift``, ``make claims``).
"""
