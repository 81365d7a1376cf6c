"""Conditional edges whose path is a LangChain runnable, as LangGraph 1.2.11.

The branch is named by the runnable's ``name`` (a ``RunnableLambda`` of a lambda
has none: LangGraph raises AttributeError adding it), and when traced the
runnable is itself the routing run (``seq:step:3``), where lingxigraph put a run
of its own around it. Found by ``u767_router_runnable_forms``.
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
    x: int
    log: Annotated[list, operator.add]


def to_b(s: S) -> str:
    return "b"


class Runs(BaseCallbackHandler):
    def __init__(self) -> None:
        self.ids: dict[Any, int] = {}
        self.starts: list[tuple[Any, int, Any, list[str]]] = []

    def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, parent_run_id: Any = None, tags: Any = None, **kw: Any) -> None:
        ident = self.ids.setdefault(run_id, len(self.ids))
        parent = None if parent_run_id is None else self.ids[parent_run_id]
        self.starts.append((kw.get("name"), ident, parent, sorted(tags or [])))


def _graph(path: Any) -> StateGraph:
    g = StateGraph(S)
    g.add_node("a", lambda s: {"log": ["a"]})
    g.add_node("b", lambda s: {"log": ["b"]})
    g.add_node("c", lambda s: {"log": ["c"]})
    g.add_edge(START, "a")
    g.add_conditional_edges("a", path, ["b", "c"])
    return g


@pytest.mark.parametrize(
    ("path", "name"),
    [
        (RunnableLambda(to_b), "to_b"),
        (RunnableLambda(lambda s: "b", name="nm"), "nm"),
        (RunnableLambda(lambda s: 1) | RunnableLambda(lambda x: "b"), "condition"),
        (RunnableLambda(to_b).with_config(run_name="X"), "condition"),
        (to_b, "to_b"),
        (lambda s: "b", "condition"),
    ],
)
def test_branch_names_follow_langgraph(path: Any, name: str) -> None:
    assert list(_graph(path).branches["a"]) == [name]


def test_a_runnable_lambda_of_a_lambda_cannot_be_named() -> None:
    with pytest.raises(AttributeError, match="'RunnableLambda' object has no attribute 'name'"):
        _graph(RunnableLambda(lambda s: "b"))


def test_a_runnable_path_is_the_routing_run() -> None:
    seq = RunnableLambda(lambda s: s["x"]) | RunnableLambda(lambda x: "b")
    expected = [
        ("LangGraph", 0, None, []),
        ("a", 1, 0, ["graph:step:1"]),
        ("RunnableSequence", 2, 1, ["seq:step:3"]),
        ("RunnableLambda", 3, 2, ["seq:step:1"]),
        ("RunnableLambda", 4, 2, ["seq:step:2"]),
        ("b", 5, 0, ["graph:step:2"]),
    ]
    runs = Runs()
    assert _graph(seq).compile().invoke({"x": 1, "log": []}, {"callbacks": [runs]}) == {"x": 1, "log": ["a", "b"]}
    assert runs.starts == expected
    runs = Runs()
    assert asyncio.run(_graph(seq).compile().ainvoke({"x": 1, "log": []}, {"callbacks": [runs]}))["log"] == ["a", "b"]
    assert runs.starts == expected
    runs = Runs()
    _graph(RunnableLambda(to_b)).compile().invoke({"x": 1, "log": []}, {"callbacks": [runs]})
    assert runs.starts[2] == ("to_b", 2, 1, ["seq:step:3"]) and len(runs.starts) == 4


def test_routing_from_start_is_traced_under_a_hidden_start_run() -> None:
    """A conditional edge from START: LangGraph reports the ``__start__`` task
    (tagged ``langsmith:hidden``) with its routing run at ``seq:step:2``; lingxigraph
    reported neither. A plain START edge still reports no start run."""
    runs = Runs()
    g = StateGraph(S)
    g.add_node("b", lambda s: {"log": ["b"]})
    g.add_conditional_edges(START, lambda s: "b", ["b"])
    assert g.compile().invoke({"x": 1, "log": []}, {"callbacks": [runs]}) == {"x": 1, "log": ["b"]}
    assert runs.starts == [
        ("LangGraph", 0, None, []),
        ("__start__", 1, 0, ["graph:step:0", "langsmith:hidden"]),
        ("RunnableCallable", 2, 1, ["langsmith:hidden", "seq:step:2"]),
        ("b", 3, 0, ["graph:step:1"]),
    ]
    runs = Runs()
    _graph(to_b).compile().invoke({"x": 1, "log": []}, {"callbacks": [runs]})
    assert [r[0] for r in runs.starts] == ["LangGraph", "a", "to_b", "b"]
