"""Chapter 2: a method ending in _ changes its tensor in place."""

from snippets.tensors.indexing import readings  # (3, 4)

# --8<-- [start:in-place]
# a copy to change, so that readings stays as it is
capped = readings.clone()
# without _: a new tensor comes back, and capped is untouched
print(capped.clamp(max=6.0)[0], capped[0])
# with _: capped's own memory changes, and the call returns capped
print(capped.clamp_(max=6.0) is capped, capped[0])

# a slice is a view, so an in-place change to it reaches capped
first_column = capped[:, 0]  # (3,)
first_column.zero_()
# so does assigning through an index or a mask
capped[capped > 5.0] = 5.0
print(capped)
# --8<-- [end:in-place]
