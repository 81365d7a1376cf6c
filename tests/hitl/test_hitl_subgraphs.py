"""Interrupts inside subgraphs and sub-subgraphs surface at the root (behaviour.md §5, §6, §8).

With ``subgraphs=True`` the interrupt is reported at every level, under each
level's namespace, with one id. ``get_state(cfg, subgraphs=True)`` puts the
child ``StateSnapshot`` (holding the interrupt) in ``tasks[i].state``.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from hitl_helpers import Driver, Masker, e21_parent, nested_parent, thread
from hitl_recorded import RECORDED
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, interrupt


def test_subgraph_interrupt_round_trip_matches_langgraph(run: Driver) -> None:
    graph = e21_parent(run.is_async)
    cfg = thread("si")
    masker = Masker()  # e21 kept one numbering across these sections
    chunks = run(graph, "stream", {"log": []}, cfg, stream_mode="updates", subgraphs=True)
    assert masker.render(*chunks) == RECORDED["e21/stream"].body
    assert masker.render(run(graph, "get_state", cfg)) == RECORDED["e21/get-state"].body
    nested = run(graph, "get_state", cfg, subgraphs=True)
    assert masker.render(nested.tasks[0].state) == RECORDED["e21/get-state-subgraphs"].body
    sub_cfg = run(graph, "get_state", cfg).tasks[0].state
    assert masker.render(sub_cfg, run(graph, "get_state", sub_cfg)) == RECORDED["e21/sub-config"].body
    history = [
        (h.metadata, h.next, h.config["configurable"].get("checkpoint_ns"))
        for h in run(graph, "get_state_history", sub_cfg)
    ]
    assert masker.render(*history) == RECORDED["e21/sub-history"].body
    resumed = run(graph, "stream", Command(resume=42), cfg, stream_mode="updates", subgraphs=True)
    values = run(graph, "get_state", cfg).values
    assert masker.render(*resumed, values) == RECORDED["e21/resume"].body


def test_invoke_returns_the_subgraph_interrupt_like_langgraph(run: Driver) -> None:
    result = run(e21_parent(run.is_async), "invoke", {"log": []}, thread("si2"))
    assert Masker().render(result) == RECORDED["e21/invoke"].body


def test_sub_subgraph_interrupt_is_reported_at_every_level(run: Driver) -> None:
    graph = nested_parent(run.is_async, [])
    chunks = run(graph, "stream", {"log": []}, thread("n"), stream_mode=["tasks", "updates"], subgraphs=True)
    mid_id = next(c["id"] for ns, mode, c in chunks if ns == () and mode == "tasks" and c["name"] == "mid")
    grand_ns = next(ns for ns, mode, c in chunks if mode == "tasks" and c["name"] == "grand")
    grand_id = next(c["id"] for _, mode, c in chunks if mode == "tasks" and c["name"] == "grand")
    assert grand_ns == (f"mid:{mid_id}",)
    reports = [(ns, c["__interrupt__"]) for ns, mode, c in chunks if mode == "updates" and "__interrupt__" in c]
    (deep,) = reports[0][1]
    assert deep.value == "deep?"
    assert all(r == (deep,) for _, r in reports)
    assert [ns for ns, _ in reports] == [(f"mid:{mid_id}", f"grand:{grand_id}"), (f"mid:{mid_id}",), ()]


def test_sub_subgraph_snapshots_nest(run: Driver) -> None:
    graph = nested_parent(run.is_async, [])
    cfg = thread("n")
    (deep,) = run(graph, "invoke", {"log": []}, cfg)["__interrupt__"]
    root = run(graph, "get_state", cfg, subgraphs=True)
    assert (root.next, root.interrupts) == (("mid",), (deep,))
    mid = root.tasks[0].state
    assert (mid.next, mid.interrupts, mid.values) == (("grand",), (deep,), {"log": ["p1", "m1"]})
    grand = mid.tasks[0].state
    assert (grand.next, grand.interrupts) == (("g_ask",), (deep,))
    assert (grand.tasks[0].name, grand.tasks[0].interrupts, grand.tasks[0].state) == ("g_ask", (deep,), None)
    namespaces = [s.config["configurable"]["checkpoint_ns"] for s in (root, mid, grand)]
    assert namespaces[0] == ""
    assert namespaces[1] == f"mid:{root.tasks[0].id}"
    assert namespaces[2] == f"{namespaces[1]}|grand:{mid.tasks[0].id}"
    flat = run(graph, "get_state", cfg)
    assert flat.tasks[0].state == {"configurable": {"thread_id": "n", "checkpoint_ns": namespaces[1]}}


def test_sub_subgraph_resume_finishes_without_rerunning_finished_nodes(run: Driver) -> None:
    body_log: list[str] = []
    graph = nested_parent(run.is_async, body_log)
    cfg = thread("n")
    run(graph, "invoke", {"log": []}, cfg)
    assert body_log == ["p1", "m1", "g_ask"]
    chunks = run(graph, "stream", Command(resume="deep-answer"), cfg, stream_mode="updates", subgraphs=True)
    assert body_log == ["p1", "m1", "g_ask", "g_ask"]
    assert [list(c)[0] for _, c in chunks] == ["g_ask", "grand", "mid"]
    state = run(graph, "get_state", cfg)
    assert (state.next, state.interrupts) == ((), ())
    assert state.values["log"][-1] == ["g_ask", "deep-answer"]


def test_v2_subgraph_interrupts_ride_on_values_parts(run: Driver) -> None:
    graph = nested_parent(run.is_async, [])
    parts = run(graph, "stream", {"log": []}, thread("n"), stream_mode="values", subgraphs=True, version="v2")
    last: dict[Any, Any] = {p["ns"]: p for p in parts}
    assert len(last) == 3
    (deep,) = last[()]["interrupts"]
    assert deep.value == "deep?"
    assert all(p["interrupts"] == (deep,) for p in last.values())
    assert all("__interrupt__" not in p["data"] for p in parts)


def test_parallel_interrupt_in_a_subgraph_streams_values_per_paused_task(run: Driver) -> None:
    # as LangGraph: inside the subgraph, x's pause gives a values chunk (state before the
    # step + its interrupt) and y's finished write gives none; the root reports the same
    # for its paused task s, then one values chunk with its finished sibling z's write
    from hitl_helpers import Out, new_graph, node

    from lingxigraph.checkpoint.memory import InMemorySaver
    from lingxigraph.graph import START
    from lingxigraph.types import interrupt

    sub = new_graph(Out)
    sub.add_node("x", node(lambda s: {"out": [interrupt("qx")]}, run.is_async))
    sub.add_node("y", node(lambda s: {"out": ["y"]}, run.is_async))
    sub.add_edge(START, "x")
    sub.add_edge(START, "y")
    parent = new_graph(Out)
    parent.add_node("s", sub.compile())
    parent.add_node("z", node(lambda s: {"out": ["z"]}, run.is_async))
    parent.add_edge(START, "s")
    parent.add_edge(START, "z")
    graph = parent.compile(checkpointer=InMemorySaver())
    chunks = run(graph, "stream", {"out": []}, thread("pv"), stream_mode="values", subgraphs=True)
    values = [
        (
            ns[0].split(":")[0] if ns else "",
            {k: v for k, v in chunk.items() if k != "__interrupt__"},
            [i.value for i in chunk.get("__interrupt__", ())],
        )
        for ns, chunk in chunks
    ]
    assert [v for v in values if v[0] == "s"] == [("s", {"out": []}, []), ("s", {"out": []}, ["qx"])]
    assert [v for v in values if v[0] == ""] == [
        ("", {"out": []}, []),
        ("", {"out": []}, ["qx"]),
        ("", {"out": ["z"]}, []),
    ]


class _Log(TypedDict):
    log: Annotated[list, operator.add]


def test_resumed_subgraph_runs_its_finished_sibling_tasks_again(run: Driver) -> None:
    """LangGraph's rule: a subgraph continuing from its checkpoint reuses no saved
    writes in its first step, so a sibling that finished beside the interrupt runs again."""
    calls: list[str] = []

    def ask(s: _Log) -> dict:
        calls.append("ask")
        return {"log": [interrupt("q")]}

    def side(s: _Log) -> dict:
        calls.append("side")
        return {"log": ["side"]}

    sub = StateGraph(_Log)
    sub.add_node("ask", ask)
    sub.add_node("side", side)
    sub.add_edge(START, "ask")
    sub.add_edge(START, "side")
    parent = StateGraph(_Log)
    parent.add_node("child", sub.compile())
    parent.add_edge(START, "child")
    graph = parent.compile(checkpointer=InMemorySaver())
    cfg = thread("rerun")
    run(graph, "invoke", {"log": []}, cfg)
    chunks = run(graph, "stream", Command(resume="a"), cfg, stream_mode="updates", subgraphs=True)
    assert sorted(calls[:2]) == sorted(calls[2:]) == ["ask", "side"]  # both ran again (in parallel)
    inner = [c for ns, c in chunks if ns != ()]
    assert sorted(inner, key=str) == [{"ask": {"log": ["a"]}}, {"side": {"log": ["side"]}}]  # plain, not cached
    assert run(graph, "get_state", cfg).values == {"log": ["a", "side"]}
