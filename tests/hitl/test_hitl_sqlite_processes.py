"""Pause in one process, resume in another, on an SQLite checkpoint file.

Each step runs ``hitl_sqlite_app.py`` in a fresh interpreter (``SqliteSaver`` for
the sync driver, ``AsyncSqliteSaver`` for asyncio / trio). Interrupt ids read in
process A address the interrupts in process B, and equal the ids an in-memory
run of the same program on the same thread computes in this process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hitl_helpers import Driver, e21_parent, parallel_questions, thread, two_questions

pytest.importorskip("lingxigraph.checkpoint.sqlite")

HERE = Path(__file__).resolve().parent
NO_SAVER = 77


def _process(run: Driver, db: Path, program: str, *steps: list[Any]) -> list[Any]:
    """Run ``steps`` of ``program`` in a new process; returns their JSON results."""
    done = subprocess.run(
        [sys.executable, str(HERE / "hitl_sqlite_app.py"), run.name, str(db), program, json.dumps(list(steps))],
        cwd=HERE, capture_output=True, text=True, timeout=60, check=False,
    )
    if done.returncode == NO_SAVER:
        pytest.skip(done.stderr.strip())
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _in_memory_ids(run: Driver, graph: Any, inp: Any) -> dict[str, str]:
    return {i.value: i.id for i in run(graph, "invoke", inp, thread("t"))["__interrupt__"]}


def test_two_questions_answered_in_later_processes(run: Driver, tmp_path: Path) -> None:
    db = tmp_path / "hitl.db"
    (first,) = _process(run, db, "two", ["start"])
    (asked,) = first["__interrupt__"]
    assert asked["value"] == "first?"
    assert asked["id"] == _in_memory_ids(run, two_questions(run.is_async, []), {"out": []})["first?"]
    second, state, rerun, final = _process(run, db, "two", ["resume", "A"], ["state"], ["rerun"], ["resume", "B"])
    (pending,) = second["__interrupt__"]
    assert pending["value"] == "second?" and pending["id"] != asked["id"]
    assert (state["next"], state["interrupts"]) == (["two"], [pending])
    assert rerun["__interrupt__"] == [pending]
    assert final == {"out": [["two", "A", "B"]]}


def test_parallel_questions_answered_one_per_process(run: Driver, tmp_path: Path) -> None:
    db = tmp_path / "hitl.db"
    (first,) = _process(run, db, "parallel", ["start"])
    asked = {i["value"]: i["id"] for i in first["__interrupt__"]}
    assert asked == _in_memory_ids(run, parallel_questions(run.is_async), {"out": []})
    (partial,) = _process(run, db, "parallel", ["resume", {asked["q2"]: "v2"}])
    assert partial == {"out": [["n2", "v2"], "n3-ran"], "__interrupt__": [{"value": "q1", "id": asked["q1"]}]}
    state, final = _process(run, db, "parallel", ["state"], ["resume", {asked["q1"]: "v1"}])
    assert state["next"] == ["n1"]
    assert final == {"out": [["n1", "v1"], ["n2", "v2"], "n3-ran"]}


def test_parallel_questions_answered_together_in_another_process(run: Driver, tmp_path: Path) -> None:
    db = tmp_path / "hitl.db"
    (first,) = _process(run, db, "parallel", ["start"])
    answers = {i["id"]: f"v-{i['value']}" for i in first["__interrupt__"]}
    (final,) = _process(run, db, "parallel", ["resume", answers])
    assert final == {"out": [["n1", "v-q1"], ["n2", "v-q2"], "n3-ran"]}


def test_subgraph_question_answered_in_another_process(run: Driver, tmp_path: Path) -> None:
    db = tmp_path / "hitl.db"
    (first,) = _process(run, db, "subgraph", ["start"])
    (asked,) = first["__interrupt__"]
    assert asked["id"] == _in_memory_ids(run, e21_parent(run.is_async), {"log": []})["sub?"]
    state, final = _process(run, db, "subgraph", ["state"], ["resume", 42])
    assert (state["next"], state["interrupts"]) == (["child"], [asked])
    child = state["tasks"][0]["child"]
    assert (child["next"], child["interrupts"], child["values"]) == (["c_ask"], [asked], {"log": ["p1"]})
    assert final == {"x": 42, "log": ["p1", "p1", "c_ask"]}
