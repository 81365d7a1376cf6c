"""Threads LangGraph saved (SQLite) resume under lingxigraph as they would under LangGraph.

LangGraph keys a paused step's saved writes (interrupts, finished siblings'
results, errors) by its own task ids. Tasks planned from such a checkpoint take
LangGraph's ids (see ``lingxigraph.pregel._foreign``), so ``get_state`` shows the
same tasks, ids and interrupt ids as LangGraph, finished siblings do not run
again, and resume values addressed by LangGraph's interrupt ids reach their
interrupts. The threads are made at test time by the LangGraph oracle venv.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import anyio
import pytest
from persistence_helpers import oracle_python, run_oracle

from lingxigraph.checkpoint.sqlite import SqliteSaver
from lingxigraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from lingxigraph.types import Command
from tests.persistence.lg_threads import (
    CALLS,
    SCENARIOS,
    THREAD,
    build,
    describe,
    plain,
    resume_input,
)

ORACLE = oracle_python()
SCRIPT = Path(__file__).with_name("lg_threads.py")
DRIVERS = ["sync", "asyncio", "trio"]

pytestmark = pytest.mark.skipif(ORACLE is None, reason="no LangGraph 1.2.11 oracle (LANGGRAPH_PYTHON)")


def _oracle(*args: str) -> Any:
    return json.loads(run_oracle(str(SCRIPT), *args))


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """scenario → (path of LangGraph's paused thread, LangGraph's state, LangGraph's resume result)."""
    cache: dict[str, tuple[Path, Any, Any]] = {}
    root = tmp_path_factory.mktemp("lg_threads")

    def get(scenario: str) -> tuple[Path, Any, Any]:
        if scenario not in cache:
            db = root / f"{scenario}.sqlite"
            state = _oracle(scenario, str(db), "start")
            copy = root / f"{scenario}.resumed.sqlite"
            shutil.copy(db, copy)
            result = _oracle(scenario, str(copy), "resume")
            cache[scenario] = (db, state, result)
        return cache[scenario]

    return get


def _copy(recorded: Any, scenario: str, tmp_path: Path) -> tuple[Path, Any, Any]:
    db, state, result = recorded(scenario)
    mine = tmp_path / "thread.sqlite"
    shutil.copy(db, mine)
    return mine, state, result


def _resume(driver: str, scenario: str, db: Path) -> tuple[Any, Any]:
    """Resume the thread with lingxigraph; its result and its state after."""
    builder = build("lingxigraph", scenario)
    if driver == "sync":
        conn = sqlite3.connect(db, check_same_thread=False)
        try:
            graph = builder.compile(checkpointer=SqliteSaver(conn))
            out = graph.invoke(resume_input("lingxigraph", scenario, graph.get_state(THREAD)), THREAD)
            return out, graph.get_state(THREAD)
        finally:
            conn.close()

    async def run() -> tuple[Any, Any]:
        async with AsyncSqliteSaver.from_conn_string(str(db)) as saver:
            graph = builder.compile(checkpointer=saver)
            with anyio.fail_after(60):
                snapshot = await graph.aget_state(THREAD)
                out = await graph.ainvoke(resume_input("lingxigraph", scenario, snapshot), THREAD)
                return out, await graph.aget_state(THREAD)

    return anyio.run(run, backend=driver)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_get_state_shows_what_langgraph_shows(recorded: Any, scenario: str, tmp_path: Path) -> None:
    db, lg_state, _ = _copy(recorded, scenario, tmp_path)
    conn = sqlite3.connect(db, check_same_thread=False)
    try:
        graph = build("lingxigraph", scenario).compile(checkpointer=SqliteSaver(conn))
        # same tasks, ids, interrupt ids, results, errors and next nodes
        assert describe(graph.get_state(THREAD)) == lg_state
    finally:
        conn.close()


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_resume_gives_langgraphs_result(recorded: Any, scenario: str, driver: str, tmp_path: Path) -> None:
    if scenario == "subgraph_in_node" and driver != "sync":
        # the sync node's nested invoke makes sync calls to the AsyncSqliteSaver on the
        # event loop thread, which it refuses (not about LangGraph's threads)
        pytest.skip("sync subgraph invoke inside a node under ainvoke with AsyncSqliteSaver")
    db, lg_state, lg_result = _copy(recorded, scenario, tmp_path)
    out, after = _resume(driver, scenario, db)
    if scenario == "error":
        # the node that failed under LangGraph succeeds now. Whether LangGraph saved
        # its sibling's result depends on its threads' timing (the sibling may not
        # have ended when the failure stopped the step): a saved result is used
        # once, else the sibling runs again; either way each appears once
        assert lg_result == {"error": "ValueError('boom')"}
        saved = [t["name"] for t in lg_state["tasks"] if t["result"] is not None]
        assert lg_state["values"]["log"] == saved
        assert plain(out) == {"log": ["a", "b"]}
    else:
        # finished siblings are not run again: their results appear once
        assert plain(out) == lg_result
    assert after.next == ()
    assert after.interrupts == ()


def test_interrupt_id_from_langgraph_answers_a_reasked_interrupt(recorded: Any, tmp_path: Path) -> None:
    """A task planned from LangGraph's checkpoint that interrupts again keeps
    LangGraph's interrupt id (a hash of the task's namespace), so an id the user
    took from LangGraph still answers it."""
    db, lg_state, _ = _copy(recorded, "two_interrupts", tmp_path)
    c_id = next(i[1] for t in lg_state["tasks"] for i in t["interrupts"] if i[0] == "c?")
    d_id = next(i[1] for t in lg_state["tasks"] for i in t["interrupts"] if i[0] == "d?")
    conn = sqlite3.connect(db, check_same_thread=False)
    try:
        graph = build("lingxigraph", "two_interrupts").compile(checkpointer=SqliteSaver(conn))
        first = graph.invoke(Command(resume={c_id: "one"}), THREAD)
        # d asks again, under the id LangGraph gave it
        assert plain(first["__interrupt__"]) == [["d?", d_id]]
        assert graph.get_state(THREAD).next == ("d",)
        out = graph.invoke(Command(resume={d_id: "two"}), THREAD)
        assert out == {"log": ["a", "b", "c:one", "d:two"]}
    finally:
        conn.close()


@pytest.mark.parametrize("driver", DRIVERS)
@pytest.mark.parametrize(
    ("scenario", "calls"),
    [("functional", ["t2"]), ("functional_by_id", ["t2"]), ("nested_calls", ["outer", "outer"])],
)
def test_task_calls_langgraph_finished_are_not_run_again(
    recorded: Any, scenario: str, calls: list[str], driver: str, tmp_path: Path
) -> None:
    """A workflow (or two Send tasks) paused by LangGraph inside a ``@task``
    call: on resume the finished calls' saved results are used (also those of
    a call made by a call), and the interrupted call runs again and takes the answer."""
    db, _, lg_result = _copy(recorded, scenario, tmp_path)
    CALLS.clear()
    out, _ = _resume(driver, scenario, db)
    assert plain(out) == lg_result
    assert CALLS == calls


def test_subgraph_state_langgraph_saved_is_found(recorded: Any, tmp_path: Path) -> None:
    """The subgraph's checkpoints live under the namespace of LangGraph's task id."""
    db, lg_state, _ = _copy(recorded, "subgraph", tmp_path)
    conn = sqlite3.connect(db, check_same_thread=False)
    try:
        graph = build("lingxigraph", "subgraph").compile(checkpointer=SqliteSaver(conn))
        sub_task = graph.get_state(THREAD, subgraphs=True).tasks[1]
        assert sub_task.id == lg_state["tasks"][1]["id"]
        sub = sub_task.state
        assert sub.values == {"log": ["s1"]}
        assert sub.next == ("ask",)
        assert sub.config["configurable"]["checkpoint_ns"] == f"sub:{sub_task.id}"
        assert plain(sub.tasks[0].interrupts) == lg_state["tasks"][1]["interrupts"]
    finally:
        conn.close()


@pytest.mark.parametrize("scenario", ["parallel", "send", "subgraph", "functional"])
def test_state_history_shows_what_langgraph_shows(recorded: Any, scenario: str, tmp_path: Path) -> None:
    db, _, _ = _copy(recorded, scenario, tmp_path)
    lg_history = _oracle(scenario, str(db), "history")
    conn = sqlite3.connect(db, check_same_thread=False)
    try:
        graph = build("lingxigraph", scenario).compile(checkpointer=SqliteSaver(conn))
        assert [describe(s) for s in graph.get_state_history(THREAD)] == lg_history
    finally:
        conn.close()
