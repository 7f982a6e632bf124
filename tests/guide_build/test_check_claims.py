"""guide_build/check/claims.py: the listing of backed sentences, and what makes it fail."""

from __future__ import annotations

from guide_build.check.claims import Result, declared, listing, problems
from guide_build.reader import parse, read_all
from tests.support import ROOT

PAGE = parse("chapters/x.md", "# X\n\nA second backward() adds to .grad. `#!claim adds`\n", ROOT)


def result(outcome: str = "passed", quote: str = "adds to .grad", claim_id: str = "adds") -> Result:
    return Result(claim_id, quote, "tests/claims/test_x.py::test_adds", outcome)


def test_a_passing_check_whose_quote_is_in_its_sentence_is_listed_and_fine() -> None:
    assert problems([PAGE], [result()]) == []
    assert "docs/chapters/x.md: 1 backed, 1 passing" in listing([PAGE], [result()])


def test_each_way_a_claim_can_go_wrong_is_one_problem() -> None:
    assert problems([PAGE], [result("failed")]) == ["docs/chapters/x.md:3: tests/claims/test_x.py::test_adds failed"]
    (reworded,) = problems([PAGE], [result(quote="replaces .grad")])
    assert "quotes 'replaces .grad', not in the sentence it backs" in reworded
    (missing,) = problems([PAGE], [])
    assert "`#!claim adds` names no test" in missing
    (orphan,) = problems([PAGE], [result(), result(claim_id="nowhere")])
    assert "backs claim 'nowhere', which no page marks" in orphan


def test_every_claim_on_the_site_quotes_its_sentence_and_every_check_backs_one() -> None:
    """What `make claims` checks besides the results (the tests themselves run in tests/claims/)."""
    found = declared(ROOT)
    assert problems(read_all(ROOT), found) == []
    assert len({r.id for r in found}) == len(found), "two tests back the same claim id"
