"""Chapter 10 (sorting-readings-into-classes.md): a Dataset of our own, random_split and Subset,
logits and softmax, what nn.CrossEntropyLoss accepts as a target, and where the classifier errs."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset, Subset, random_split
from torch.utils.data.dataloader import default_collate

from tests.claims import claim


class Squares(Dataset):
    """Only the two methods the page names: example i is (i, i²)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> tuple[torch.Tensor, int]:
        return torch.tensor([float(i)]), i * i


@claim("classification-dataset-protocol", "A DataLoader needs nothing else from it.")
def test_a_dataset_with_len_and_getitem_is_enough_for_a_dataloader() -> None:
    assert {name for name in vars(Squares) if not name.startswith("__")} == set()  # nothing but dunders
    loader = DataLoader(Squares(10), batch_size=4, shuffle=True)
    seen = sorted(int(v) for xb, _ in loader for v in xb.flatten())
    assert seen == list(range(10))  # every example, once
    assert len(loader) == 3  # len() of the loader comes from __len__


@claim("classification-own-generator", "so the readings do not depend on whatever else drew random numbers before it")
def test_the_datasets_own_generator_ignores_the_global_stream() -> None:
    from snippets.classification.readings import SensorReadings

    torch.manual_seed(0)
    first = SensorReadings().features
    torch.rand(1000)  # other draws from the global stream
    torch.manual_seed(123)
    assert torch.equal(SensorReadings().features, first)


@claim("classification-random-split-seeded", "the same seed deals the same split on every run")
def test_random_split_with_a_seeded_generator_repeats() -> None:
    data = Squares(300)

    def deal(seed: int) -> list[int]:
        return random_split(data, [240, 60], generator=torch.Generator().manual_seed(seed))[1].indices

    torch.manual_seed(1)
    first = deal(10)
    torch.manual_seed(2)  # the global stream plays no part
    assert deal(10) == first
    assert deal(11) != first


@claim("classification-subset-no-copy", "which copies nothing: it keeps the dataset and a list of indices")
def test_a_subset_holds_the_dataset_and_indices() -> None:
    features = torch.arange(10.0).reshape(5, 2)

    class Rows(Dataset):
        def __len__(self) -> int:
            return len(features)

        def __getitem__(self, i: int) -> torch.Tensor:
            return features[i]

    data = Rows()
    part, _ = random_split(data, [3, 2], generator=torch.Generator().manual_seed(0))
    assert isinstance(part, Subset) and part.dataset is data
    assert all(torch.equal(part[k], data[i]) for k, i in enumerate(part.indices))
    features[part.indices[0]] += 100  # change the original: the Subset sees it
    assert part[0][0] >= 100


@claim("classification-random-split-fractions", "`random_split` also takes fractions")
def test_random_split_takes_fractions() -> None:
    train, val = random_split(Squares(300), [0.8, 0.2], generator=torch.Generator().manual_seed(10))
    assert (len(train), len(val)) == (240, 60)


@claim("classification-collate-int-labels", "A label returned as a plain Python `int` would arrive as int64 too.")
def test_int_labels_are_collated_into_an_int64_tensor() -> None:
    xb, yb = next(iter(DataLoader(Squares(8), batch_size=8)))
    assert yb.dtype == torch.int64 and yb.shape == (8,)
    assert default_collate([3, 1, 2]).dtype == torch.int64


@claim(
    "classification-softmax-shift",
    "adding the same number to all of them leaves the probabilities as they were, as long as float32 can still hold",
)
def test_softmax_ignores_a_shift_of_the_whole_row_that_float32_can_hold() -> None:
    logits = torch.tensor([[0.3, -1.2, 2.0], [1.0, 1.0, -0.5]])
    shifted = logits + torch.tensor([[5.0], [-3.0]])  # a different number per row, the same within it
    assert torch.allclose(torch.softmax(logits, dim=1), torch.softmax(shifted, dim=1), atol=1e-6)
    assert not torch.allclose(torch.softmax(logits, dim=1), torch.softmax(logits * 2, dim=1))
    # A shift too large for float32 to keep the differences: every logit becomes 1e8, thirds
    flattened = torch.softmax(logits[0] + 1e8, dim=0)
    assert torch.equal(flattened, torch.full((3,), 1 / 3))


@claim(
    "classification-argmax-logits-or-probabilities",
    "a larger logit never gets a smaller probability, so predicting needs no softmax at all",
)
def test_softmax_keeps_the_order_of_a_row_unless_rounding_ties_it() -> None:
    torch.manual_seed(0)
    logits = 3 * torch.randn(1000, 5)
    probabilities = torch.softmax(logits, dim=1)
    assert torch.equal(logits.argmax(dim=1), probabilities.argmax(dim=1))
    order = logits.argsort(dim=1)  # each row's classes, smallest logit first
    in_order = probabilities.gather(1, order)
    assert (in_order[:, 1:] >= in_order[:, :-1]).all()  # never smaller for a larger logit
    # Two logits a float32 apart: equal probabilities, and the first wins the tie
    close = torch.tensor([0.0, 1.4e-45])
    assert close[1] > close[0]
    assert torch.equal(torch.softmax(close, dim=0), torch.tensor([0.5, 0.5]))
    assert (close.argmax().item(), torch.softmax(close, dim=0).argmax().item()) == (1, 0)


