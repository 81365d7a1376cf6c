"""The saved ``__interrupt__`` write holds a tuple of ``Interrupt``, as LangGraph 1.2.11.

A serde that keeps Python types (pickle) showed a list where LangGraph saves the
tuple ``interrupt()`` raised: in a node, in a subgraph, and in an ``@task``
(found by ``u758_custom_serde_saver``).
"""

from __future__ import annotations

import operator
import pickle
from typing import Annotated, Any, TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint, task
from lingxigraph.graph import START, StateGraph
from lingxigraph.types import Command, Interrupt, interrupt


class PickleSerde:
    def dumps_typed(self, obj: Any) -> tuple[str, bytes]:
        return "pickle", pickle.dumps(obj)

    def loads_typed(self, data: tuple[str, bytes]) -> Any:
        return pickle.loads(data[1])


class S(TypedDict):
    log: Annotated[list, operator.add]


def ask(s: S) -> dict:
    return {"log": [interrupt("q")]}


def _interrupt_writes(saver: InMemorySaver) -> list[Any]:
    return [w[2] for t in saver.list(None) for w in t.pending_writes if w[1] == "__interrupt__"]


def test_node_and_subgraph_interrupts_are_saved_as_tuples() -> None:
    sub = StateGraph(S)
    sub.add_node("ask", ask)
    sub.add_edge(START, "ask")
    g = StateGraph(S)
    g.add_node("sub", sub.compile())
    g.add_node("ask2", ask)
    g.add_edge(START, "sub")
    g.add_edge(START, "ask2")
    saver = InMemorySaver(serde=PickleSerde())
    app = g.compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "1"}}
    app.invoke({"log": []}, cfg)
    saved = _interrupt_writes(saver)
    assert len(saved) == 3  # the subgraph's own, its node's in the parent, ask2's
    assert all(type(v) is tuple and [type(i) for i in v] == [Interrupt] for v in saved)
    assert sorted(app.invoke(Command(resume={i.id: "a" for i in app.get_state(cfg).interrupts}), cfg)["log"]) == ["a", "a"]


def test_task_interrupt_is_saved_as_a_tuple() -> None:
    @task
    def t1(x: int) -> Any:
        return interrupt(x)

    @entrypoint(checkpointer=InMemorySaver(serde=PickleSerde()))
    def ep(x: int) -> Any:
        return t1(x).result()

    cfg = {"configurable": {"thread_id": "2"}}
    ep.invoke(1, cfg)
    saved = _interrupt_writes(ep.checkpointer)
    assert saved and all(type(v) is tuple for v in saved)
    assert ep.invoke(Command(resume="done"), cfg) == "done"
