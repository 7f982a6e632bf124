"""Chapter 14, exercise: every line of the file read as numbers."""

from snippets.own_data.wine_file import wine_path  # the file, copied

# --8<-- [start:every-line]
import csv

with open(wine_path, newline="") as file:
    rows = [[float(value) for value in row] for row in csv.reader(file)]

print(len(rows), "rows")
# --8<-- [end:every-line]
