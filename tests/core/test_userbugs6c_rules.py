"""LangGraph 1.2.11 rules found by replaying users' bug reports (round 3, branch userbugs6c)."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Send


class _Sub(TypedDict, total=False):
    out: Annotated[list, operator.add]
    item: str


class _Parent(TypedDict, total=False):
    items: list
    out: Annotated[list, operator.add]


def _fan_out_graph(seen: list) -> object:
    def work(s: _Sub) -> dict:
        seen.append(list(s["out"]))
        return {"out": [s["item"].upper()]}

    sb = StateGraph(_Sub)
    sb.add_node("work", work)
    sb.add_edge(START, "work")
    sub = sb.compile(checkpointer=True)
    pb = StateGraph(_Parent)
    pb.add_node("plan", lambda s: {"items": ["a", "b", "c"]})
    pb.add_node("sub", sub)
    pb.add_edge(START, "plan")
    pb.add_conditional_edges("plan", lambda s: [Send("sub", {"item": i, "out": []}) for i in s["items"]], ["sub"])
    pb.add_edge("sub", END)
    return pb.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize("run_async", [False, True])
def test_parallel_calls_of_a_persistent_subgraph_start_from_the_same_checkpoint(run_async: bool) -> None:
    # langgraph#3206-style map-reduce into a checkpointer=True subgraph: its calls share one
    # namespace; each Send's run starts from the checkpoint found when the step began
    # (LangGraph: all read the latest before any saves), not from a sibling's new one
    seen: list = []
    g = _fan_out_graph(seen)
    cfg = {"configurable": {"thread_id": "1"}}
    if run_async:
        out = asyncio.run(g.ainvoke({"out": []}, cfg))
    else:
        out = g.invoke({"out": []}, cfg)
    assert sorted(out["out"]) == ["A", "B", "C"]
    assert seen == [[], [], []]
    subs = [c for c in g.checkpointer.list(cfg) if c.config["configurable"]["checkpoint_ns"] == "sub"]
    # three histories of three checkpoints each (input, loop 0, loop 1), none on top of another
    assert sorted(c.metadata["step"] for c in subs) == [-1, -1, -1, 0, 0, 0, 1, 1, 1]
    assert [c.parent_config for c in subs if c.metadata["step"] == -1] == [None, None, None]


def test_a_persistent_subgraph_called_in_later_steps_continues_its_state() -> None:
    # the shared start is per step and namespace: a call in a later step or a later
    # invocation starts from the namespace's latest checkpoint as before (values as
    # observed with LangGraph 1.2.11)
    class S(TypedDict, total=False):
        out: Annotated[list, operator.add]
        item: str

    sb = StateGraph(S)
    sb.add_node("work", lambda s: {"out": [s["item"]]})
    sb.add_edge(START, "work")
    sub = sb.compile(checkpointer=True)
    pb = StateGraph(S)
    pb.add_node("one", sub)
    pb.add_node("mid", lambda s: {"item": "m"})
    pb.add_node("two", sub)
    pb.add_edge(START, "one")
    pb.add_edge("one", "mid")
    pb.add_edge("mid", "two")
    g = pb.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    assert g.invoke({"item": "x", "out": []}, cfg)["out"] == ["x", "x", "m"]
    sub_state = g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": "two"}}).values
    assert sub_state == {"item": "m", "out": ["x", "m"]}
    g.invoke({"item": "y", "out": []}, cfg)
    # node "one" (namespace "one") continued its own history: LangGraph 1.2.11 gives the same
    assert g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": "one"}}).values == {
        "out": ["x", "x", "x", "m", "y"],
        "item": "y",
    }
