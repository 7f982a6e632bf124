"""MkDocs hooks of the guide (listed under `hooks:` in mkdocs.yml), importable for tests."""
