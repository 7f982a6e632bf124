"""Chapter 13: a flat batch meets nn.Linear: mat1 and mat2 shapes cannot
be multiplied."""

# the trained line and 20 flat readings
from snippets.mistakes.error_messages import model, readings

# --8<-- [start:shape-error]
# (20,) into Linear(1, 1)
predictions = model(readings)
# --8<-- [end:shape-error]
