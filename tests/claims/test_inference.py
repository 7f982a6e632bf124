"""Chapter 12 (predicting-moving-and-saving.md): the two switches, devices and moves, and what
torch.load's weights_only refuses."""

from __future__ import annotations

import copy
import datetime
import inspect
import io
import mmap
import pickle
from pathlib import Path

import pytest
import torch
from torch import nn

from tests.claims import claim


@claim("devices-meta-plus-mismatch", "the device it calls expected is the first operand's")
def test_plus_between_meta_and_cpu_names_the_first_operand_expected() -> None:
    with pytest.raises(RuntimeError, match=r"^Tensor on device cpu is not on the expected device meta!$"):
        torch.ones(2, device="meta") + torch.ones(2)
    with pytest.raises(RuntimeError, match=r"^Tensor on device meta is not on the expected device cpu!$"):
        torch.ones(2) + torch.ones(2, device="meta")
    with pytest.raises(RuntimeError, match=r"^Tensor on device meta is not on the expected device cpu!$"):
        nn.Linear(1, 1).to("meta")(torch.ones(3, 1))  # the page's message, from nn.Linear


@claim("devices-meta-matmul-no-check", "runs without complaint in either order")
def test_matmul_of_meta_and_cpu_matrices_is_not_checked() -> None:
    meta_left = torch.ones(2, 2, device="meta") @ torch.ones(2, 2)
    assert meta_left.device.type == "meta" and meta_left.shape == (2, 2)
    cpu_left = torch.ones(2, 2) @ torch.ones(2, 2, device="meta")
    assert cpu_left.device.type == "cpu" and cpu_left.shape == (2, 2)


@claim("devices-to-copy-true", "unless you ask for one with `copy=True`")
def test_tensor_to_with_copy_true_returns_a_new_tensor() -> None:
    readings = torch.tensor([[1.5], [2.0]])
    assert readings.to(readings.dtype) is readings
    copied = readings.to(readings.dtype, copy=True)
    assert copied is not readings and copied.data_ptr() != readings.data_ptr()
    assert readings.to("cpu", copy=True) is not readings


