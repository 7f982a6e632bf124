"""The checks behind the guide's sentences about how PyTorch behaves.

A page backs a sentence by putting `` `#!claim some-id` `` right after it. The check lives here,
in ``tests/claims/test_<topic>.py``: one test per sentence, decorated with the claim's id and the
sentence it backs, quoted as the page says it::

    @claim("grad-accumulates", "A second backward() adds to .grad; it does not replace it.")
    def test_a_second_backward_adds_to_grad() -> None:
        ...  # run the behaviour with torch and assert it

The build refuses a page whose marker names no test here (guide_build/claims.py reads the
decorators as text). ``make claims`` runs these tests and lists every backed sentence with its
check and result; it fails when a quote is no longer on its page, or a test backs no sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pytest

Test = TypeVar("Test", bound=Callable[..., object])


def claim(claim_id: str, quote: str) -> Callable[[Test], Test]:
    """Mark a test as the check behind the sentence ``quote``, which a page marks ``#!claim claim_id``."""

    def mark(test: Test) -> Test:
        return pytest.mark.claim(claim_id, quote)(test)

    return mark
