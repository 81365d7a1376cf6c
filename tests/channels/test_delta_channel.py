"""``DeltaChannel``: LangGraph 1.2's batch-reducer channel (values as LangGraph gives them)."""

from __future__ import annotations

import operator
from typing import Annotated, Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typing_extensions import NotRequired, TypedDict

from lingxigraph.channels import BinaryOperatorAggregate, DeltaChannel
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.errors import EmptyChannelError, InvalidUpdateError
from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import Overwrite


def extend(state: list, writes: list) -> list:
    out = list(state)
    for w in writes:
        out.extend(w if isinstance(w, list) else [w])
    return out


def merge(state: dict, writes: list) -> dict:
    out = dict(state)
    for w in writes:
        out.update(w)
    return out


calls: list[int] = []


def counting(state: list, writes: list) -> list:
    calls.append(len(writes))
    return extend(state, writes)


def test_one_reducer_call_per_step_with_all_its_writes() -> None:
    ch = DeltaChannel(counting)
    calls.clear()
    assert ch.get() == [] and ch.is_available()
    assert ch.update([]) is False and calls == []
    assert ch.update([["a"], "b", ["c", "d"]]) is True
    assert ch.get() == ["a", "b", "c", "d"] and calls == [3]


def test_overwrite_resets_and_two_overwrites_in_one_step_fail_leaving_the_value() -> None:
    ch = DeltaChannel(extend)
    ch.update([["a"]])
    given_list = ["z"]
    ch.update(["ignored", Overwrite(given_list), "also ignored"])
    assert ch.get() == ["z"] and ch.get() is not given_list  # a copy
    ch.update([Overwrite(None)])
    assert ch.get() == []
    ch.update([["q"]])
    with pytest.raises(InvalidUpdateError, match="Can receive only one Overwrite value per super-step."):
        ch.update([Overwrite([1]), Overwrite([2])])
    assert ch.get() == ["q"]


def test_replay_writes_folds_from_the_last_overwrite() -> None:
    ch = DeltaChannel(counting).from_checkpoint(["s"])
    calls.clear()
    ch.replay_writes([("t1", "k", ["a"]), ("t2", "k", Overwrite(["o"])), ("t3", "k", ["b"]), ("t4", "k", "c")])
    assert ch.get() == ["o", "b", "c"] and calls == [2]
    ch.replay_writes([])
    assert ch.get() == ["o", "b", "c"]


def test_checkpoint_round_trip_copy_and_equality() -> None:
    ch = DeltaChannel(extend, list, snapshot_frequency=5)
    ch.key = "items"
    ch.update([["a"]])
    back = ch.from_checkpoint(ch.checkpoint())
    assert back.get() == ["a"] and back.key == "items" and back.snapshot_frequency == 5
    assert ch.from_checkpoint(ch.from_checkpoint(None).checkpoint()).checkpoint() is None  # a plain value
    twin = ch.copy()
    twin.update([["b"]])
    assert ch.get() == ["a"] and twin.get() == ["a", "b"]
    assert DeltaChannel(extend) == DeltaChannel(extend)
    assert DeltaChannel(extend) != DeltaChannel(merge)
    assert DeltaChannel(extend) != DeltaChannel(extend, snapshot_frequency=2)
    assert DeltaChannel(lambda s, w: s) == DeltaChannel(extend)
    assert DeltaChannel(extend) != BinaryOperatorAggregate(list, operator.add)
    with pytest.raises(ValueError, match="snapshot_frequency must be a positive int, got 0"):
        DeltaChannel(extend, snapshot_frequency=0)


def test_a_type_that_cannot_be_built_starts_empty() -> None:
    class Needs:
        def __init__(self, x: int) -> None:
            self.x = x

    ch = DeltaChannel(lambda s, w: w[-1], Needs)
    assert not ch.is_available()
    with pytest.raises(EmptyChannelError):
        ch.get()
    ch.update([Needs(1)])
    assert ch.get().x == 1


@given(st.lists(st.lists(st.lists(st.integers(), max_size=3), max_size=4), max_size=6))
def test_stepwise_folding_equals_one_replay_of_all_writes(steps: list[list[list[int]]]) -> None:
    live = DeltaChannel(extend)
    for writes in steps:
        live.update(writes)
    replayed = DeltaChannel(extend)
    replayed.replay_writes([("t", "k", w) for writes in steps for w in writes])
    assert live.get() == replayed.get()


class S(TypedDict):
    items: Annotated[list, DeltaChannel(extend, snapshot_frequency=2)]
    table: NotRequired[Annotated[dict, DeltaChannel(merge)]]
    n: int


def _graph() -> Any:
    def a(s: S) -> dict:
        return {"items": ["a"], "n": s.get("n", 0) + 1, "table": {"a": 1}}

    def b(s: S) -> dict:
        return {"items": ["b1", "b2"], "table": {"b": 2}}

    def c(s: S) -> dict:
        return {"items": Overwrite(["z"])}

    g = StateGraph(S)
    g.add_node(a)
    g.add_node(b)
    g.add_node(c)
    g.add_edge(START, "a")
    g.add_edge("a", "b")
    g.add_edge("b", "c")
    g.add_edge("c", END)
    return g.compile(checkpointer=InMemorySaver())


def test_state_graph_values_match_langgraph() -> None:
    app = _graph()
    assert app.channels["table"].typ is dict  # taken from the annotation
    cfg: Any = {"configurable": {"thread_id": "1"}}
    chunks = list(app.stream({"items": ["x"]}, cfg, stream_mode=["values", "updates"]))
    values = [c for mode, c in chunks if mode == "values"]
    # (LangGraph 1.2.11 gives these values for this graph)
    assert values == [
        {"items": ["x"], "table": {}},
        {"items": ["x", "a"], "n": 1, "table": {"a": 1}},
        {"items": ["x", "a", "b1", "b2"], "n": 1, "table": {"a": 1, "b": 2}},
        {"items": ["z"], "n": 1, "table": {"a": 1, "b": 2}},
    ]
    history = [s.values["items"] for s in app.get_state_history(cfg)]
    assert history == [["z"], ["x", "a", "b1", "b2"], ["x", "a"], ["x"], []]


seen: list[list] = []


def record(state: list, writes: list) -> list:
    seen.append(sorted(map(str, writes)))
    return [*state, *writes]


class P(TypedDict):
    out: Annotated[list, DeltaChannel(record)]


def test_parallel_writers_reach_the_reducer_in_one_batch() -> None:
    seen.clear()
    g = StateGraph(P)
    for name in ("p", "q", "r"):
        g.add_node(name, lambda s, name=name: {"out": name})
        g.add_edge(START, name)
    result = g.compile().invoke({"out": "start"})
    assert sorted(result["out"]) == ["p", "q", "r", "start"]
    assert seen == [["start"], ["p", "q", "r"]]
