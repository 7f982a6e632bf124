"""Chapter 11: one training step of a tiny character-level
transformer."""
