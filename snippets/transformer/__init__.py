"""Chapter 10: one training step of a tiny character-level transformer."""
