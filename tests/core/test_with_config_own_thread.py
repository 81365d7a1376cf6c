"""A graph bound to a thread of its own with ``with_config``, invoked inside a node.

LangGraph 1.2.11 merges the bound config under the one the call gives, so a bound
``thread_id`` (or checkpoint key) makes the call an independent run on that thread,
exactly as if the call had given it; a graph run *as* a node still gets its task's
config, which goes over the bound one. Outputs checked against LangGraph by script.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.config import get_config
from lingxigraph.graph import START, StateGraph


class State(TypedDict):
    log: Annotated[list, operator.add]


def _where(state: State) -> dict[str, Any]:
    configurable = get_config()["configurable"]
    return {"log": [[configurable["thread_id"], configurable["checkpoint_ns"].split(":")[0]]]}


def _inner(saver: InMemorySaver | None) -> Any:
    builder = StateGraph(State)
    builder.add_node("inner", _where)
    builder.add_edge(START, "inner")
    return builder.compile(checkpointer=saver)


def _threads(saver: InMemorySaver) -> set[tuple[str, str]]:
    return {(c.config["configurable"]["thread_id"], c.config["configurable"]["checkpoint_ns"].split(":")[0])
            for c in saver.list(None)}


def _outer(node: Any) -> tuple[Any, InMemorySaver]:
    saver = InMemorySaver()
    builder = StateGraph(State)
    builder.add_node("outer", node)
    builder.add_edge(START, "outer")
    return builder.compile(checkpointer=saver), saver


def test_a_bound_thread_runs_the_inner_graph_on_that_thread() -> None:
    # (before: the bound thread was ignored, the inner graph ran as the node's subgraph
    # and its checkpoints went to the caller's saver under "b"|"outer")
    inner_saver = InMemorySaver()
    inner = _inner(inner_saver).with_config({"configurable": {"thread_id": "b"}})
    outer, outer_saver = _outer(lambda state: {"log": inner.invoke({"log": []})["log"]})
    config = {"configurable": {"thread_id": "top"}}
    assert outer.invoke({"log": []}, config)["log"] == [["b", "inner"]]
    assert _threads(inner_saver) == {("b", "")}
    assert _threads(outer_saver) == {("top", "")}
    # the inner thread goes on from its own checkpoints
    assert outer.invoke({"log": []}, config)["log"] == [["b", "inner"]] * 3


def test_given_configurable_keys_join_the_bound_thread() -> None:
    inner = _inner(InMemorySaver()).with_config({"configurable": {"thread_id": "b"}})
    outer, outer_saver = _outer(
        lambda state: {"log": inner.invoke({"log": []}, {"configurable": {"user": "u"}})["log"]}
    )
    assert outer.invoke({"log": []}, {"configurable": {"thread_id": "top"}})["log"] == [["b", "inner"]]
    assert _threads(outer_saver) == {("top", "")}


def test_a_bound_graph_run_as_a_node_or_given_the_task_config_stays_a_subgraph() -> None:
    inner = _inner(None).with_config({"configurable": {"thread_id": "b"}})
    as_node, saver = _outer(inner)
    assert as_node.invoke({"log": []}, {"configurable": {"thread_id": "top"}})["log"] == [["top", "outer"]]
    assert _threads(saver) == {("top", ""), ("top", "outer")}
    given, saver = _outer(lambda state, config: {"log": inner.invoke({"log": []}, config)["log"]})
    assert given.invoke({"log": []}, {"configurable": {"thread_id": "top"}})["log"] == [["top", "outer"]]
    assert _threads(saver) == {("top", ""), ("top", "outer")}
