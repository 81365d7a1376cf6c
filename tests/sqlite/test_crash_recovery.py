"""Kill a graph run with SIGKILL at many points, restart it, and check nothing is lost or redone.

The graph (``crash_worker.build_graph``: prep → three parallel fans → join →
finish) runs in a forked child on a file database. Each seed draws kill
points: mostly "the k-th event" (an SQL statement the saver starts, or a node
starting or ending; deterministic, no sleeps), some "after t seconds" (which
land anywhere, including inside SQLite or the serializer). After each kill the
test reads the database, records which nodes have their results saved (in
the latest checkpoint or as pending writes), and restarts the run with
``invoke(None, config)``, or with the input when no checkpoint exists yet,
until the graph finishes. Then:

* the final state equals an uninterrupted run's;
* no node whose results were saved before a run started ran in that run;
* SQLite's integrity check passes.

Each seed makes `KILLS_PER_SEED` kills, over as many graph threads (all in
one database file) as that takes. The default run makes 40 kills; with
``LINGXIGRAPH_HEAVY=1`` it makes 240.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pytest
from crash_worker import FANS, INPUT, NODES, build_graph

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.config import RunnableConfig

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")

HEAVY = os.environ.get("LINGXIGRAPH_HEAVY") == "1"
KILLS_PER_SEED = 6 if HEAVY else 5
SEEDS = range(40) if HEAVY else range(8)
TIMER_SHARE = 0.25
"""Share of kill points placed by a random delay instead of an event number."""
MAX_RUNS_PER_THREAD = 100

WORKER = Path(__file__).with_name("crash_worker.py")


class ForkServer:
    """Client of ``crash_worker.py``."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(WORKER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def run(self, **request: Any) -> dict[str, Any]:
        stdin: IO[str] | None = self.process.stdin
        stdout: IO[str] | None = self.process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        line = stdout.readline()
        assert line, f"fork server died (exit code {self.process.poll()})"
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)
        if self.process.stdout is not None:
            self.process.stdout.close()


@dataclass(frozen=True, slots=True, kw_only=True)
class Baseline:
    """What an uninterrupted run does, per driver."""

    values: dict[str, Any]
    """Final state values."""
    events: int
    """Events a child counts in a whole run from an empty database."""
    seconds: float
    """Wall time of one whole run in a child, fork included."""


@pytest.fixture(scope="module")
def server() -> Iterator[ForkServer]:
    instance = ForkServer()
    try:
        yield instance
    finally:
        instance.close()


@pytest.fixture(scope="module")
def baselines(server: ForkServer, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Baseline]:
    expected = build_graph(InMemorySaver()).invoke(INPUT, {"configurable": {"thread_id": "reference"}})
    found: dict[str, Baseline] = {}
    for driver in ("sync", "async"):
        folder = tmp_path_factory.mktemp(f"baseline-{driver}")
        seconds = 0.0
        side = folder / "side.log"
        for attempt in range(2):  # the second run is timed warm
            side = folder / f"side-{attempt}.log"
            started = time.perf_counter()
            answer = server.run(db=str(folder / f"cp-{attempt}.db"), side=str(side), thread="t", run=0, driver=driver)
            seconds = time.perf_counter() - started
            assert answer == {"killed": False, "code": 0}, _errors(side)
            with _saver(folder / f"cp-{attempt}.db") as saver:
                assert _state(saver, "t") == (expected, ())
        last = side.read_text().splitlines()[-1].split()
        assert last[2] == "done"
        found[driver] = Baseline(values=expected, events=int(last[1]), seconds=seconds)
    return found


def _errors(side: Path) -> str:
    err = Path(f"{side}.err")
    return err.read_text() if err.exists() else "(no traceback)"


class _saver:
    """A read-side `SqliteSaver` on the database file, closed on exit."""

    def __init__(self, db: Path) -> None:
        self.conn = sqlite3.connect(db, check_same_thread=False)

    def __enter__(self) -> SqliteSaver:
        return SqliteSaver(self.conn)

    def __exit__(self, *exc: object) -> None:
        self.conn.close()


def _state(saver: SqliteSaver, thread: str) -> tuple[dict[str, Any], tuple[str, ...]] | None:
    """``(values, next nodes)`` of the thread's latest checkpoint, or ``None`` before the first."""
    config: RunnableConfig = {"configurable": {"thread_id": thread}}
    if saver.get_tuple(config) is None:
        return None
    snapshot = build_graph(saver).get_state(config)
    return dict(snapshot.values), tuple(snapshot.next)


