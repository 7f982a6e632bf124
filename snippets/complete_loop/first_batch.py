"""Chapter 7, fix the bug: asking the DataLoader for its first batch by
position."""

# chapter 7's loader
from snippets.complete_loop.sensor_calibration import train_loader

# --8<-- [start:first-batch]
# the first batch, please
first_batch = train_loader[0]
# --8<-- [end:first-batch]
