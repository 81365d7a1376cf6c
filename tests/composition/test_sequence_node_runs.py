"""A LangChain ``RunnableSequence`` node is run as the node's own steps, as LangGraph 1.2.11.

LangGraph folds ``a | b`` into the node's sequence: traced, the steps are children
of the node's run (``seq:step:1``, ``seq:step:2``, ...) with no ``RunnableSequence``
run between, a routing function after it is ``seq:step:<steps + 3>``, and under
``astream_events`` each step transforms the stream of the one before. lingxigraph
reported an extra ``RunnableSequence`` run (found by ``u761_trace_policy_callbacks``,
``u762_sequence_node_events``).
"""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any, TypedDict

import pytest

pytest.importorskip("langchain_core")

from langchain_core.callbacks import BaseCallbackHandler  # noqa: E402
from langchain_core.runnables import RunnableLambda  # noqa: E402

from lingxigraph.graph import START, StateGraph  # noqa: E402


class S(TypedDict):
    log: Annotated[list, operator.add]


class Runs(BaseCallbackHandler):
    def __init__(self) -> None:
        self.ids: dict[Any, int] = {}
        self.starts: list[tuple[str, int, int | None, list[str]]] = []

    def _id(self, run_id: Any) -> int:
        return self.ids.setdefault(run_id, len(self.ids))

    def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, parent_run_id: Any = None, tags: Any = None, **kw: Any) -> None:
        parent = None if parent_run_id is None else self._id(parent_run_id)
        self.starts.append((kw.get("name"), self._id(run_id), parent, sorted(tags or [])))


async def _twice(d: dict) -> dict:
    return {"log": [d["x"] * 2]}


def _graph() -> Any:
    g = StateGraph(S)
    g.add_node("seq", RunnableLambda(lambda s: {"x": 1}) | RunnableLambda(_twice) | RunnableLambda(lambda d: d))
    g.add_node("after", lambda s: {"log": ["after"]})
    g.add_edge(START, "seq")
    g.add_conditional_edges("seq", lambda s: "after", ["after"])
    return g.compile()


EXPECTED = [
    ("LangGraph", 0, None, []),
    ("seq", 1, 0, ["graph:step:1"]),
    ("RunnableLambda", 2, 1, ["seq:step:1"]),
    ("_twice", 3, 1, ["seq:step:2"]),
    ("RunnableLambda", 4, 1, ["seq:step:3"]),
    (None, 5, 1, ["seq:step:5"]),  # the routing function: after the 3 steps and the state write
    ("after", 6, 0, ["graph:step:2"]),
]


def test_sequence_steps_are_children_of_the_node_run_sync() -> None:
    runs = Runs()
    g = StateGraph(S)
    g.add_node("seq", RunnableLambda(lambda s: {"x": 1}) | RunnableLambda(lambda d: {"log": [d["x"] * 2]}))
    g.add_edge(START, "seq")
    assert g.compile().invoke({"log": []}, {"callbacks": [runs]}) == {"log": [2]}
    assert runs.starts == [
        ("LangGraph", 0, None, []),
        ("seq", 1, 0, ["graph:step:1"]),
        ("RunnableLambda", 2, 1, ["seq:step:1"]),
        ("RunnableLambda", 3, 1, ["seq:step:2"]),
    ]


def test_sequence_steps_are_children_of_the_node_run_async_and_shift_the_route_tag() -> None:
    runs = Runs()
    assert asyncio.run(_graph().ainvoke({"log": []}, {"callbacks": [runs]})) == {"log": [2, "after"]}
    assert runs.starts == EXPECTED


