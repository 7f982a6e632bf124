"""Build-time data and test fixtures for the interactive widgets, computed by PyTorch.

Each ``<name>_fixtures.py`` module here exposes ``write_fixtures(folder: Path) -> None``;
``python -m snippets.widgets <folder>`` runs them all, so the widgets' JavaScript math is
tested against PyTorch as the oracle.
"""
