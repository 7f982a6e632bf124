"""Chapter 15 (classifying-handwritten-digits.md): images as files, Conv2d and pooling,
dropout, momentum and weight decay, schedulers, and what a checkpoint must hold."""

from __future__ import annotations

import copy
import importlib.metadata
import re
import warnings
from pathlib import Path

import numpy as np
import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset, TensorDataset, random_split

from tests.claims import claim


@claim("images-pillow-comes-with-matplotlib", "Pillow, the library that writes them, is installed with matplotlib.")
def test_matplotlib_requires_pillow() -> None:
    requires = importlib.metadata.requires("matplotlib") or []
    names = {re.split(r"[<>=!~ ;\[]", r, maxsplit=1)[0].lower() for r in requires if "extra ==" not in r}
    assert "pillow" in names


@claim("images-conv2d-wants-channels", "takes exactly that, or a batch of them, (B, C, H, W)")
def test_conv2d_takes_c_h_w_or_b_c_h_w_and_nothing_else() -> None:
    conv = nn.Conv2d(1, 8, kernel_size=3, padding=1)
    assert conv(torch.randn(1, 8, 8)).shape == (8, 8, 8)  # one image, (C, H, W)
    assert conv(torch.randn(5, 1, 8, 8)).shape == (5, 8, 8, 8)  # a batch, (B, C, H, W)
    with pytest.raises(RuntimeError):
        conv(torch.randn(8, 8))  # a bare (H, W) grid has no channel
    with pytest.raises(RuntimeError):
        conv(torch.randn(5, 8, 8))  # 5 images without a channel: read as 5 channels


@claim(
    "images-grey-png-opened-as-rgb",
    "so these grey PNGs would come out as three equal channels, (3, 8, 8), which the network below,"
    " built for one channel, refuses; from that RGB image `Grayscale` gives the one grey channel back",
)
def test_a_grey_png_opened_as_imagefolder_opens_it_has_three_channels_and_grayscale_undoes_it(
    tmp_path: Path,
) -> None:
    """torchvision is not installed here, so its two steps are run as its source runs them (the
    page links the source and the documentation): ``pil_loader`` in torchvision/datasets/folder.py
    returns ``img.convert("RGB")``, and ``Grayscale()`` on a PIL image is ``img.convert("L")``
    (``to_grayscale`` in torchvision/transforms/_functional_pil.py). ``ToTensor`` lays (H, W, C)
    out as (C, H, W)."""
    from PIL import Image

    # one of the page's files: 8 x 8 grey levels, one byte per pixel, saved as PNG
    pixels = torch.randint(0, 256, (8, 8), dtype=torch.uint8, generator=torch.Generator().manual_seed(0))
    path = tmp_path / "0000.png"
    Image.fromarray(pixels.numpy()).save(path)
    with open(path, "rb") as f:
        image = Image.open(f)
        assert image.mode == "L"  # grey on disk
        rgb = image.convert("RGB")  # ImageFolder's default loader
    as_to_tensor = torch.from_numpy(np.array(rgb)).permute(2, 0, 1)  # (C, H, W)
    assert as_to_tensor.shape == (3, 8, 8)
    assert all(torch.equal(channel, pixels) for channel in as_to_tensor)  # three equal channels
    conv = nn.Conv2d(1, 8, kernel_size=3, padding=1)  # the page's first layer
    with pytest.raises(RuntimeError, match="to have 1 channels, but got 3 channels"):
        conv(as_to_tensor.unsqueeze(0) / 255)
    grey = torch.from_numpy(np.array(rgb.convert("L")))  # Grayscale(num_output_channels=1)
    assert torch.equal(grey, pixels)  # the one grey channel, every pixel as written
    assert conv(grey.unsqueeze(0).unsqueeze(0) / 255).shape == (1, 8, 8, 8)


class Pixels(Dataset):
    """Stands in for the page's DigitFiles: a transform applied in __getitem__."""

    def __init__(self) -> None:
        self.data = torch.arange(10.0)
        self.transform = lambda x: x

    def __len__(self) -> int:
        return len(self.data)

    def __getitem__(self, i: int) -> torch.Tensor:
        return self.transform(self.data[i])


