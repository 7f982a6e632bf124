"""Chapter 13: common mistakes, each one run so its symptom is real."""
