"""Chapter 13: a flat batch meets nn.Linear: mat1 and mat2 shapes cannot be multiplied."""

from snippets.mistakes.error_messages import model, readings  # the trained line and 20 flat readings

# --8<-- [start:shape-error]
predictions = model(readings)  # (20,) into Linear(1, 1)
# --8<-- [end:shape-error]
