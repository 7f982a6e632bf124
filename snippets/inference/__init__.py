"""Chapter 11: switching to inference, choosing a device, saving and loading weights."""