def _finished(saver: SqliteSaver, thread: str) -> bool:
    """Whether the thread's run is over: no next node and no pending writes.

    ``get_state`` leaves out of ``next`` the tasks whose writes are saved, so
    a run killed after the last task of a step saved its writes, but before
    the step's checkpoint, also shows ``next == ()`` (as in LangGraph).
    """
    latest = saver.get_tuple({"configurable": {"thread_id": thread}})
    if latest is None or latest.pending_writes:
        return False
    state = _state(saver, thread)
    return state is not None and state[1] == ()


def _saved_nodes(saver: SqliteSaver, thread: str) -> set[str]:
    """Nodes whose results are in the latest checkpoint or saved as pending writes."""
    saved: set[str] = set()
    latest = saver.get_tuple({"configurable": {"thread_id": thread}})
    if latest is not None:
        saved.update(latest.checkpoint["channel_values"].get("log", []))
    serde = JsonPlusSerializer()
    rows = saver.conn.execute(
        "SELECT type, value FROM writes WHERE thread_id = ? AND channel = 'log'", (thread,)
    ).fetchall()
    for type_tag, value in rows:
        saved.update(serde.loads_typed((type_tag, value)))
    return saved


def _starts_by_run(side: Path) -> dict[int, list[str]]:
    starts: dict[int, list[str]] = {}
    if side.exists():
        for line in side.read_text().splitlines():
            run, _, kind, *rest = line.split()
            if kind == "start":
                starts.setdefault(int(run), []).append(rest[0])
    return starts


def _drive_thread(
    server: ForkServer, folder: Path, thread: str, driver: str, rng: random.Random, kills_left: int, baseline: Baseline
) -> int:
    """Run ``thread`` to completion, killing up to ``kills_left`` runs; returns the kills made."""
    db = folder / "cp.db"
    side = folder / f"{thread}.log"
    saved_before: dict[int, set[str]] = {}
    kills = 0
    for run in range(MAX_RUNS_PER_THREAD):
        with _saver(db) as saver:
            if _finished(saver, thread):
                break
            saved_before[run] = _saved_nodes(saver, thread)
        request: dict[str, Any] = {"db": str(db), "side": str(side), "thread": thread, "run": run, "driver": driver}
        if kills < kills_left:
            if rng.random() < TIMER_SHARE:
                request["kill_after"] = rng.uniform(0.0, baseline.seconds)
            else:
                request["kill_at"] = rng.randint(1, baseline.events)
        answer = server.run(**request)
        if answer["killed"]:
            kills += 1
        else:
            assert answer["code"] == 0, _errors(side)
    else:
        pytest.fail(f"{thread} did not finish in {MAX_RUNS_PER_THREAD} runs")

    with _saver(db) as saver:
        assert _state(saver, thread) == (baseline.values, ())
        assert saver.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    for run, started in _starts_by_run(side).items():
        rerun = sorted(set(started) & saved_before[run])
        assert not rerun, f"{thread} run {run} re-ran {rerun}, whose results were already saved"
    return kills


@pytest.mark.parametrize("seed", SEEDS)
def test_killed_runs_resume_to_the_uninterrupted_result(
    server: ForkServer, baselines: dict[str, Baseline], tmp_path: Path, seed: int
) -> None:
    rng = random.Random(seed)
    driver = "async" if seed % 4 == 3 else "sync"
    kills = 0
    thread_number = 0
    while kills < KILLS_PER_SEED:
        kills += _drive_thread(
            server, tmp_path, f"thread-{thread_number}", driver, rng, KILLS_PER_SEED - kills, baselines[driver]
        )
        thread_number += 1
    assert kills == KILLS_PER_SEED
    # Every thread in the shared file still reads back whole.
    with _saver(tmp_path / "cp.db") as saver:
        for number in range(thread_number):
            assert _state(saver, f"thread-{number}") == (baselines[driver].values, ())


def test_fan_out_graph_shape() -> None:
    """The graph the crash test kills: the fans run in one superstep, each node once."""
    values = build_graph(InMemorySaver()).invoke(INPUT, {"configurable": {"thread_id": "shape"}})
    assert values["log"][0] == "prep" and sorted(values["log"][1:4]) == sorted(FANS)
    assert values["log"][4:] == ["join", "finish"] and sorted(values["log"]) == sorted(NODES)
