"""Chapter 2: view() refuses a shape that the memory's order cannot give without a copy."""

from snippets.tensors.views import by_reading  # (3, 2): day.T, not contiguous

# --8<-- [start:refused]
by_reading.view(6)  # (6,): the readings in by_reading's row order, as a view
# --8<-- [end:refused]
