"""Resuming wrongly raises ``RuntimeError`` and leaves the thread as it was.

* ids that match no interrupt of the step (next to ones that do, or alone): the
  message names the thread, the unknown ids and the pending ids (ids of
  interrupts answered earlier in the step are ignored, as in LangGraph);
* a plain value while several interrupts are pending: LangGraph's exact message (a
  subgraph task answered by id map and finished since still counts, as LangGraph counts it);
* no checkpointer: ``Cannot use Command(resume=...) without checkpointer``;

Nothing pending (a fresh or finished thread) is no error: as LangGraph, the value
is dropped and the run goes on as with no input.
"""

from __future__ import annotations

import re

import pytest
from hitl_helpers import (
    RESUME_MANY,
    Driver,
    Out,
    new_graph,
    node,
    parallel_questions,
    thread,
    twin_subgraphs,
    two_questions,
)

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
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


@pytest.mark.parametrize("pending", [1, 2])
def test_id_map_matching_no_interrupt_is_refused_not_taken_as_a_value(run: Driver, pending: int) -> None:
    # a dict whose keys all look like interrupt ids is an id map (LangGraph's test);
    # naming no interrupt of the step, it is refused, never handed to interrupt()
    graph = parallel_questions(run.is_async) if pending == 2 else two_questions(run.is_async, [])
    cfg = thread("dict-ids")
    run(graph, "invoke", {"out": []}, cfg)
    before = run(graph, "get_state", cfg)
    with pytest.raises(RuntimeError, match=r"^Cannot resume thread 'dict-ids': interrupt id\(s\) \['0{32}'\] match no"):
        run(graph, "invoke", Command(resume={"0" * 32: "zz"}), cfg)
    assert run(graph, "get_state", cfg).config == before.config


def test_id_map_may_name_interrupts_answered_earlier_in_the_step(run: Driver) -> None:
    # get_state().interrupts lists the step's answered interrupts too; a map built
    # from that list answers the pending ones and ignores the others (as LangGraph)
    graph = parallel_questions(run.is_async)
    cfg = thread("answered")
    asked = {i.value: i.id for i in run(graph, "invoke", {"out": []}, cfg)["__interrupt__"]}
    partial = run(graph, "invoke", Command(resume={asked["q1"]: "A"}), cfg)
    assert [i.value for i in partial["__interrupt__"]] == ["q2"]
    listed = run(graph, "get_state", cfg).interrupts
    assert sorted(i.value for i in listed) == ["q1", "q2"]
    # only the answered one: nothing is answered, q2 is asked again
    again = run(graph, "invoke", Command(resume={asked["q1"]: "late"}), cfg)
    assert [i.value for i in again["__interrupt__"]] == ["q2"]
    final = run(graph, "invoke", Command(resume={i.id: f"to {i.value}" for i in listed}), cfg)
    assert "__interrupt__" not in final
    assert sorted(map(str, final["out"])) == ["['n1', 'A']", "['n2', 'to q2']", "n3-ran"]


def test_plain_value_with_several_pending_uses_langgraphs_message(run: Driver) -> None:
    graph = parallel_questions(run.is_async)
    cfg = thread("plain-many")
    run(graph, "invoke", {"out": []}, cfg)
    with pytest.raises(RuntimeError, match=f"^{re.escape(RESUME_MANY)}$"):
        run(graph, "invoke", Command(resume="X"), cfg)
    assert run(graph, "get_state", cfg).next == ("n1", "n2")


def test_plain_value_after_a_subgraph_answered_by_id_still_counts_it_like_langgraph(run: Driver) -> None:
    # LangGraph 1.2.11 counts an interrupt as answered only by a resume record at
    # its own level: the left subgraph, answered by id map inside its own graph and
    # finished since, still counts, so a plain value for the right one is refused
    graph = twin_subgraphs(run.is_async)
    cfg = thread("twin-plain")
    run(graph, "invoke", {"log": []}, cfg)
    ids = {t.name: t.interrupts[0].id for t in run(graph, "get_state", cfg).tasks}
    out = run(graph, "invoke", Command(resume={ids["left"]: "L"}), cfg)
    assert out["log"] == ["L"] and [i.id for i in out["__interrupt__"]] == [ids["right"]]
    with pytest.raises(RuntimeError, match=f"^{re.escape(RESUME_MANY)}$"):
        run(graph, "invoke", Command(resume="R"), cfg)
    state = run(graph, "get_state", cfg)
    assert (state.next, state.values) == (("right",), {"log": ["L"]})
    assert run(graph, "invoke", Command(resume={ids["right"]: "R"}), cfg) == {"log": ["L", "R"]}


