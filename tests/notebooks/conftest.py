"""Registers the `notebooks` marker (tests/notebooks/test_notebooks.py runs every notebook)."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "notebooks: runs the generated notebooks with nbclient (about a minute)")
