"""Chapter 2: without keepdim, totals no longer line up with rows."""

from snippets.tensors.indexing import readings  # (3, 4)

# --8<-- [start:refused]
# (3, 4) / (3,): lined up from the right, 4 meets 3
readings / readings.sum(dim=1)
# --8<-- [end:refused]