@claim("devices-cuda-wording", '"Expected all tensors to be on the same device, but …"')
def test_the_cuda_wording_is_in_this_builds_library() -> None:
    library = Path(torch.__file__).parent / "lib"
    wanted = [
        b"Expected all tensors to be on the same device, but found at least two devices, ",
        b"Expected all tensors to be on the same device, but got ",
    ]
    found = set()
    for path in sorted(library.glob("libtorch_cpu*")):
        with path.open("rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
            found |= {text for text in wanted if data.find(text) >= 0}
    assert found == set(wanted)


@claim(
    "devices-to-one-code-path",
    "sends a dtype move and a move between CPU and GPU memory through the same code",
)
def test_module_to_moves_dtype_and_device_through_one_function() -> None:
    """Reads the source of Module.to and runs the dtype and meta moves; no GPU move runs here."""
    to_source = inspect.getsource(nn.Module.to)
    assert "return self._apply(convert)" in to_source
    assert "t.to(" in to_source and "device," in to_source  # one convert: device and dtype together
    apply_source = inspect.getsource(nn.Module._apply)
    assert "param.data = param_applied" in apply_source  # the result goes into the same Parameter
    assert torch._has_compatible_shallow_copy_type(torch.ones(1), torch.ones(1, dtype=torch.float64))
    assert not torch._has_compatible_shallow_copy_type(torch.ones(1), torch.ones(1, device="meta"))


def checkpoint_with_a_date() -> io.BytesIO:
    buffer = io.BytesIO()
    torch.save({"model": nn.Linear(1, 1).state_dict(), "saved_on": datetime.date(2026, 1, 1)}, buffer)
    buffer.seek(0)
    return buffer


@claim("saving-weights-only-default", "Since PyTorch 2.6 it is the default")
def test_weights_only_is_the_default_since_2_6(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", raising=False)
    monkeypatch.delenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", raising=False)
    major, minor = (int(part) for part in torch.__version__.split(".")[:2])
    assert (major, minor) >= (2, 6)
    with pytest.raises(pickle.UnpicklingError):
        torch.load(checkpoint_with_a_date())  # no weights_only given: refused as with weights_only=True
    assert torch.load(checkpoint_with_a_date(), weights_only=False)["saved_on"] == datetime.date(2026, 1, 1)
    # a pickle_module passed (even pickle itself) turns the default off: the date loads
    assert torch.load(checkpoint_with_a_date(), pickle_module=pickle)["saved_on"] == datetime.date(2026, 1, 1)


@claim("saving-weights-only-refuses", "raises an `UnpicklingError` naming `datetime.date`")
def test_weights_only_refuses_a_class_it_does_not_allow() -> None:
    with pytest.raises(pickle.UnpicklingError, match=r"GLOBAL datetime\.date was not an allowed global"):
        torch.load(checkpoint_with_a_date(), weights_only=True, map_location="cpu")


@claim(
    "saving-strict-false-reports", "would load the keys that match and return the others in a report instead of raising"
)
def test_strict_false_loads_what_matches_and_reports_the_rest() -> None:
    network = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
    report = nn.Linear(1, 1).load_state_dict(network.state_dict(), strict=False)
    assert sorted(report.missing_keys) == ["bias", "weight"]
    assert sorted(report.unexpected_keys) == ["0.bias", "0.weight", "2.bias", "2.weight"]
    line = nn.Linear(1, 1)
    partial = {"weight": torch.full((1, 1), 3.0), "extra": torch.zeros(1)}
    report = line.load_state_dict(partial, strict=False)
    assert line.weight.item() == 3.0 and report.missing_keys == ["bias"] and report.unexpected_keys == ["extra"]


@claim("saving-strict-false-size-mismatch", "A name that matches with the wrong shape still raises")
def test_strict_false_still_refuses_a_matching_name_of_the_wrong_shape() -> None:
    network = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
    # chapter 9's first layer saved under the names a Linear(1, 1) has
    renamed = {"weight": network[0].weight, "bias": network[0].bias}
    with pytest.raises(RuntimeError, match=r"size mismatch for weight"):
        nn.Linear(1, 1).load_state_dict(renamed, strict=False)


@claim("switches-no-grad-keeps-dropout", "`torch.no_grad()` leaves it dropping just the same")
def test_no_grad_does_not_switch_dropout_off() -> None:
    torch.manual_seed(0)
    dropout = nn.Dropout(p=0.5).train()
    with torch.no_grad():
        out = dropout(torch.ones(1000))
    assert (out == 0).any() and (out == 2).any()


@claim("saving-state-dict-shares-memory", "Its tensors share memory with the parameters")
def test_state_dict_tensors_share_memory_and_deepcopy_does_not() -> None:
    line = nn.Linear(1, 1)
    state, snapshot = line.state_dict(), copy.deepcopy(line.state_dict())
    assert state["weight"].data_ptr() == line.weight.data_ptr()
    with torch.no_grad():
        line.weight.add_(1.0)
    assert torch.equal(state["weight"], line.weight)
    assert not torch.equal(snapshot["weight"], line.weight)


@claim(
    "inference-tensor-in-place-refused",
    "An operation that saves nothing, and does not change the inference tensor in place, may use it",
)
def test_an_inference_tensor_joins_what_saves_nothing_but_not_an_in_place_change() -> None:
    with torch.inference_mode():
        frozen = nn.Linear(1, 1)(torch.tensor([[1.5]]))
    shift = torch.tensor([[0.5]], requires_grad=True)
    (frozen + shift).sum().backward()  # a sum saves nothing: allowed, and backward runs
    assert shift.grad is not None
    with pytest.raises(RuntimeError, match="Inplace update to inference tensor outside InferenceMode"):
        frozen.add_(1.0)  # nothing saved, no autograd, and still refused
    with pytest.raises(RuntimeError, match="Inference tensors cannot be saved for backward"):
        frozen * shift  # a product saves its other factor


@claim(
    "devices-module-to-returns-itself",
    "`model.to(device)` moves the module's parameters and buffers and returns the module itself",
)
def test_module_to_returns_the_module_itself() -> None:
    model = nn.Linear(1, 1)
    weight = model.weight
    assert model.to(torch.float64) is model  # another dtype: the same module
    assert model.weight is weight and model.weight.dtype == torch.float64  # its Parameter, moved
    assert model.to("meta") is model  # another device (the stand-in for a GPU): the same module
    assert model.weight.device.type == "meta"
    # and its buffers move with it: batch norm's running statistics
    norm = nn.BatchNorm1d(2)
    assert norm.to(torch.float64) is norm and norm.running_mean.dtype == torch.float64


@claim(
    "saving-weights-only-allows",
    "a short list of PyTorch's own types (devices, dtypes, `torch.Size` among them) and the classes you allow",
)
def test_weights_only_builds_tensors_plain_values_and_a_few_torch_types() -> None:
    def round_trip(value: object) -> object:
        buffer = io.BytesIO()
        torch.save({"value": value}, buffer)
        buffer.seek(0)
        return torch.load(buffer, weights_only=True)["value"]

    # PyTorch's own types, allowed without asking
    for value in (torch.device("cuda"), torch.float16, torch.Size([2, 3])):
        assert round_trip(value) == value
    # plain values and tensors
    assert round_trip([1, 2.5, "three", {"four": (4,)}]) == [1, 2.5, "three", {"four": (4,)}]
    assert torch.equal(round_trip(torch.ones(2)), torch.ones(2))
    # anything else is refused: a class from the standard library, a built-in slice
    for value in (datetime.date(2026, 1, 1), slice(1, 2)):
        with pytest.raises(pickle.UnpicklingError, match="not an allowed global"):
            round_trip(value)
    # unless you allow it
    with torch.serialization.safe_globals([datetime.date]):
        assert round_trip(datetime.date(2026, 1, 1)) == datetime.date(2026, 1, 1)


@claim(
    "saving-map-location-cpu",
    '`map_location="cpu"` puts the loaded tensors on the CPU even if they were saved from',
)
def test_map_location_cpu_loads_a_gpu_saved_tensor_on_a_machine_without_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """No GPU here: the file is made as a GPU's would be, with each storage tagged "cuda:0"
    (torch.save asks torch.serialization.location_tag for the tag it writes)."""
    assert not torch.cuda.is_available()
    buffer = io.BytesIO()
    with monkeypatch.context() as patch:
        patch.setattr(torch.serialization, "location_tag", lambda storage: "cuda:0")
        torch.save({"w": torch.ones(2)}, buffer)
    buffer.seek(0)
    with pytest.raises(RuntimeError, match="Attempting to deserialize object on a CUDA device"):
        torch.load(buffer, weights_only=True)
    buffer.seek(0)
    loaded = torch.load(buffer, weights_only=True, map_location="cpu")
    assert loaded["w"].device.type == "cpu" and torch.equal(loaded["w"], torch.ones(2))


@claim("inference-views-stay-ordinary", "a view of an ordinary tensor, which stays ordinary")
def test_a_view_taken_in_inference_mode_of_an_ordinary_tensor_stays_ordinary() -> None:
    ordinary = torch.ones(3)
    with torch.inference_mode():
        created = ordinary * 2  # a new tensor: an inference tensor
        view = ordinary[:2]  # a view of an ordinary tensor: stays ordinary
    assert created.is_inference() and not view.is_inference()
    weight = torch.ones(2, requires_grad=True)
    (weight * view).sum().backward()  # autograd saves the view
    assert weight.grad is not None
    with pytest.raises(RuntimeError, match="Inference tensors cannot be saved for backward"):
        (weight * created[:2]).sum().backward()
