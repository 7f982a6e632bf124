"""The locks (requirements.lock, tools/zensical.lock: `make lock`) agree with what they lock, and
the venv the suite runs in holds exactly the locked versions."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import NormalizedName, canonicalize_name
from packaging.version import Version

from tests.support import ROOT

LOCK = ROOT / "requirements.lock"
ZENSICAL_IN = ROOT / "tools" / "zensical.in"
ZENSICAL_LOCK = ROOT / "tools" / "zensical.lock"
PROJECT = canonicalize_name("understanding-pytorch")
# A portable entry: a name, an exact version, and a marker; no URL, path or local wheel hash.
ENTRY_RE = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;]+)(\s*;\s*(?P<marker>.+))?$")


def read_lock(path: Path) -> dict[NormalizedName, Requirement]:
    """The lock's entries by name; fails on any line that is not a portable pin."""
    entries: dict[NormalizedName, Requirement] = {}
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        assert ENTRY_RE.match(line), f"{path.name}:{number} is not a portable 'name==version ; marker' pin: {line}"
        requirement = Requirement(line)
        entries[canonicalize_name(requirement.name)] = requirement
    return entries


def pinned_version(requirement: Requirement) -> Version:
    (spec,) = requirement.specifier
    return Version(spec.version)


def public(version: str) -> Version:
    """torch's CPU wheel is 2.13.0+cpu; the lock pins the public version, 2.13.0."""
    return Version(Version(version).public)


def project_requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project.get("optional-dependencies", {})
    return [Requirement(text) for text in [*project["dependencies"], *(r for group in extras.values() for r in group)]]


def input_requirements(path: Path) -> list[Requirement]:
    lines = (line.split("#", 1)[0].strip() for line in path.read_text().splitlines())
    return [Requirement(line) for line in lines if line]


@pytest.mark.parametrize(
    ("lock", "wanted"),
    [(LOCK, project_requirements), (ZENSICAL_LOCK, lambda: input_requirements(ZENSICAL_IN))],
    ids=["requirements.lock", "tools/zensical.lock"],
)
def test_lock_holds_every_requirement_at_a_version_it_allows(lock: Path, wanted) -> None:
    entries = read_lock(lock)
    stale = []
    for requirement in wanted():
        entry = entries.get(canonicalize_name(requirement.name))
        if entry is None or pinned_version(entry) not in requirement.specifier:
            locked = "missing" if entry is None else str(pinned_version(entry))
            stale.append(f"{requirement} (lock: {locked})")
    assert not stale, f"{lock.name} disagrees with what it locks; run `make lock`: " + ", ".join(stale)


def installed() -> dict[NormalizedName, metadata.Distribution]:
    return {canonicalize_name(d.metadata["Name"]): d for d in metadata.distributions()}


def required_closure(dists: dict[NormalizedName, metadata.Distribution]) -> set[NormalizedName]:
    """Every distribution the project's [test] install needs here, following Requires-Dist."""
    seen: set[tuple[NormalizedName, frozenset[str]]] = set()
    todo: list[tuple[NormalizedName, frozenset[str]]] = [(PROJECT, frozenset({"test"}))]
    while todo:
        name, extras = todo.pop()
        if (name, extras) in seen:
            continue
        seen.add((name, extras))
        assert name in dists, f"{name} is needed but not installed"
        for text in dists[name].requires or []:
            requirement = Requirement(text)
            environments = [{**default_environment(), "extra": extra} for extra in extras or {""}]
            if requirement.marker is None or any(requirement.marker.evaluate(env) for env in environments):
                todo.append((canonicalize_name(requirement.name), frozenset(requirement.extras)))
    return {name for name, _ in seen}


def test_this_venv_holds_exactly_the_locked_versions() -> None:
    """What `make setup` installed is the lock: pip freeze and the lock agree, package by package."""
    dists, lock = installed(), read_lock(LOCK)
    assert PROJECT in dists, "run the suite in the venv `make setup` makes"
    differ = [
        f"{name} {dist.version} (lock: {pinned_version(lock[name]) if name in lock else 'absent'})"
        for name, dist in sorted(dists.items())
        if name != PROJECT and (name not in lock or public(dist.version) != pinned_version(lock[name]))
    ]
    assert not differ, "installed but not as locked: " + ", ".join(differ)
    missing = sorted(required_closure(dists) - {PROJECT} - set(lock))
    assert not missing, f"needed here but not in the lock: {missing}"
