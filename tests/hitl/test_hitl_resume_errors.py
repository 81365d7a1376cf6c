"""Resuming wrongly raises ``RuntimeError`` and leaves the thread as it was.

* ids that match no pending interrupt (next to ones that do): the message names
  the thread, the unknown ids and the pending ids;
* a plain value while several interrupts are pending: LangGraph's exact message;
* no checkpointer: ``Cannot use Command(resume=...) without checkpointer``;
* nothing pending (fresh or finished thread): the message names the thread.
  (LangGraph instead starts a normal run there and drops the value.)
"""

from __future__ import annotations

import re

import pytest
from hitl_helpers import RESUME_MANY, Driver, Out, new_graph, node, parallel_questions, thread, two_questions

from lingxigraph.graph import START
from lingxigraph.types import Command, interrupt


def test_unknown_interrupt_id_is_named_with_the_pending_ones(run: Driver) -> None:
    graph = parallel_questions(run.is_async)
    cfg = thread("unknown")
    asked = {i.value: i.id for i in run(graph, "invoke", {"out": []}, cfg)["__interrupt__"]}
    bogus = "0" * 32
    with pytest.raises(RuntimeError) as info:
        run(graph, "invoke", Command(resume={asked["q1"]: "v1", bogus: "zz"}), cfg)
    message = str(info.value)
    assert "'unknown'" in message
    assert bogus in message
    assert asked["q1"] in message and asked["q2"] in message
    state = run(graph, "get_state", cfg)
    assert (state.next, state.values) == (("n1", "n2"), {"out": ["n3-ran"]})


def test_resume_dict_matching_no_id_is_a_plain_value_like_langgraph(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    cfg = thread("dict-value")
    run(graph, "invoke", {"out": []}, cfg)
    result = run(graph, "invoke", Command(resume={"not-an-id": 5}), cfg)
    (pending,) = result["__interrupt__"]
    assert pending.value == "second?"
    final = run(graph, "invoke", Command(resume="B"), cfg)
    assert final == {"out": [["two", {"not-an-id": 5}, "B"]]}


def test_resume_dict_matching_no_id_with_several_pending_is_refused(run: Driver) -> None:
    graph = parallel_questions(run.is_async)
    cfg = thread("dict-many")
    run(graph, "invoke", {"out": []}, cfg)
    with pytest.raises(RuntimeError, match=f"^{re.escape(RESUME_MANY)}$"):
        run(graph, "invoke", Command(resume={"0" * 32: "zz"}), cfg)


def test_plain_value_with_several_pending_uses_langgraphs_message(run: Driver) -> None:
    graph = parallel_questions(run.is_async)
    cfg = thread("plain-many")
    run(graph, "invoke", {"out": []}, cfg)
    with pytest.raises(RuntimeError, match=f"^{re.escape(RESUME_MANY)}$"):
        run(graph, "invoke", Command(resume="X"), cfg)
    assert run(graph, "get_state", cfg).next == ("n1", "n2")


def test_resume_without_checkpointer(run: Driver) -> None:
    def ask(state: Out) -> dict[str, object]:
        return {"out": [interrupt("q")]}

    builder = new_graph(Out)
    builder.add_node("ask", node(ask, run.is_async))
    builder.add_edge(START, "ask")
    graph = builder.compile()
    (pending,) = run(graph, "invoke", {"out": []})["__interrupt__"]  # interrupting needs no saver
    assert pending.value == "q"
    with pytest.raises(RuntimeError, match=r"^Cannot use Command\(resume=\.\.\.\) without checkpointer$"):
        run(graph, "invoke", Command(resume="x"))


def test_resume_on_a_fresh_thread_names_the_thread(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    with pytest.raises(RuntimeError, match=r"^Cannot resume thread 'never-started': it has no pending interrupt"):
        run(graph, "invoke", Command(resume="x"), thread("never-started"))
    assert run(graph, "get_state", thread("never-started")).values == {}


def test_resume_on_a_finished_thread_names_the_thread(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    cfg = thread("finished")
    run(graph, "invoke", {"out": []}, cfg)
    run(graph, "invoke", Command(resume="A"), cfg)
    run(graph, "invoke", Command(resume="B"), cfg)
    before = run(graph, "get_state", cfg)
    with pytest.raises(RuntimeError, match=r"^Cannot resume thread 'finished': it has no pending interrupt"):
        run(graph, "invoke", Command(resume="C"), cfg)
    after = run(graph, "get_state", cfg)
    assert after.config == before.config
    assert after.values == {"out": [["two", "A", "B"]]}
