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
    # a Dataset defined on the page, as a reader's script or notebook defines one in __main__
    code = """
        import torch
        from torch.utils.data import DataLoader, Dataset

        class Four(Dataset):
            def __len__(self):
                return 4

            def __getitem__(self, i):
                return torch.tensor(i)

        print([b.tolist() for b in DataLoader(Four(), batch_size=2, num_workers=2)])
    """
    outcome = project.run(text=fence("workers", code))
    assert outcome.message is None
    assert outcome.record.blocks[0].output == "[[0, 1], [2, 3]]\n"


def test_a_process_the_page_forks_leaves_with_the_real_os_exit(project: Project) -> None:
    # the page's own os._exit is caught (to name its line); a child it forks must really exit
    code = """
        import os

        pid = os.fork()
        if pid == 0:
            os._exit(3)
        print("child exit code:", os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
    """
    outcome = project.run(text=fence("fork", code))
    assert outcome.message is None
    assert outcome.record.blocks[0].output == "child exit code: 3\n"
