"""Checking tools, apart from the build route: nothing in ``guide_build`` outside this folder
imports them.

    pins.py          tests/docs/: what each page shows, pinned and checked by pytest-codeblocks
    portability.py   the pins rerun under other CPU code paths (MKL, ATen, thread counts)
    claims.py        every backed sentence (``#!claim``) with its check and result

Command line: ``python -m guide_build pins|portability|claims`` (``make pins``, ``make
portability``, ``make claims``).
"""