def test_astream_events_streams_each_step_into_the_next() -> None:
    async def run() -> list[tuple[str, str, list[str]]]:
        out = []
        async for ev in _graph().astream_events({"log": []}, version="v2"):
            if ev["name"] in ("RunnableLambda", "_twice", "RunnableSequence"):
                out.append((ev["event"], ev["name"], ev["tags"]))
        return out

    assert asyncio.run(run()) == [
        ("on_chain_start", "RunnableLambda", ["seq:step:1"]),
        ("on_chain_stream", "RunnableLambda", ["seq:step:1"]),
        ("on_chain_start", "_twice", ["seq:step:2"]),
        ("on_chain_end", "RunnableLambda", ["seq:step:1"]),
        ("on_chain_stream", "_twice", ["seq:step:2"]),
        ("on_chain_start", "RunnableLambda", ["seq:step:3"]),
        ("on_chain_end", "_twice", ["seq:step:2"]),
        ("on_chain_stream", "RunnableLambda", ["seq:step:3"]),
        ("on_chain_end", "RunnableLambda", ["seq:step:3"]),
    ]


def test_untraced_sequence_node_runs_as_before() -> None:
    assert asyncio.run(_graph().ainvoke({"log": []})) == {"log": [2, "after"]}


def test_a_subgraph_step_of_a_sequence_node_is_the_node_subgraph() -> None:
    """``prep | subgraph | post`` as a node: LangGraph finds the subgraph among the
    steps (skipping one compiled with ``checkpointer=False``), so get_subgraphs and
    get_state(subgraphs=True) show it; lingxigraph looked only into functions."""
    from lingxigraph.checkpoint.memory import InMemorySaver
    from lingxigraph.types import Command, interrupt

    def ask(s: S) -> dict:
        return {"log": ["ans:" + interrupt("q?")]}

    sub = StateGraph(S)
    sub.add_node("ask", ask)
    sub.add_edge(START, "ask")
    plain = StateGraph(S)
    plain.add_node("x", lambda s: {"log": ["x"]})
    plain.add_edge(START, "x")
    asker = sub.compile(name="asker")
    skipping = StateGraph(S)
    skipping.add_node("seq", RunnableLambda(lambda s: s) | plain.compile(checkpointer=False) | asker)
    skipping.add_edge(START, "seq")
    assert [(name, graph.name) for name, graph in skipping.compile().get_subgraphs()] == [("seq", "asker")]

    node = RunnableLambda(lambda s: {"log": s["log"] + ["prep"]}) | asker | RunnableLambda(lambda s: {"log": ["post"]})
    g = StateGraph(S)
    g.add_node("seq", node)
    g.add_edge(START, "seq")
    app = g.compile(checkpointer=InMemorySaver())
    assert [(name, graph.name) for name, graph in app.get_subgraphs()] == [("seq", "asker")]
    cfg = {"configurable": {"thread_id": "1"}}
    app.invoke({"log": ["in"]}, cfg)
    task = app.get_state(cfg, subgraphs=True).tasks[0]
    assert task.name == "seq" and task.state is not None
    assert task.state.values == {"log": ["in", "prep"]}
    assert task.state.next == ("ask",)
    assert app.invoke(Command(resume="yes"), cfg) == {"log": ["in", "post"]}


def test_a_runnable_node_is_streamed_under_astream_events() -> None:
    """LangGraph runs every node with ``astream`` under ``astream_events``: a
    RunnableLambda node reports its chunk, and starts with no input known yet
    (lingxigraph invoked it: input at start, no stream event)."""

    def plain(s: S) -> dict:
        return {"log": ["p"]}

    g = StateGraph(S)
    g.add_node("n", RunnableLambda(plain))
    g.add_edge(START, "n")

    async def run() -> list:
        return [
            (ev["event"], ev["tags"], ev["data"])
            async for ev in g.compile().astream_events({"log": []}, version="v2")
            if ev["name"] == "plain"
        ]

    assert asyncio.run(run()) == [
        ("on_chain_start", ["seq:step:1"], {}),
        ("on_chain_stream", ["seq:step:1"], {"chunk": {"log": ["p"]}}),
        ("on_chain_end", ["seq:step:1"], {"output": {"log": ["p"]}, "input": {"log": []}}),
    ]
