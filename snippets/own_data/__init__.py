"""Chapter 14: your own data, from a file to batched evaluation."""
