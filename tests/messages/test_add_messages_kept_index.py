"""``add_messages`` keeps the ``{id: position}`` index of the list it returned, and uses
it on the next call only while it is exact. These tests compare every merge with
the same merge made without a kept index, while the history is changed in place
between calls (as a node or a stream consumer may do)."""

import operator
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Optional

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lingxigraph.graph import message as message_module
from lingxigraph.graph.message import REMOVE_ALL_MESSAGES, add_messages
from lingxigraph.graph.state import StateGraph
from lingxigraph.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    RemoveMessage,
    ToolMessage,
)


def _set_untracked(message: "Untracked", value: Any) -> None:
    message._id = value


class Untracked(HumanMessage):
    """A message class whose id assignments `add_messages` cannot see (as LangChain's):
    a kept index over it is checked by reading the ids again."""

    __slots__ = ()
    id = property(operator.attrgetter("_id"), _set_untracked)


@contextmanager
def _no_kept_index() -> Iterator[None]:
    kept = message_module._kept_index
    message_module._kept_index = lambda value, token: None
    try:
        yield
    finally:
        message_module._kept_index = kept


def _merge(left: Any, right: Any) -> tuple[str, Any]:
    try:
        return "ok", add_messages(left, right)
    except ValueError as error:
        return "error", str(error)


def _shape(result: list[Any], given: set[int]) -> list[tuple[Any, ...]]:
    # a message passed in is named by identity; one made by the merge (converted
    # from a tuple or a chunk, each call makes its own) by its fields, with a
    # fresh uuid id shown as such
    return [
        (id(m) if id(m) in given else None, type(m).__name__, m.content, "uuid" if len(m.id) == 36 else m.id)
        for m in result
    ]


def _same(cached: tuple[str, Any], general: tuple[str, Any], left: list[Any], right: list[Any]) -> None:
    assert cached[0] == general[0]
    if cached[0] == "error":
        assert cached[1] == general[1]
        return
    given = set(map(id, left)) | set(map(id, right))
    assert _shape(cached[1], given) == _shape(general[1], given)


IDS = st.sampled_from(["a", "b", "c", "d", "e", "f", "g"])
OPTIONAL_IDS = st.none() | IDS
CLASSES = st.sampled_from([HumanMessage, AIMessage, Untracked])


@st.composite
def _message(draw: Any, ids: st.SearchStrategy[Optional[str]] = OPTIONAL_IDS) -> BaseMessage:
    cls = draw(CLASSES)
    return cls(content=draw(st.text(max_size=3)), id=draw(ids))


@st.composite
def _update(draw: Any) -> list[Any]:
    out: list[Any] = []
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["new", "new", "remove", "remove_all", "tuple"]))
        if kind == "new":
            out.append(draw(_message()))
        elif kind == "remove":
            out.append(RemoveMessage(id=draw(IDS)))
        elif kind == "remove_all":
            out.append(RemoveMessage(id=REMOVE_ALL_MESSAGES))
        else:
            out.append(("user", draw(st.text(max_size=3))))
    return out


MUTATIONS = st.sampled_from(
    ["none", "none", "append", "replace_same_id", "replace_other_id", "delete", "set_id", "set_id_none", "reverse", "swap", "insert_chunk"]
)


def _mutate(history: list[Any], mutation: str, data: Any) -> None:
    """Change ``history`` (the list the last merge returned) in place."""
    if mutation == "append":
        history.append(data.draw(_message()))
    elif not history or mutation == "none":
        return
    at = data.draw(st.integers(0, len(history) - 1))
    if mutation == "replace_same_id":
        cls = HumanMessage if isinstance(history[at], RemoveMessage) else type(history[at])
        history[at] = cls(content="copy", id=history[at].id)
    elif mutation == "replace_other_id":
        history[at] = data.draw(_message(IDS))
    elif mutation == "delete":
        del history[at]
    elif mutation == "set_id":
        history[at].id = data.draw(IDS)
    elif mutation == "set_id_none":
        history[at].id = None
    elif mutation == "reverse":
        history.reverse()
    elif mutation == "swap":
        history[0], history[at] = history[at], history[0]
    elif mutation == "insert_chunk":
        from lingxigraph.messages import AIMessageChunk

        history.insert(at, AIMessageChunk(content="part", id=data.draw(OPTIONAL_IDS)))


