"""Chapter 4: backward() with no argument needs a result of one
number."""

from snippets.autograd.non_scalar import outputs  # (2, 1)

# --8<-- [start:refused]
outputs.backward()
# --8<-- [end:refused]