@claim("images-subsets-share-the-transform", "so setting `images.transform` once changes what all three return")
def test_setting_the_datasets_transform_reaches_every_subset() -> None:
    data = Pixels()
    parts = random_split(data, [5, 3, 2], generator=torch.Generator().manual_seed(0))
    before = [[part[i].item() for i in range(len(part))] for part in parts]
    data.transform = lambda x: -x
    after = [[part[i].item() for i in range(len(part))] for part in parts]
    assert after == [[-v for v in values] for values in before]
    assert any(v != 0 for values in before for v in values)


class Named(Dataset):
    def __len__(self) -> int:
        return 8

    def __getitem__(self, i: int) -> tuple[torch.Tensor, str]:
        return torch.zeros(1), str(i % 3)


@claim("images-collate-keeps-strings", "it hands back the batch's eight strings as they were")
def test_the_default_collate_leaves_strings_as_they_are() -> None:
    _, labels = next(iter(DataLoader(Named(), batch_size=8)))
    assert not isinstance(labels, torch.Tensor)
    assert list(labels) == [str(i % 3) for i in range(8)]
    with pytest.raises(TypeError, match="must be Tensor"):
        nn.functional.cross_entropy(torch.zeros(8, 10), labels)


@claim("images-conv-same-weights-everywhere", "The same weights are used at every position")
def test_a_convolution_is_one_patch_sum_slid_over_the_image() -> None:
    torch.manual_seed(0)
    conv = nn.Conv2d(1, 1, kernel_size=3)
    image = torch.randn(1, 1, 6, 6)
    out = conv(image)[0, 0]  # (4, 4)
    w, b = conv.weight[0, 0], conv.bias[0]
    by_hand = torch.stack(
        [torch.stack([(image[0, 0, r : r + 3, c : c + 3] * w).sum() + b for c in range(4)]) for r in range(4)]
    )
    assert torch.allclose(out, by_hand, atol=1e-6)
    # a stroke moved one pixel gives the same response, moved one position
    stroke = torch.zeros(1, 1, 6, 6)
    stroke[0, 0, 1, 1:4] = 1
    moved = torch.roll(stroke, shifts=1, dims=3)
    assert torch.allclose(conv(moved)[0, 0, :, 1:], conv(stroke)[0, 0, :, :-1], atol=1e-6)


@claim("images-padding-keeps-size", "`padding=1` puts a border of zeros around the image")
def test_padding_one_is_a_border_of_zeros() -> None:
    torch.manual_seed(0)
    conv = nn.Conv2d(1, 4, kernel_size=3, padding=1)
    image = torch.randn(2, 1, 8, 8)
    padded = nn.functional.pad(image, (1, 1, 1, 1))  # zeros around: (2, 1, 10, 10)
    assert conv(image).shape == (2, 4, 8, 8)
    assert torch.allclose(conv(image), nn.functional.conv2d(padded, conv.weight, conv.bias), atol=1e-6)
    assert nn.Conv2d(1, 4, kernel_size=3)(image).shape == (2, 4, 6, 6)  # without: smaller


@claim("images-max-pool-largest", "keeps the largest value of every 2 × 2 block")
def test_max_pool_keeps_each_blocks_largest_value_and_has_no_weights() -> None:
    x = torch.randn(3, 2, 8, 8)
    blocks = x.reshape(3, 2, 4, 2, 4, 2).amax(dim=(3, 5))
    assert torch.equal(nn.MaxPool2d(2)(x), blocks)
    assert list(nn.MaxPool2d(2).parameters()) == []


@claim("images-conv2d-unbatched", "also takes a single image without a batch dimension, (C, H, W)")
def test_conv2d_reads_a_three_dimensional_input_as_one_image() -> None:
    torch.manual_seed(0)
    conv = nn.Conv2d(3, 4, kernel_size=3, padding=1)
    image = torch.randn(3, 8, 8)
    assert torch.allclose(conv(image), conv(image.unsqueeze(0))[0], atol=1e-6)
    with pytest.raises(RuntimeError, match=r"expected input\[1, 64, 8, 8\] to have 3 channels"):
        conv(torch.randn(64, 8, 8))


def one_sgd_step(**options: float) -> tuple[torch.Tensor, torch.Tensor, torch.optim.SGD]:
    """Two steps of SGD on w = [1, -2] with the loss sum(w * g): the gradient is g every time."""
    w = nn.Parameter(torch.tensor([1.0, -2.0]))
    g = torch.tensor([0.5, 0.25])
    optimizer = torch.optim.SGD([w], lr=0.1, **options)
    for _ in range(2):
        optimizer.zero_grad()
        (w * g).sum().backward()
        optimizer.step()
    return w.detach(), g, optimizer


