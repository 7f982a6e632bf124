"""Chapters 7 and 8: the sensor-calibration program, batched, split and
trained."""
