"""Run other projects' test suites against lingxigraph, with their imports switched.

LangGraph's sdist and those of its sister packages ship their test suites. This
script downloads the pinned sdists, unpacks them, rewrites every ``langgraph``
module reference to ``lingxigraph`` (the package sources of the third-party
projects too, so ``langgraph_supervisor`` runs on lingxigraph), runs each suite
with pytest and prints the counts, then lists the failures that are not in
``known_failures.txt`` (each line there: a test id prefix and, after ``#``, why
it is left). Nothing of these suites is kept in this repository: they are an
oracle, read from the downloaded copies only.

Usage (network needed for the download; the interpreter must have lingxigraph and
the ``upstream`` extra installed)::

    python tests/upstream/run_upstream.py [--dest DIR] [--only NAME ...] [--postgres]

``--postgres`` keeps the Postgres parametrisations (a server on localhost:5442,
user ``postgres``, as the suites expect); without it ``NO_DOCKER=true`` skips them.
Exit status: 0 when every failure is a known one, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

# sdist -> test folders to leave out (they need pieces no pinned package ships). Not here:
# langgraph-swarm, whose tests build agents with `langchain.agents.create_agent`, and the
# `langchain` package depends on (and would import) LangGraph itself.
SUITES: dict[str, list[str]] = {
    "langgraph==1.2.11": [],
    "langgraph-prebuilt==1.1.3": [],
    "langgraph-checkpoint==4.3.2": [],
    "langgraph-checkpoint-sqlite==3.1.2": ["tests/test_conformance.py", "tests/test_conformance_delta.py"],
    "langgraph-checkpoint-postgres==3.2.0": ["tests/test_conformance.py", "tests/test_conformance_delta.py"],
    "langgraph-supervisor==0.0.31": [],
    "langgraph-bigtool==0.0.3": ["tests/integration_tests"],
    "langgraph-codeact==0.1.3": [],
}

# ``langgraph`` as a module name (followed by a dot, blank or line end); ``langgraph_sdk``,
# ``langgraph_supervisor`` and "langgraph-..." distribution names are left alone
_MODULE = re.compile(r"\blanggraph(?=[.\s]|$)", re.MULTILINE)
_RESULT = re.compile(r"^(FAILED|ERROR) (\S+)", re.MULTILINE)


def fetch(spec: str, dest: Path) -> Path:
    """Download and unpack ``spec``'s sdist under ``dest``; returns its folder, imports rewritten."""
    name, version = spec.split("==")
    folder = dest / f"{name.replace('-', '_')}-{version}"
    if folder.exists():
        return folder
    downloads = dest / "sdists"
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:", "-d", str(downloads), spec],
        check=True,
    )
    stem = name.replace("-", "_")
    archive = next(p for p in downloads.glob("*.tar.gz") if p.name.lower().replace("-", "_").startswith(f"{stem}_{version}."))
    with tarfile.open(archive) as tar:
        top = tar.getnames()[0].split("/")[0]
        tar.extractall(dest, filter="data")
    (dest / top).rename(folder)
    for path in folder.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        # (one server for all: checkpoint-postgres's suite looks on port 5441, LangGraph's on 5442)
        path.write_text(_MODULE.sub("lingxigraph", text).replace("localhost:5441", "localhost:5442"), encoding="utf-8")
    return folder


def known_failures() -> list[str]:
    """Test-id prefixes of the failures left on purpose (``known_failures.txt``)."""
    lines = (HERE / "known_failures.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()]


def run_suite(spec: str, folder: Path, postgres: bool) -> tuple[str, list[str]]:
    """Run one suite; returns pytest's summary line and the ids of what failed."""
    env = dict(os.environ)
    if not postgres:
        env["NO_DOCKER"] = "true"
    command = [sys.executable, "-m", "pytest", "tests", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
               "--timeout", "120", "--continue-on-collection-errors", "-rfE", "--tb=no", "-k", "not redis"]
    for left_out in SUITES[spec]:
        command += ["--ignore", left_out]
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-300:]
    failed = [f"{spec.split('==')[0]}::{test}" for _, test in _RESULT.findall(done.stdout)]
    return summary, failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dest", type=Path, default=Path("/tmp/lingxi-upstream"), help="download folder")
    parser.add_argument("--only", nargs="*", help="distribution names to run (default: all)")
    parser.add_argument("--postgres", action="store_true", help="keep the Postgres parametrisations")
    args = parser.parse_args()
    args.dest.mkdir(parents=True, exist_ok=True)
    known = known_failures()
    unexpected: list[str] = []
    for spec in SUITES:
        if args.only and spec.split("==")[0] not in args.only:
            continue
        summary, failed = run_suite(spec, fetch(spec, args.dest), args.postgres)
        print(f"{spec}: {summary}")
        unexpected += [test for test in failed if not any(test.startswith(prefix) for prefix in known)]
    for test in unexpected:
        print(f"  not a known failure: {test}")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