@claim(
    "images-sgd-momentum-buffer",
    "each step it multiplies the buffer by 0.9, adds the new gradient, and steps along the buffer",
)
def test_sgd_momentum_keeps_a_buffer_and_steps_along_it() -> None:
    w, g, optimizer = one_sgd_step(momentum=0.9)
    w0 = torch.tensor([1.0, -2.0])
    buffer = g  # the first step's buffer is the gradient itself
    expected = w0 - 0.1 * buffer
    buffer = 0.9 * buffer + g
    expected = expected - 0.1 * buffer
    assert torch.allclose(w, expected, atol=1e-7)
    state = optimizer.state_dict()["state"][0]
    assert torch.allclose(state["momentum_buffer"], buffer)


@claim("images-sgd-weight-decay", "Weight decay adds `weight_decay` times each weight to its gradient")
def test_sgd_weight_decay_adds_the_scaled_weight_to_the_gradient() -> None:
    w, g, _ = one_sgd_step(weight_decay=0.01)
    expected = torch.tensor([1.0, -2.0])
    for _ in range(2):
        expected = expected - 0.1 * (g + 0.01 * expected)
    assert torch.allclose(w, expected, atol=1e-7)
    plain, _, _ = one_sgd_step()
    assert (w.abs() < plain.abs()).all()  # pulled towards zero
    # with momentum, as on the page: the decay joins the gradient before the buffer
    w, g, optimizer = one_sgd_step(momentum=0.9, weight_decay=0.01)
    weights, buffer = torch.tensor([1.0, -2.0]), torch.zeros(2)
    for _ in range(2):
        buffer = 0.9 * buffer + (g + 0.01 * weights)
        weights = weights - 0.1 * buffer
    state = optimizer.state[optimizer.param_groups[0]["params"][0]]
    assert torch.allclose(state["momentum_buffer"], buffer, atol=1e-7)
    assert torch.allclose(w, weights, atol=1e-7)


@claim("images-state-dict-is-live", "`state_dict()` returns the live parameter tensors")
def test_state_dict_changes_with_the_next_step_and_a_deepcopy_does_not() -> None:
    torch.manual_seed(0)
    layer = nn.Linear(2, 1)
    live, snapshot = layer.state_dict(), copy.deepcopy(layer.state_dict())
    optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)
    layer(torch.ones(1, 2)).sum().backward()
    optimizer.step()
    assert torch.equal(live["weight"], layer.weight)
    assert not torch.equal(snapshot["weight"], layer.weight)


@claim(
    "images-scheduler-after-optimizer",
    "a newly made `StepLR` that has loaded no saved state warns when its",
)
def test_a_scheduler_stepped_before_the_optimizer_warns() -> None:
    layer = nn.Linear(2, 1)
    optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=4, gamma=0.5)
    with pytest.warns(UserWarning, match=r"lr_scheduler\.step\(\)` before `optimizer\.step\(\)"):
        scheduler.step()
    layer2 = nn.Linear(2, 1)
    optimizer2 = torch.optim.SGD(layer2.parameters(), lr=0.1)
    scheduler2 = torch.optim.lr_scheduler.StepLR(optimizer2, step_size=4, gamma=0.5)
    layer2(torch.ones(1, 2)).sum().backward()
    optimizer2.step()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        scheduler2.step()  # the right order: no warning
    # one that has loaded a saved state is not checked: stepped first, it stays silent
    layer3 = nn.Linear(2, 1)
    optimizer3 = torch.optim.SGD(layer3.parameters(), lr=0.1)
    scheduler3 = torch.optim.lr_scheduler.StepLR(optimizer3, step_size=4, gamma=0.5)
    scheduler3.load_state_dict(scheduler2.state_dict())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        scheduler3.step()


@claim(
    "images-shuffle-and-dropout-use-global-rng",
    "because the shuffles and the dropout masks of the next epochs draw from it",
)
def test_shuffles_and_dropout_masks_repeat_after_restoring_the_global_state() -> None:
    loader = DataLoader(TensorDataset(torch.arange(20)), batch_size=20, shuffle=True)
    dropout = nn.Dropout(0.5)
    torch.manual_seed(0)
    state = torch.get_rng_state()
    first = (next(iter(loader))[0], dropout(torch.ones(100)))
    torch.set_rng_state(state)
    again = (next(iter(loader))[0], dropout(torch.ones(100)))
    other = (next(iter(loader))[0], dropout(torch.ones(100)))  # the stream went on: different
    assert all(torch.equal(a, b) for a, b in zip(first, again, strict=True))
    assert not any(torch.equal(a, b) for a, b in zip(first, other, strict=True))


