"""Chapter 14: a real CSV file on disk, where a reader can open it."""

# --8<-- [start:copy]
import shutil
from importlib.resources import files
from pathlib import Path

# scikit-learn ships this file inside its package: 178 real wines
shipped = files("sklearn.datasets") / "data" / "wine_data.csv"

# a data/ folder in the folder Python runs in, where you can open it
data_dir = Path("data")
data_dir.mkdir(exist_ok=True)
wine_path = data_dir / "wine.csv"
shutil.copyfile(shipped, wine_path)
print("wrote", wine_path, "-", wine_path.stat().st_size, "bytes")
# --8<-- [end:copy]

# --8<-- [start:peek]
with open(wine_path) as file:
    lines = file.readlines()  # every line, as text

print(len(lines), "lines; the first three:")
print("".join(lines[:3]), end="")
# --8<-- [end:peek]

# --8<-- [start:header-read]
import csv

with open(wine_path, newline="") as file:
    reader = csv.reader(file)
    # line 1 describes the table; it is not a wine
    header = next(reader)
    rows = [[float(value) for value in row] for row in reader]

print("header:", header)
print(len(rows), "rows of", len(rows[0]), "numbers")
# --8<-- [end:header-read]