def test_plain_value_after_a_task_graph_answered_counts_its_interrupt_once_like_langgraph() -> None:
    # an entrypoint's task runs a graph that asks; the entrypoint's task and the
    # @task both record that one interrupt (counted once: the first plain value
    # answers it); then the entrypoint asks itself, and LangGraph still counts the
    # finished @task's interrupt, so a plain value is refused and an id map is not
    def ask(state: Out) -> dict[str, object]:
        return {"out": [interrupt("q-sub")]}

    inner = new_graph(Out)
    inner.add_node("ask", ask)
    inner.add_edge(START, "ask")
    compiled = inner.compile()

    @task
    def run_inner(x: str) -> list[object]:
        return compiled.invoke({"out": [x]})["out"]

    @entrypoint(checkpointer=InMemorySaver())
    def flow(x: str) -> list[object]:
        return [*run_inner(x).result(), interrupt("q-top")]

    cfg = thread("task-graph")
    assert [i.value for i in flow.invoke("in", cfg)["__interrupt__"]] == ["q-sub"]
    (top,) = flow.invoke(Command(resume="A"), cfg)["__interrupt__"]
    assert top.value == "q-top"
    with pytest.raises(RuntimeError, match=f"^{re.escape(RESUME_MANY)}$"):
        flow.invoke(Command(resume="B"), cfg)
    assert flow.invoke(Command(resume={top.id: "B"}), cfg) == ["in", "A", "B"]


def test_plain_values_answer_nested_task_interrupts_one_by_one_like_langgraph() -> None:
    # the outer @task holds its inner @task's interrupt too; once the inner one
    # holds a resume record that id counts as answered (LangGraph counts by id),
    # so the next plain value goes to the one interrupt still pending
    @task
    def inner(x: str) -> object:
        return interrupt(f"inner {x}")

    @task
    def outer(x: str) -> str:
        return f"o:{inner(x).result()}"

    @task
    def later(x: str) -> object:
        return interrupt(f"later {x}")

    @entrypoint(checkpointer=InMemorySaver())
    def flow(x: str) -> list[object]:
        return [outer(x).result(), later(x).result()]

    cfg = thread("nested-tasks")
    assert [i.value for i in flow.invoke("a", cfg)["__interrupt__"]] == ["inner a"]
    assert [i.value for i in flow.invoke(Command(resume="R1"), cfg)["__interrupt__"]] == ["later a"]
    assert flow.invoke(Command(resume="R2"), cfg) == ["o:R1", "R2"]


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


def test_resume_on_a_fresh_thread_runs_it_from_the_start_without_input(run: Driver) -> None:
    # as LangGraph 1.2.11: nothing waits for the value, so it is dropped and the
    # thread starts as with no input; the node's first interrupt() is not answered
    log: list[str] = []
    graph = two_questions(run.is_async, log)
    out = run(graph, "invoke", Command(resume="x"), thread("never-started"))
    assert [i.value for i in out["__interrupt__"]] == ["first?"] and out["out"] == []
    assert log == ["two"]
    state = run(graph, "get_state", thread("never-started"))
    assert state.values == {"out": []} and state.next == ("two",)


def test_resume_on_a_finished_thread_returns_its_state_and_saves_nothing(run: Driver) -> None:
    graph = two_questions(run.is_async, [])
    cfg = thread("finished")
    run(graph, "invoke", {"out": []}, cfg)
    run(graph, "invoke", Command(resume="A"), cfg)
    run(graph, "invoke", Command(resume="B"), cfg)
    before = run(graph, "get_state", cfg)
    # as LangGraph 1.2.11: the value is dropped, the run has nothing to do
    assert run(graph, "invoke", Command(resume="C"), cfg) == {"out": [["two", "A", "B"]]}
    after = run(graph, "get_state", cfg)
    assert after.config == before.config
    assert after.values == {"out": [["two", "A", "B"]]}