def train(dtype: torch.dtype, *, rounded_up: bool) -> torch.Tensor:
    """The page's first network, 10 epochs of SGD with momentum on the digits, in ``dtype``.
    With ``rounded_up``, every loss is made larger by one unit in its last place, as if
    another CPU had rounded its last addition up instead of down."""
    from sklearn.datasets import load_digits

    digits = load_digits()
    images = torch.tensor(digits.images, dtype=dtype).unsqueeze(1) / 16  # (1797, 1, 8, 8)
    labels = torch.tensor(digits.target)
    torch.manual_seed(15)
    model = nn.Sequential(
        nn.Conv2d(1, 8, 3, padding=1),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(8, 16, 3, padding=1),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Flatten(),
        nn.Linear(64, 10),
    ).to(dtype)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
    for _ in range(10):
        for start in range(0, 1792, 64):
            optimizer.zero_grad()
            loss = nn.functional.cross_entropy(model(images[start : start + 64]), labels[start : start + 64])
            if rounded_up:
                # the next number up, towards +inf (never down, whatever the loss)
                higher = torch.nextafter(loss.detach(), torch.tensor(float("inf"), dtype=dtype))
                assert higher > loss
                loss = higher / loss.detach() * loss
            loss.backward()
            optimizer.step()
    return torch.cat([p.detach().flatten() for p in model.parameters()])


@claim(
    "images-training-amplifies-rounding",
    "In a plain run on these digits (this network, SGD with momentum, no shuffling), when every"
    " loss is rounded one unit in its last place higher, its float32 weights are visibly"
    " different a few hundred steps later",
)
def test_training_grows_a_rounding_difference_in_float32_and_not_visibly_in_float64() -> None:
    first_gap = torch.finfo(torch.float32).eps  # what one rounding can change, relative to 1
    gap32 = (train(torch.float32, rounded_up=True) - train(torch.float32, rounded_up=False)).abs().max().item()
    gap64 = (train(torch.float64, rounded_up=True) - train(torch.float64, rounded_up=False)).abs().max().item()
    assert gap32 > 1e-4 > 100 * first_gap  # visible at the fourth decimal
    assert gap64 < 1e-8  # float64 starts far smaller, and stays below what the page prints


