"""``DeltaChannel`` holding messages: LangGraph 1.2.11's ``_messages_delta_reducer``
and the ids it gives id-less messages written to such a channel."""

from __future__ import annotations

import operator
from typing import Annotated, Any

from hypothesis import given
from hypothesis import strategies as st
from typing_extensions import TypedDict

from lingxigraph.channels import DeltaChannel
from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.message import _messages_delta_reducer
from lingxigraph.messages import AIMessage, HumanMessage, RemoveMessage


class State(TypedDict):
    messages: Annotated[list, DeltaChannel(_messages_delta_reducer)]


def _shown(messages: list[Any]) -> list[tuple[str, Any, Any]]:
    return [(m.type, m.content, m.id) for m in messages]


def test_reducer_replaces_by_id_appends_new_and_removes_known_ids() -> None:
    state = [HumanMessage("a", id="1"), AIMessage("b", id="2")]
    writes = [
        [AIMessage("b2", id="2"), ("user", "c")],
        RemoveMessage(id="1"),
        RemoveMessage(id="unknown"),
        {"role": "assistant", "content": "d", "id": "4"},
    ]
    out = _messages_delta_reducer(state, writes)
    assert _shown(out) == [("ai", "b2", "2"), ("human", "c", None), ("ai", "d", "4")]
    assert _shown(state) == [("human", "a", "1"), ("ai", "b", "2")]  # not changed


_ids = st.sampled_from(["1", "2", "3"])
_message = st.one_of(
    st.builds(lambda i, c: HumanMessage(c, id=i), _ids, st.text(max_size=2)),
    st.builds(lambda i: RemoveMessage(id=i), _ids),
)


@given(st.lists(st.lists(_message, max_size=3), max_size=4), st.integers(min_value=0, max_value=4))
def test_reducer_is_batching_invariant(writes: list[list[Any]], cut: int) -> None:
    whole = _messages_delta_reducer([], writes)
    stepwise = _messages_delta_reducer(_messages_delta_reducer([], writes[:cut]), writes[cut:])
    assert _shown(whole) == _shown(stepwise)


def test_id_less_messages_get_one_stable_id() -> None:
    def reply(state: State) -> dict[str, Any]:
        return {"messages": [{"role": "assistant", "content": "hi"}]}

    graph = StateGraph(State).add_node("reply", reply).add_edge(START, "reply").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    out = graph.invoke({"messages": [HumanMessage("hello"), {"role": "user", "content": "again"}]}, cfg)
    assert [(m.type, m.content) for m in out["messages"]] == [("human", "hello"), ("human", "again"), ("ai", "hi")]
    ids = [m.id for m in out["messages"]]
    assert all(ids) and len(set(ids)) == 3
    assert [m.id for m in graph.get_state(cfg).values["messages"]] == ids
    assert [m.id for m in graph.get_state(cfg).values["messages"]] == ids


class Lists(TypedDict):
    xs: Annotated[list, operator.add]
    ds: Annotated[list, DeltaChannel(_messages_delta_reducer)]


def test_an_overwrite_sent_through_json_resets_reducer_channels() -> None:
    erased = {"type": "__overwrite__", "value": []}
    graph = (
        StateGraph(Lists)
        .add_node("reset", lambda state: {"xs": {"type": "__overwrite__", "value": ["only"]}, "ds": erased})
        .add_edge(START, "reset")
        .compile()
    )
    assert graph.invoke({"xs": ["x", "y"], "ds": [HumanMessage("hi", id="1")]}) == {"xs": ["only"], "ds": []}
    # a dict that only looks like it is a plain value
    keep = StateGraph(Lists).add_node("a", lambda state: {"xs": [{"type": "__overwrite__", "other": 1}]})
    assert keep.add_edge(START, "a").compile().invoke({"xs": ["x"], "ds": []})["xs"] == [
        "x",
        {"type": "__overwrite__", "other": 1},
    ]
