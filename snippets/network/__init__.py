"""Chapter 9: a hidden layer, a nonlinearity, and a curved
calibration."""
