"""Chapter 12: switching to inference, choosing a device, saving and
loading weights."""