@claim(
    "classification-log-softmax-finite",
    "which stays finite where the log of a probability rounded to 0 would be −∞",
)
def test_log_softmax_stays_finite_where_log_of_softmax_does_not() -> None:
    logits = torch.tensor([[0.0, 200.0]])
    assert torch.log(torch.softmax(logits, dim=1))[0, 0] == float("-inf")
    assert torch.log_softmax(logits, dim=1)[0, 0].item() == pytest.approx(-200.0)
    assert nn.CrossEntropyLoss()(logits, torch.tensor([0])).item() == pytest.approx(200.0)


@claim("classification-cross-entropy-mean", '`reduction="sum"` adds the readings\' losses up instead')
def test_cross_entropy_averages_by_default_and_sums_on_request() -> None:
    torch.manual_seed(0)
    logits, labels = torch.randn(20, 3), torch.randint(0, 3, (20,))
    each = nn.CrossEntropyLoss(reduction="none")(logits, labels)  # (20,)
    assert each.shape == (20,)
    assert torch.allclose(nn.CrossEntropyLoss()(logits, labels), each.mean())
    assert torch.allclose(nn.CrossEntropyLoss(reduction="sum")(logits, labels), each.sum())


@claim("classification-target-out-of-range", "fails on the CPU with")
def test_a_class_index_past_the_last_class_fails() -> None:
    with pytest.raises(IndexError, match=r"^Target 3 is out of bounds\.$"):
        nn.CrossEntropyLoss()(torch.randn(4, 3), torch.tensor([0, 2, 1, 3]))
    nn.CrossEntropyLoss()(torch.randn(4, 3), torch.tensor([0, 2, 1, 2]))  # the last class is 2


@claim("classification-one-hot-must-be-float", "probabilities must be floating point")
def test_an_int64_one_hot_target_is_refused() -> None:
    logits, labels = torch.randn(20, 3), torch.randint(0, 3, (20,))
    one_hot = nn.functional.one_hot(labels, num_classes=3)
    assert one_hot.dtype == torch.int64
    with pytest.raises(RuntimeError, match="Expected floating point type for target with class probabilities"):
        nn.CrossEntropyLoss()(logits, one_hot)
    assert torch.allclose(nn.CrossEntropyLoss()(logits, one_hot.float()), nn.CrossEntropyLoss()(logits, labels))


@claim("classification-cat-promotes-labels", "`torch.cat` promoted the int64 labels to float32")
def test_cat_promotes_int64_beside_float32() -> None:
    table = torch.cat([torch.randn(5, 2), torch.arange(5).unsqueeze(1)], dim=1)
    assert table.dtype == torch.float32
    assert table[:, 2].tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]


@claim("classification-int32-target-refused", "int32 labels are refused the same way")
def test_int32_class_indices_are_refused() -> None:
    with pytest.raises(RuntimeError, match="expected target dtype to be Long or Byte, but got Int"):
        nn.CrossEntropyLoss()(torch.randn(4, 3), torch.tensor([0, 2, 1, 1], dtype=torch.int32))


@claim("classification-target-long-or-byte", "uint8 indices are accepted too")
def test_cross_entropy_takes_int64_or_uint8_indices_and_no_other_integers() -> None:
    logits, labels = torch.randn(4, 3), torch.tensor([0, 2, 1, 2])
    expected = nn.CrossEntropyLoss()(logits, labels)
    torch.testing.assert_close(nn.CrossEntropyLoss()(logits, labels.to(torch.uint8)), expected)
    for dtype in (torch.int8, torch.int16, torch.int32):
        with pytest.raises(RuntimeError, match="expected target dtype to be Long or Byte"):
            nn.CrossEntropyLoss()(logits, labels.to(dtype))


@claim("classification-argmax-no-gradient", "indices carry no gradient")
def test_argmax_is_cut_off_from_the_graph() -> None:
    logits = torch.randn(6, 3, requires_grad=True)
    predicted = logits.argmax(dim=1)
    assert predicted.dtype == torch.int64 and not predicted.requires_grad and predicted.grad_fn is None
    accuracy = (predicted == torch.zeros(6, dtype=torch.int64)).float().mean()
    with pytest.raises(RuntimeError, match="does not require grad"):
        accuracy.backward()


@claim("classification-argmax-ties-first", "`argmax` returns the first of them")
def test_argmax_returns_the_first_of_tied_maxima() -> None:
    assert torch.zeros(60, 3).argmax(dim=1).tolist() == [0] * 60
    assert torch.tensor([[1.0, 5.0, 5.0], [2.0, 0.0, 2.0]]).argmax(dim=1).tolist() == [1, 0]


@claim("classification-errors-where-sensors-meet", "lies near an end, where the curve comes")
def test_the_classifiers_errors_lie_where_two_calibrations_meet() -> None:
    from snippets.classification.train import SENSORS, predicted, val_features, val_labels

    wrong = (predicted != val_labels).nonzero().flatten().tolist()
    assert wrong, "the page explains errors: there must be some"
    for i in wrong:
        pair = {SENSORS[val_labels[i]], SENSORS[predicted[i]]}
        x = val_features[i, 0].item()
        assert pair != {"line", "drifted"}  # 2 apart everywhere: never confused
        if pair == {"line", "curved"}:
            assert 0.5 * x**2 < 0.15  # the curve's gap is under the noise's std
        else:
            assert pair == {"curved", "drifted"} and abs(x) > 1.5  # 2 - 0.5x² is small only near ±2
