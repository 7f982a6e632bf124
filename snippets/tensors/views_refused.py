"""Chapter 2: view() refuses a shape that the memory's order cannot give
without a copy."""

# (3, 2): day.T, not contiguous
from snippets.tensors.views import by_reading

# --8<-- [start:refused]
# (6,): the readings in by_reading's row order, as a view
by_reading.view(6)
# --8<-- [end:refused]
