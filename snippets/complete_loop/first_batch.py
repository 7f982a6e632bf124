"""Chapter 7, fix the bug: asking the DataLoader for its first batch by position."""

from snippets.complete_loop.sensor_calibration import train_loader  # chapter 7's loader

# --8<-- [start:first-batch]
first_batch = train_loader[0]  # the first batch, please
# --8<-- [end:first-batch]