def first_network_validation(dtype: torch.dtype) -> tuple[int, float]:
    """The page's first network trained as the page trains it (its split, normalising, shuffles,
    Adam with lr=0.01, 10 epochs, and a pass over the validation loader after epochs 1, 2 and 5)
    with ``dtype`` as the default: validation images right, and the mean validation loss, after
    epoch 10 as the page computes them. The passes in between matter: each pass over a loader
    draws a seed from the global generator, so without them the later shuffles are not the page's."""
    from sklearn.datasets import load_digits

    digits = load_digits()
    # the page's files: sorted as digits/<label>/<index>.png, each pixel one byte
    order = sorted(range(len(digits.target)), key=lambda i: (digits.target[i], i))
    before = torch.get_default_dtype()
    try:
        torch.set_default_dtype(dtype)
        pixels = torch.from_numpy((digits.images[order] * 255 / 16).round().astype("uint8"))
        images = (pixels / 255).unsqueeze(1)  # (1797, 1, 8, 8)
        labels = torch.from_numpy(digits.target[order])
        data = TensorDataset(images, labels)
        train_set, val_set, _ = random_split(data, [1197, 300, 300], generator=torch.Generator().manual_seed(15))
        train_images = images[train_set.indices]
        mean, std = train_images.mean().item(), train_images.std().item()
        val_data = TensorDataset((images[val_set.indices] - mean) / std, labels[val_set.indices])
        train_data = TensorDataset((train_images - mean) / std, labels[train_set.indices])
        torch.manual_seed(15)
        features = nn.Sequential(
            nn.Conv2d(1, 8, 3, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Flatten(),
        )
        model = nn.Sequential(features, nn.Linear(64, 10))
        assert features[0].weight.dtype == dtype
        torch.manual_seed(15)  # the shuffles
        loader = DataLoader(train_data, batch_size=64, shuffle=True)
        val_loader = DataLoader(val_data, batch_size=100)
        optimizer = torch.optim.Adam(model.parameters(), lr=0.01)

        def evaluate() -> tuple[int, float]:
            # the page's evaluate(): its loader, its batches of 100, its mean loss
            total, right = 0.0, 0
            with torch.inference_mode():
                for batch, batch_labels in val_loader:
                    logits = model(batch)
                    total += nn.functional.cross_entropy(logits, batch_labels).item() * len(batch_labels)
                    right += (logits.argmax(dim=1) == batch_labels).sum().item()
            return right, total / len(val_data)

        for epoch in range(1, 11):
            for batch, batch_labels in loader:
                optimizer.zero_grad()
                nn.functional.cross_entropy(model(batch), batch_labels).backward()
                optimizer.step()
            if epoch in (1, 2, 5):
                evaluate()  # the page prints these; each pass draws from the global generator
        return evaluate()
    finally:
        torch.set_default_dtype(before)


@claim("images-float32-trains-as-well", "PyTorch's default, float32, trains this network as well.")
def test_the_first_network_trains_as_well_in_float32_as_in_float64() -> None:
    right64, loss64 = first_network_validation(torch.float64)
    right32, loss32 = first_network_validation(torch.float32)
    # the float64 arm is the page's run: the last line its training block prints
    pins = Path(__file__).parents[2] / "tests" / "docs" / "chapters" / "classifying-handwritten-digits.md"
    pinned = pins.read_text(encoding="utf-8")
    assert f"epoch 10: validation loss {loss64:.3f}, {right64}/300 right" in pinned
    # float32's last bits differ from CPU to CPU, and so does its run (294 right, loss 0.085
    # to 0.087 on every code path of `make portability`, against float64's 289 and 0.102):
    # "as well" is at most 1% fewer right, and a validation loss at most 0.02 higher
    assert right32 >= right64 - 3
    assert loss32 <= loss64 + 0.02


@claim("images-default-dtype", "makes new floating-point tensors and layers float64")
def test_set_default_dtype_changes_new_tensors_and_layers() -> None:
    before = torch.get_default_dtype()
    try:
        torch.set_default_dtype(torch.float64)
        assert torch.zeros(2).dtype == torch.float64
        assert nn.Conv2d(1, 2, 3).weight.dtype == torch.float64
        assert (torch.tensor([3], dtype=torch.uint8) / 255).dtype == torch.float64
    finally:
        torch.set_default_dtype(before)
    assert torch.zeros(2).dtype == before


@claim("images-building-draws-random", "building a network draws its starting weights from the same generator")
def test_building_a_layer_advances_the_global_generator() -> None:
    torch.manual_seed(0)
    before = torch.get_rng_state()
    nn.Conv2d(1, 8, 3)
    assert not torch.equal(torch.get_rng_state(), before)
    torch.set_rng_state(before)
    first = torch.rand(3)
    torch.set_rng_state(before)
    nn.Linear(64, 10)
    assert not torch.equal(torch.rand(3), first)  # what comes next has moved on


@claim(
    "images-seed-is-not-the-state",
    "Starting the stream again hands the resumed epochs the numbers the run drew first:"
    " those that made its starting weights, then epoch 1's shuffle and masks.",
)
def test_a_reseeded_resume_redraws_the_starting_weights_and_a_saved_state_resumes() -> None:
    images = TensorDataset(torch.arange(32.0))

    def shuffle() -> list[float]:
        loader = DataLoader(images, batch_size=8, shuffle=True)
        return torch.cat([batch for (batch,) in loader]).tolist()

    # the uninterrupted run: seed, starting weights, then the epochs' shuffles
    torch.manual_seed(15)
    start = nn.Linear(64, 10)
    epoch_1 = shuffle()
    state = torch.get_rng_state()  # where the stream has got to
    epoch_2 = shuffle()
    # a resume that reseeds draws first what made the starting weights ...
    torch.manual_seed(15)
    assert torch.equal(nn.Linear(64, 10).weight, start.weight)
    # ... and only after them epoch 1's shuffle
    assert shuffle() == epoch_1
    torch.manual_seed(15)
    assert shuffle() not in (epoch_1, epoch_2)  # not the next epoch's either
    torch.set_rng_state(state)
    assert shuffle() == epoch_2  # the state: where it left off
