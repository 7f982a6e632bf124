"""Chapter 10: sorting readings into classes: which of three sensors
produced each reading."""
