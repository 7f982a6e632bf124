"""Chapter 13: float64 readings meet float32 weights."""

# the trained line, float64 readings
from snippets.mistakes.error_messages import model, readings64

# --8<-- [start:dtype-error]
# float64 inputs, float32 weights
calibrated = model(readings64)
# --8<-- [end:dtype-error]
