"""guide_build/workers.py: each page in a worker of its own, under a time limit; a dead one is reported."""

from __future__ import annotations

from .conftest import SHOW, Project, fence


def test_a_hang_is_stopped_at_its_time_limit_naming_the_line(project: Project) -> None:
    outcome = project.run(text=fence("hang", "n = 0\nwhile True:\n    n += 1", SHOW + ' timeout="1"'))
    assert outcome.message is not None
    assert outcome.message.startswith("docs/chapters/page.md: block 'hang' timed out at docs/chapters/page.md:")
    assert outcome.message.endswith(": still running after its time limit of 1 s")
    assert outcome.message.split(":")[2] in ("3", "4")  # the loop's lines


def test_a_worker_killed_mid_page_is_reported_with_the_block_it_was_running(project: Project) -> None:
    kill = "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)"
    outcome = project.run(text=fence("fine", "print(1)") + fence("die", kill))
    assert outcome.status == "failed"
    assert outcome.message == (
        "docs/chapters/page.md: block 'die' crashed at docs/chapters/page.md:4: the worker was killed by signal 9"
    )
    assert not list(project.root.glob(".cache/exec/**/*.json"))  # a crash is never stored


def test_a_page_may_start_processes_of_its_own_as_a_dataloader_with_workers_does(project: Project) -> None:
    code = (
        "import torch\nfrom torch.utils.data import DataLoader\n"
        "print([b.tolist() for b in DataLoader(torch.arange(4), batch_size=2, num_workers=2)])"
    )
    outcome = project.run(text=fence("workers", code))
    assert outcome.message is None
    assert outcome.record.blocks[0].output == "[[0, 1], [2, 3]]\n"
