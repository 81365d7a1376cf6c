"""``messages`` stream mode: which returned messages a node's output form streams.

LangGraph 1.2.11 reads the node's output as returned (not the channel writes made
from it): a message, a list's messages, or each field of a dict / model / dataclass
(a message, or a list's messages); a ``Command``'s update the same way. So a key the
state lacks still streams, a ``Command`` update given as ``(key, value)`` pairs
streams nothing, messages nested in a dict field do not stream, and a
``RemoveMessage`` streams unless its id was seen (REMOVE_ALL_MESSAGES's is not).
An entrypoint's return value is a whole output; its ``save`` value one field.
"""

from __future__ import annotations

from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import entrypoint
from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.message import REMOVE_ALL_MESSAGES, add_messages
from lingxigraph.messages import AIMessage, HumanMessage, RemoveMessage
from lingxigraph.types import Command


class State(TypedDict, total=False):
    messages: Annotated[list, add_messages]
    data: Any


def _streamed(fn: Any) -> list[tuple[str, str | None]]:
    graph = StateGraph(State).add_node("n", fn).add_edge(START, "n").compile()
    chunks = graph.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages")
    return [(type(m).__name__, m.id) for m, meta in chunks if meta["langgraph_node"] == "n"]


@pytest.mark.parametrize(
    ("output", "expected"),
    [
        # a key the state does not have: the write is dropped, the message streams
        ({"zzz": AIMessage("x", id="u")}, [("AIMessage", "u")]),
        # messages one level down inside a field's dict do not stream
        ({"data": {"k": AIMessage("x", id="d")}}, []),
        # a Command's update as (key, value) pairs: nothing streams
        (Command(update=[("messages", AIMessage("x", id="t1")), ("messages", [AIMessage("y", id="t2")])]), []),
        (Command(update={"messages": [AIMessage("x", id="c")]}), [("AIMessage", "c")]),
        (
            [Command(update={"messages": [AIMessage("x", id="c1")]}), {"messages": [AIMessage("y", id="c2")]}],
            [("AIMessage", "c1"), ("AIMessage", "c2")],
        ),
        # a removal of a message the node was given is skipped (its id was seen); the
        # remove-all marker is not an id the stream saw
        ({"messages": [RemoveMessage(id="h"), AIMessage("x", id="a")]}, [("AIMessage", "a")]),
        (
            {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), AIMessage("x", id="f")]},
            [("RemoveMessage", REMOVE_ALL_MESSAGES), ("AIMessage", "f")],
        ),
    ],
    ids=["unknown_key", "nested_dict", "command_pairs", "command_dict", "command_list", "remove_seen", "remove_all"],
)
def test_node_output_forms_stream_as_langgraph(output: Any, expected: list[tuple[str, str]]) -> None:
    assert _streamed(lambda s: output) == expected


def test_entrypoint_return_dict_streams_its_messages_but_not_a_saved_dict() -> None:
    def streamed(fn: Any) -> list[str | None]:
        ep = entrypoint(checkpointer=InMemorySaver())(fn)
        return [m.id for m, _ in ep.stream("x", {"configurable": {"thread_id": "1"}}, stream_mode="messages")]

    assert streamed(lambda x: {"messages": [AIMessage("a", id="a")]}) == ["a"]
    assert streamed(lambda x: {"d": {"k": AIMessage("n", id="n")}}) == []
    saved_dict = entrypoint.final(value=[AIMessage("v", id="v")], save={"x": AIMessage("s", id="s")})
    assert streamed(lambda x: saved_dict) == ["v"]
    saved_list = entrypoint.final(value=AIMessage("v", id="v2"), save=[AIMessage("s", id="s2")])
    assert streamed(lambda x: saved_list) == ["v2", "s2"]
    # a final's value is one field: a dict there is not looked into
    value_dict = entrypoint.final(value={"messages": [AIMessage("r", id="r")]}, save=[AIMessage("s", id="s3")])
    assert streamed(lambda x: value_dict) == ["s3"]
