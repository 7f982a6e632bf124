"""Chapter 15: handwritten digits as image files, a convolutional
network that reads them, and training that holds up."""
