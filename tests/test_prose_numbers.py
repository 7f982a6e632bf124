"""Numbers in sentences: every `#!num` value each page states, pinned in reading order.

The values are computed by the build (see hooks/executed_pages.py); this pins them, so a
change to a snippet that moves a number quoted in prose fails here, naming the page, the
position and the sentence. After an intended change, review the diff and update the pin.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

PROSE_NUMBERS: dict[str, list[str]] = {'index.md': ['0.1', '1.60', '0.68', '3.29984', '0.625', '40', '0.1', '5.6', '7.1e-08', '0.6', '40',
              '40', '0.002', '0.8', '1e6', '16', '0.95', '1e6', '10', '1.2', '7',
              'weight=2.00, bias=1.00', '2.13.0+cpu', '3.11.7'],
 'chapters/avoiding-common-mistakes.md': ['12.3110', '0.0184', '37.6394', '3.8311', '1.2022',
                                          '1.8e-09', '50', '0.4314', '0.7039', '8'],
 'chapters/batching-and-splitting-data.md': ['201', '200', '140', '40', '21', '140', '40', '21',
                                             '201', '20', '(20, 1)', '20', '20', '140', '20', '7',
                                             '20', '7', '140', '20'],
 'chapters/finding-gradients-with-autograd.md': ['6.5', '-8.0', '-5.0', '1.0', '0.0', '-8.0',
                                                 '-5.0', '-8.0', '-5.0', '0.125', '9.0', '2.25',
                                                 '-8.0', '-16.0'],
 'chapters/growing-into-a-network.md': ['20', '[20, 1]', '49', '1e-07', '49', '7', '0.4191',
                                        '0.0178', '23', '0.0160', '0.0018', '49', '0.0178',
                                        '0.4191', '0.0160'],
 'chapters/knowing-what-pytorch-provides.md': ['6', 'float64', 'float32', 'False', 'cpu', 'cpu'],
 'chapters/packaging-models-with-torch-nn.md': ['[1, 1]', '[1]', '[2, 1]', 'True', '2', '6.5',
                                                '13.0', '0.2413', '0.7017', '[1, 1]', '[1]',
                                                '[2, 1]'],
 'chapters/predicting-and-measuring-loss.md': ['[[1.0], [2.0]]', '6.5', '[-2.0, -3.0]',
                                               '[4.0, 9.0]', '6.5', 'float', 'False', '6.5'],
 'chapters/predicting-moving-and-saving.md': ['3.9961', 'cpu', '3.9961395263671875',
                                              '3.9961395263671875', '0.05'],
 'chapters/shaping-tensors.md': ['[2, 1]', 'torch.float32', 'cpu', '[32, 3, 224, 224]', '4,816,896',
                                 '[2, 2]', '7.5', '70', '32', '128', '4,096', '784', '3,211,264',
                                 '[32, 128]', '[2, 1]', 'torch.float32', 'cpu', '[32, 3, 224, 224]',
                                 '4,816,896', '4,096', '3,211,264', '3.2'],
 'chapters/stepping-with-an-optimizer.md': ['1.8', '0.5', '1.7999999523162842', '1.8', '0.5', '2.3',
                                            '4.1', '6.5', '0.65', '0.6500000953674316', '1.8',
                                            '2.3', '4.1', '0.1', '1.60', '0.68', '3.29984', '0.625',
                                            '40', '0.1', '5.6', '7.1e-08', '0.6', '40', '40',
                                            '0.002', '0.8', '1e6', '16', '0.95', '1e6', '10', '1.2',
                                            '7', '4.0', '3.2', '1.60', '0.68', '0.625', '-8.0',
                                            '-16.0', '100', '1.8', '0.5', '6.5', '0.65', '-16.0',
                                            '-8.0', '0.625'],
 'chapters/training-a-tiny-transformer.md': ['4', '[1, 4]', '8996', '[1, 4, 4]', '1.7232', '1.0106',
                                             '8996'],
 'chapters/writing-the-complete-loop.md': ['-0.8700', '0.2283', '24', '2.0055', '2.0055', '0.9973',
                                           '0.1', '100', '1.182', '0.081', '1.745', '0.582', '1.15',
                                           '1e6', '29', '7', '100', '700', '100', '12.3506',
                                           '0.0117', '2.0003', '0.9957', '3.9961', '0.0117',
                                           '0.0207', '0.0217', '40', '0.0117', '140', '0.0208',
                                           '[20, 1]', '[]', '12.3506', '2.0336', '0.0144', '95',
                                           '100', '[]', '20', '0.0117', '0.0207']}


def _stated(site: Path, page: str) -> list[tuple[str, str]]:
    html_path = site / ("index.html" if page == "index.md" else page.removesuffix(".md") + "/index.html")
    soup = BeautifulSoup(html_path.read_text(encoding="utf-8"), "html.parser")
    return [(span.get_text(), span.parent.get_text(" ", strip=True)) for span in soup.select("span.computed")]


@pytest.mark.parametrize("page", sorted(PROSE_NUMBERS))
def test_prose_numbers_are_the_documented_ones(built_site: Path, page: str) -> None:
    stated = _stated(built_site, page)
    expected = PROSE_NUMBERS[page]
    for position, ((value, sentence), pinned) in enumerate(zip(stated, expected), start=1):
        assert value == pinned, f"docs/{page}: prose number #{position} is {value!r}, documented {pinned!r}, in: {sentence[:160]}"
    assert len(stated) == len(expected), f"docs/{page} states {len(stated)} computed numbers, {len(expected)} are pinned"