@settings(max_examples=300, deadline=None)
@given(start=st.lists(_message(), max_size=4), rounds=st.integers(1, 8), data=st.data())
def test_a_kept_index_merges_as_a_fresh_one(start: list[Any], rounds: int, data: Any) -> None:
    history: Any = start
    for _ in range(rounds):
        update = data.draw(_update())
        # the fresh read of a router merges the same history once more first
        for _twice in range(data.draw(st.integers(1, 2))):
            cached = _merge(history, update)
            with _no_kept_index():
                general = _merge(history, update)
            _same(cached, general, history, update)
        if cached[0] == "ok":
            history = cached[1]
        _mutate(history, data.draw(MUTATIONS), data)


def test_an_id_changed_in_place_is_seen() -> None:
    history = add_messages([HumanMessage("a", id="1")], [AIMessage("b", id="2")])
    history[0].id = "2"  # now both messages have id "2"
    merged = add_messages(history, [AIMessage("c", id="2")])
    assert [(m.id, m.content) for m in merged] == [("2", "a"), ("2", "c")]


def test_an_untracked_id_changed_in_place_is_seen() -> None:
    history = add_messages([Untracked("a", id="1")], [Untracked("b", id="2")])
    history[1].id = "1"
    merged = add_messages(history, [AIMessage("c", id="2")])
    assert [(m.id, m.content) for m in merged] == [("1", "a"), ("1", "b"), ("2", "c")]


def test_a_message_replaced_in_place_is_seen() -> None:
    history = add_messages([HumanMessage("a", id="1")], [AIMessage("b", id="2")])
    history[1] = AIMessage("other", id="3")
    merged = add_messages(history, [AIMessage("c", id="2")])
    assert [m.id for m in merged] == ["1", "3", "2"]


def test_the_kept_index_is_used_on_the_next_call(monkeypatch: pytest.MonkeyPatch) -> None:
    history = add_messages([HumanMessage("a", id="1")], [AIMessage("b", id="2")])
    built: list[Any] = []
    whole = message_module._index_of_whole
    monkeypatch.setattr(message_module, "_index_of_whole", lambda value: built.append(value) or whole(value))
    once = add_messages(history, [AIMessage("c", id="3")])
    twice = add_messages(once, [AIMessage("d", id="1")])
    assert built == []
    assert [(m.id, m.content) for m in twice] == [("1", "d"), ("2", "b"), ("3", "c")]


@pytest.mark.parametrize("mutate", ["pop", "set_id", "replace"])
def test_a_node_changing_the_history_in_place_gets_the_same_result(mutate: str) -> None:
    from typing import Annotated

    from typing_extensions import TypedDict

    class State(TypedDict):
        messages: Annotated[list, add_messages]

    def talk(state: State) -> dict:
        turn = len(state["messages"])
        return {"messages": [AIMessage(f"turn {turn}", id=f"ai-{turn}")]}

    def meddle(state: State) -> dict:
        history = state["messages"]
        if mutate == "pop":
            history.pop(0)
        elif mutate == "set_id":
            history[-1].id = "ai-1"
        else:
            history[-1] = ToolMessage("swapped", tool_call_id="x", id="ai-1")
        return {"messages": [AIMessage("after", id="ai-1")]}

    builder = StateGraph(State)
    builder.add_node("talk", talk)
    builder.add_node("meddle", meddle)
    builder.add_node("again", talk)
    builder.add_edge("__start__", "talk")
    builder.add_edge("talk", "meddle")
    builder.add_edge("meddle", "again")
    graph = builder.compile()

    def shape() -> list[tuple[str, Any, Any]]:
        out = graph.invoke({"messages": [HumanMessage("hi", id="h")]})
        return [(type(m).__name__, m.id, m.content) for m in out["messages"]]

    cached = shape()
    with _no_kept_index():
        general = shape()
    assert cached == general


def test_a_history_merged_into_again_and_again_keeps_its_index(monkeypatch: pytest.MonkeyPatch) -> None:
    # more merges into one history than indexes are kept: it stays the newest
    history = add_messages([HumanMessage("a", id="1")], [AIMessage("b", id="2")])
    built: list[Any] = []
    whole = message_module._index_of_whole
    monkeypatch.setattr(message_module, "_index_of_whole", lambda value: built.append(value) or whole(value))
    for turn in range(3 * message_module._KEPT_SIZE):
        merged = add_messages(history, [AIMessage(str(turn), id=f"x{turn}")])
        assert [m.id for m in merged] == ["1", "2", f"x{turn}"]
    assert built == []
