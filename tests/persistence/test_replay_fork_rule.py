"""When a replay (``invoke(None, config with checkpoint_id)``) saves a ``fork`` checkpoint.

LangGraph 1.2.11: every replay of a ``loop``/``input`` checkpoint forks, also of
the thread's newest one; a replay of a ``fork`` or ``update`` checkpoint runs
from it directly.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph


class State(TypedDict):
    log: Annotated[list, operator.add]


def _graph(*names: str) -> Any:
    builder = StateGraph(State)
    prev = START
    for name in names:
        builder.add_node(name, lambda state, name=name: {"log": [name]})
        builder.add_edge(prev, name)
        prev = name
    return builder.compile(checkpointer=InMemorySaver())


def _sources(graph: Any, cfg: dict[str, Any]) -> list[tuple[str, int]]:
    return [(s.metadata["source"], s.metadata["step"]) for s in graph.get_state_history(cfg)]


def test_replay_of_the_newest_checkpoint_forks() -> None:
    graph = _graph("a", "b")
    cfg = {"configurable": {"thread_id": "head"}}
    graph.invoke({"log": []}, cfg)
    head = graph.get_state(cfg)
    assert graph.invoke(None, head.config) == {"log": ["a", "b"]}
    state = graph.get_state(cfg)
    assert (state.metadata["source"], state.metadata["step"], state.next) == ("fork", 3, ())
    assert state.parent_config["configurable"]["checkpoint_id"] == head.config["configurable"]["checkpoint_id"]


def test_replay_of_a_fork_checkpoint_does_not_fork_again() -> None:
    graph = _graph("a")
    cfg = {"configurable": {"thread_id": "fork"}}
    graph.invoke({"log": []}, cfg)
    loop0 = list(graph.get_state_history(cfg))[1]
    graph.invoke(None, loop0.config)
    assert _sources(graph, cfg)[:2] == [("loop", 2), ("fork", 1)]
    fork = list(graph.get_state_history(cfg))[1]
    assert graph.invoke(None, fork.config) == {"log": ["a"]}
    newest = graph.get_state(cfg)
    assert (newest.metadata["source"], newest.metadata["step"]) == ("loop", 2)
    assert newest.parent_config["configurable"]["checkpoint_id"] == fork.config["configurable"]["checkpoint_id"]


def test_replay_of_an_update_checkpoint_does_not_fork() -> None:
    graph = _graph("a", "b")
    cfg = {"configurable": {"thread_id": "update"}}
    graph.invoke({"log": []}, cfg)
    loop0 = list(graph.get_state_history(cfg))[2]
    assert loop0.next == ("a",)
    updated = graph.update_state(loop0.config, {"log": ["u"]})
    graph.invoke(None, updated)
    assert _sources(graph, cfg)[:3] == [("loop", 3), ("loop", 2), ("update", 1)]
    assert graph.get_state(cfg).values == {"log": ["u", "a", "b"]}


def test_replayed_subgraph_starts_from_its_state_at_the_replayed_point() -> None:
    """A subgraph in a time-travel run loads its newest checkpoint older than the
    replayed point (LangGraph's rule), not one a later run left behind: replaying the
    same fork twice, the second replay's subgraph starts afresh as the first did."""
    calls: list[str] = []
    child = StateGraph(State)
    child.add_node("c", lambda state: calls.append("c") or {"log": ["c"]})
    child.add_edge(START, "c")
    builder = StateGraph(State)
    builder.add_node("a", lambda state: {"log": ["a"]})
    builder.add_node("sub", child.compile())
    builder.add_edge(START, "a")
    builder.add_edge("a", "sub")
    graph = builder.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "sub-replay"}}
    graph.invoke({"log": []}, cfg)
    before_sub = next(s for s in graph.get_state_history(cfg) if s.next == ("sub",))
    graph.invoke(None, before_sub.config)  # forks, then runs the subgraph
    fork = next(s for s in graph.get_state_history(cfg) if s.metadata["source"] == "fork")
    chunks = list(graph.stream(None, fork.config, stream_mode="checkpoints", subgraphs=True))
    sub_sources = [(c["metadata"]["source"], c["metadata"]["step"]) for ns, c in chunks if ns]
    assert sub_sources[0] == ("input", -1)
    assert calls == ["c", "c", "c"]
