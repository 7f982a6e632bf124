"""Exports made from a built site, after ``mkdocs build``: the guide as a PDF (``pdf.py``) and as
an offline copy with the notebooks' archive (``offline.py``). Nothing on the build route imports
them (the PDF needs playwright and Chromium); ``python -m guide_build pdf|offline`` runs them.
"""
