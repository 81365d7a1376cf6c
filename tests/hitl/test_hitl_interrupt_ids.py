"""Stable interrupt identity.

lingxigraph's interrupt id is a pure function of the thread id, the superstep
path, the task's path (node names, Send index, subgraph namespace) and the
call's index within the task. So: two calls in one node differ (LangGraph gives
them one id); re-running from the same checkpoint, rebuilding the graph, or a
fresh process give the same ids; another thread gives other ids.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from hitl_helpers import Driver, collect_interrupt_ids, thread, two_questions

from lingxigraph.types import Command

HERE = Path(__file__).resolve().parent
_ID = re.compile(r"^[0-9a-f]{32}$")


def test_ids_are_32_lowercase_hex_and_all_distinct(run: Driver) -> None:
    ids = collect_interrupt_ids(run, "ids")
    assert all(_ID.match(i) for i in ids.values()), ids
    assert len(set(ids.values())) == len(ids), ids


def test_two_calls_in_one_node_get_different_ids(run: Driver) -> None:
    ids = collect_interrupt_ids(run, "ids")
    assert ids["two/first?"] != ids["two/second?"]


def test_same_node_in_later_superstep_gets_a_new_id(run: Driver) -> None:
    ids = collect_interrupt_ids(run, "ids")
    assert ids["loop/round 0"] != ids["loop/round 1"]


def test_send_index_and_subgraph_namespace_separate_ids(run: Driver) -> None:
    ids = collect_interrupt_ids(run, "ids")
    assert ids["send/q0"] != ids["send/q1"]
    assert ids["twins/left"] != ids["twins/right"]


def test_rerun_from_the_same_checkpoint_keeps_the_ids(run: Driver) -> None:
    body_log: list[str] = []
    graph = two_questions(run.is_async, body_log)
    cfg = thread("rerun")
    (first,) = run(graph, "invoke", {"out": []}, cfg)["__interrupt__"]
    assert run(graph, "invoke", None, cfg)["__interrupt__"] == [first]
    (second,) = run(graph, "invoke", Command(resume="A"), cfg)["__interrupt__"]
    assert run(graph, "invoke", None, cfg)["__interrupt__"] == [second]
    assert body_log == ["two", "two", "two", "two-after-first", "two", "two-after-first"]


def test_same_thread_same_program_same_ids(run: Driver) -> None:
    assert collect_interrupt_ids(run, "same") == collect_interrupt_ids(run, "same")


def test_other_thread_other_ids(run: Driver) -> None:
    first = collect_interrupt_ids(run, "thread-a")
    second = collect_interrupt_ids(run, "thread-b")
    assert first.keys() == second.keys()
    assert all(first[k] != second[k] for k in first)


def test_a_fresh_process_computes_the_same_ids(run: Driver) -> None:
    done = subprocess.run(
        [sys.executable, str(HERE / "hitl_id_probe.py"), run.name, "fresh"],
        cwd=HERE, capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == collect_interrupt_ids(run, "fresh")


def test_interrupts_named_by_namespace_take_langgraphs_id() -> None:
    """``Interrupt.from_ns`` and a pre-1.0 ``Interrupt(ns=[...])`` (as loaded from
    a LangGraph thread) hash the namespace as LangGraph 1.2.11 does (XXH3-128);
    before, lingxigraph gave them its own hash, so a legacy interrupt loaded
    from a checkpoint changed id."""
    import warnings

    from lingxigraph.types import Interrupt

    # LangGraph 1.2.11: Interrupt.from_ns("q", "agent:1|tools:2").id
    expected = "8a4d86160102b6e5d305f94e4917b52d"
    assert Interrupt.from_ns("q", "agent:1|tools:2").id == expected
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        legacy = Interrupt(value="q", ns=["agent:1", "tools:2"], resumable=True, when="during")
    assert (legacy.value, legacy.id) == ("q", expected)
