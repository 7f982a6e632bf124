"""What a block prints is text: it cannot add markup or script to a page."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import ROOT

PAYLOAD = "<script>alert(1)</script>"

TINY_PAGE = f'''# Escaping

```python exec="1" result="text" session="x" id="payload"
payload = "{PAYLOAD}"
print(payload)
```

A block that says nothing about its output gets the hook's default, escaped text:

```python exec="1" session="x" id="unmarked"
print(payload)
```

The payload in a sentence: `#!num payload`.
'''

TINY_CONFIG = f"""
site_name: escaping
hooks:
  - {ROOT / "hooks" / "executed_pages.py"}
plugins:
  - markdown-exec
markdown_extensions:
  - pymdownx.inlinehilite
  - pymdownx.superfences
"""


def test_printed_markup_is_escaped_in_output_and_prose(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text(TINY_PAGE)
    (tmp_path / "mkdocs.yml").write_text(TINY_CONFIG)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "UPT_NO_CACHE": "1", "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"],
                            cwd=tmp_path, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    body = html.split("<body", 1)[1]
    assert PAYLOAD not in body, "a printed <script> reached the page as markup"
    assert body.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 3, "expected it escaped in both outputs and the sentence"

