"""Chapter 13: float64 readings meet float32 weights."""

from snippets.mistakes.error_messages import model, readings64  # the trained line, float64 readings

# --8<-- [start:dtype-error]
calibrated = model(readings64)  # float64 inputs, float32 weights
# --8<-- [end:dtype-error]
