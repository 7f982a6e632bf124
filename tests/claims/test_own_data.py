"""Chapter 14 (loading-your-own-data.md): a Dataset read from a file, its transform, worker
processes, and evaluation summed over batches."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset, default_collate, get_worker_info, random_split

from tests.claims import claim


class Counted(Dataset):
    """Example i is (i,), passed through ``transform``, which may count its calls."""

    def __init__(self, n: int, transform=None) -> None:
        self.values = torch.arange(float(n)).unsqueeze(1)  # (n, 1)
        self.transform = transform

    def __len__(self) -> int:
        return len(self.values)

    def __getitem__(self, i: int) -> torch.Tensor:
        x = self.values[i]
        return x if self.transform is None else self.transform(x)


@claim("own-data-subsets-share-transform", "so setting `wine.transform` once changes what all three splits serve")
def test_a_transform_set_after_random_split_reaches_every_subset() -> None:
    data = Counted(10)
    parts = random_split(data, [6, 2, 2], generator=torch.Generator().manual_seed(0))
    before = [part[0].item() for part in parts]
    data.transform = lambda x: x + 100
    assert [part[0].item() for part in parts] == [v + 100 for v in before]


@claim("own-data-transform-every-fetch", "so the transform runs on every fetch, in every epoch")
def test_the_transform_runs_each_time_an_example_is_fetched() -> None:
    calls = []
    data = Counted(6, transform=lambda x: calls.append(1) or x)
    loader = DataLoader(data, batch_size=4, shuffle=True)
    for _epoch in range(3):
        for _batch in loader:
            pass
    assert len(calls) == 3 * 6  # every example, every epoch: nothing is cached
    assert torch.equal(data.values, torch.arange(6.0).unsqueeze(1))  # the stored values unchanged


@claim("own-data-default-collate", "`default_collate` is the stacking a DataLoader does when no `collate_fn` is given")
def test_default_collate_is_what_a_loader_uses_without_a_collate_fn() -> None:
    pairs = [(torch.tensor([float(i), -float(i)]), i) for i in range(5)]
    plain = list(DataLoader(pairs, batch_size=2))
    explicit = list(DataLoader(pairs, batch_size=2, collate_fn=default_collate))
    assert len(plain) == len(explicit) == 3
    for (xa, ya), (xb, yb) in zip(plain, explicit, strict=True):
        assert torch.equal(xa, xb) and torch.equal(ya, yb) and ya.dtype == yb.dtype == torch.int64


class Marking(Dataset):
    """Records, inside whichever process fetches, that it fetched: in its own copy."""

    def __init__(self) -> None:
        self.fetched_by: list[int] = []

    def __len__(self) -> int:
        return 8

    def __getitem__(self, i: int) -> tuple[int, int]:
        self.fetched_by.append(os.getpid())
        return i, os.getpid()


class Scribbling(Dataset):
    """Holds its examples in tensors, as the page's WineCSV does, and each fetch changes it:
    one of its tensors in place (``+=``), another by assigning into it, a list, an attribute."""

    def __init__(self) -> None:
        self.features = torch.zeros(8, 2)  # (N, 2)
        self.labels = torch.zeros(8, dtype=torch.long)  # (N,)
        self.fetched_by: list[int] = []
        self.last_fetched: int | None = None

    def __len__(self) -> int:
        return len(self.labels)

    def __getitem__(self, i: int) -> tuple[torch.Tensor, int]:
        self.features[i] += 100
        self.labels[i] = 1
        self.fetched_by.append(os.getpid())
        self.last_fetched = i
        return self.features[i].clone(), os.getpid()


def scribble_check(method: str) -> None:
    """Two workers under ``method`` fetch from a Dataset that scribbles on itself; what reaches here."""
    data = Scribbling()
    # the page's loader reads a Subset of the Dataset (val_set), pickled whole to the workers
    part, _ = random_split(data, [6, 2], generator=torch.Generator().manual_seed(0))
    loader = DataLoader(part, batch_size=2, num_workers=2, multiprocessing_context=method)
    pids = torch.cat([pid for _, pid in loader]).tolist()
    assert len(set(pids)) == 2 and os.getpid() not in pids, method  # two processes, neither this one
    # a list appended to, an attribute set: in the worker's copy only, whatever the start method
    assert data.fetched_by == [] and data.last_fetched is None, method
    fetched = torch.zeros(8, dtype=torch.bool)
    fetched[part.indices] = True
    if method == "fork":  # a copy of this process: the tensors' changes stayed in the workers too
        assert torch.equal(data.features, torch.zeros(8, 2)) and torch.equal(data.labels, torch.zeros(8).long())
    else:  # pickled: the tensors went through shared memory, and the workers' changes are here
        assert data.features.is_shared()
        assert torch.equal(data.features[:, 0], 100.0 * fetched) and torch.equal(data.labels, fetched.long())


@claim(
    "own-data-worker-own-copy",
    "they reach the workers in shared memory, so a worker that changes one in place (`+=`, or assigning into it) "
    "changes it in the main process too",
)
def test_a_worker_changes_its_own_copy_but_its_tensors_in_place_under_spawn_and_forkserver() -> None:
    scribble_check("fork")
    # spawn and forkserver in a fresh Python: a forkserver started here would stay for the rest of
    # this test process, without the preload the build's workers need (a test-order dependence)
    for method in ("spawn", "forkserver"):
        code = f"from tests.claims.test_own_data import scribble_check; scribble_check({method!r})"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 0, f"{method}: {done.stderr[-2000:]}"
    data = Scribbling()
    list(DataLoader(data, batch_size=2))  # num_workers=0: the main process's own copy
    assert data.fetched_by == [os.getpid()] * 8 and data.last_fetched == 7
    assert torch.equal(data.features, torch.full((8, 2), 100.0))


def _worker_pids(loader: DataLoader) -> set[int]:
    return {int(pid) for _, pids in loader for pid in pids}


@claim(
    "own-data-workers-every-pass",
    "Each pass over the loader starts its workers afresh unless `persistent_workers=True` keeps them",
)
def test_workers_are_new_processes_each_pass_unless_persistent() -> None:
    fresh = DataLoader(Marking(), batch_size=2, num_workers=2)
    assert _worker_pids(fresh).isdisjoint(_worker_pids(fresh))
    kept = DataLoader(Marking(), batch_size=2, num_workers=2, persistent_workers=True)
    assert _worker_pids(kept) == _worker_pids(kept)


def _slow_first_worker(batch: list[int]) -> tuple[torch.Tensor, int]:
    info = get_worker_info()
    if info is not None and info.id == 0:
        time.sleep(0.3)  # worker 0 finishes long after worker 1
    return default_collate(batch), -1 if info is None else info.id


@claim("own-data-in-order-false", "`in_order=False` lets it hand over whichever batch is ready first")
def test_in_order_false_hands_over_batches_as_they_are_ready() -> None:
    def order(in_order: bool) -> list[int]:
        loader = DataLoader(
            list(range(8)), batch_size=2, num_workers=2, collate_fn=_slow_first_worker, in_order=in_order
        )
        return [int(xb[0]) // 2 for xb, _ in loader]

    assert order(True) == [0, 1, 2, 3]  # the default: the sampler's order, whoever finishes first
    assert order(False)[0] == 1  # worker 1's first batch, ready while worker 0 still sleeps


@claim("own-data-reduction-sum", '`nn.CrossEntropyLoss(reduction="sum")` returns that sum directly.')
def test_reduction_sum_is_the_mean_times_the_batch_size() -> None:
    torch.manual_seed(0)
    logits, labels = torch.randn(6, 3), torch.tensor([0, 2, 1, 1, 0, 2])
    mean = nn.CrossEntropyLoss()(logits, labels)
    total = nn.CrossEntropyLoss(reduction="sum")(logits, labels)
    torch.testing.assert_close(total, mean * len(labels))
    torch.testing.assert_close(total, nn.CrossEntropyLoss(reduction="none")(logits, labels).sum())


@claim(
    "own-data-gradient-scales-with-feature",
    "A weight's gradient is a sum of its feature's values, each times a factor from the loss",
)
def test_a_weights_gradient_sums_its_features_values_times_a_factor_from_the_loss() -> None:
    torch.manual_seed(0)
    x, y = torch.randn(5, 3, dtype=torch.float64), torch.tensor([0, 1, 1, 0, 1])
    layer = nn.Linear(3, 2).double()

    def weight_grad(inputs: torch.Tensor) -> torch.Tensor:
        layer.zero_grad()
        loss = nn.functional.cross_entropy(layer(inputs), y)
        loss.backward()
        return layer.weight.grad.clone()

    # the weight's gradient is (dloss/dlogits)ᵀ @ inputs: column j is a sum of feature j's values,
    # each times a factor from the loss; a feature a thousand times larger gives a column to match
    logits = layer(x)
    upstream = torch.autograd.grad(nn.functional.cross_entropy(logits, y), logits)[0]
    torch.testing.assert_close(weight_grad(x), upstream.T @ x)


NOTEBOOK_CELL = """
import torch
from torch.utils.data import DataLoader, Dataset

class Four(Dataset):  # defined in __main__, as a notebook cell defines it
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return torch.tensor(i)

loader = DataLoader(Four(), batch_size=2, num_workers=1, multiprocessing_context="{method}")
print([b.tolist() for b in loader])
"""


def _run_cell(method: str) -> subprocess.CompletedProcess[str]:
    code = NOTEBOOK_CELL.format(method=method)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)


@claim("own-data-fresh-worker-finds-class-by-name", "a class defined in a notebook cell cannot be found")
def test_a_fresh_python_worker_cannot_find_a_class_defined_in_main() -> None:
    # python -c: a __main__ that no file holds, as in a notebook; a fresh worker unpickles by name
    spawned = _run_cell("spawn")
    assert spawned.returncode != 0
    assert "Can't get attribute 'Four' on <module '__main__'" in spawned.stderr
    # Linux's default from Python 3.14: a fresh server interpreter forks the worker
    served = _run_cell("forkserver")
    assert served.returncode != 0
    assert "Can't get attribute 'Four' on <module '__main__'" in served.stderr
    forked = _run_cell("fork")  # a copy of the running process has the class already
    assert forked.returncode == 0 and forked.stdout == "[[0, 1], [2, 3]]\n"
