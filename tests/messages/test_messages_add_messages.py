"""``add_messages`` and ``MessagesState`` (behaviour.md §23, plus edge cases observed on LangGraph 1.2.11).

Each expected result below is what ``langgraph.graph.message.add_messages``
returned for the same call. Results are shown as ``(class name, content, id)``
with generated uuid4 ids written as ``'<uuid>'``.
"""

import functools
import sys
import inspect
import typing
import uuid
from typing import Annotated, Any, Callable

import pytest

from lingxigraph.graph.message import REMOVE_ALL_MESSAGES, MessagesState, add_messages
from lingxigraph.messages import (
    AIMessage,
    AIMessageChunk,
    AnyMessage,
    HumanMessage,
    RemoveMessage,
    SystemMessage,
    ToolMessage,
)

H = HumanMessage
A = AIMessage
R = RemoveMessage


def summary(messages: list[Any]) -> list[tuple[str, Any, str]]:
    """``(class name, content, id)`` per message, uuid4 ids masked as ``'<uuid>'``."""
    rows = []
    for message in messages:
        shown = message.id
        if isinstance(shown, str) and len(shown) == 36 and uuid.UUID(shown).version == 4:
            shown = "<uuid>"
        rows.append((type(message).__name__, message.content, shown))
    return rows


# fmt: off
BEHAVIOUR_TABLE = [
    # §23 rows
    pytest.param(lambda: add_messages([H("a", id="1")], [A("b", id="2")]),
                 [("HumanMessage", "a", "1"), ("AIMessage", "b", "2")], id="append"),
    pytest.param(lambda: add_messages([H("a", id="1")], [H("a-edited", id="1")]),
                 [("HumanMessage", "a-edited", "1")], id="same-id-replaces"),
    pytest.param(lambda: add_messages([H("x")], []),
                 [("HumanMessage", "x", "<uuid>")], id="missing-id-gets-uuid4"),
    pytest.param(lambda: add_messages([H("a", id="1"), A("b", id="2")], [R(id="1")]),
                 [("AIMessage", "b", "2")], id="remove-by-id"),
    pytest.param(lambda: add_messages([H("a", id="1"), A("b", id="2")], [R(id=REMOVE_ALL_MESSAGES), H("new", id="3")]),
                 [("HumanMessage", "new", "3")], id="remove-all"),
    pytest.param(lambda: add_messages([], [("user", "tuple form"), {"role": "assistant", "content": "dict form"}, "bare string"]),
                 [("HumanMessage", "tuple form", "<uuid>"), ("AIMessage", "dict form", "<uuid>"), ("HumanMessage", "bare string", "<uuid>")],
                 id="coercion"),
    pytest.param(lambda: add_messages([], A("single", id="9")),
                 [("AIMessage", "single", "9")], id="single-message-right"),
    # further observations
    pytest.param(lambda: add_messages(H("a", id="1"), H("b", id="2")),
                 [("HumanMessage", "a", "1"), ("HumanMessage", "b", "2")], id="single-message-both-sides"),
    pytest.param(lambda: add_messages("hello", []),
                 [("HumanMessage", "hello", "<uuid>")], id="bare-string-left"),
    pytest.param(lambda: add_messages([], ("user", "x")),
                 [("HumanMessage", "x", "<uuid>")], id="single-tuple-right"),
    pytest.param(lambda: add_messages([], {"role": "user", "content": "x"}),
                 [("HumanMessage", "x", "<uuid>")], id="single-dict-right"),
    pytest.param(lambda: add_messages([], []), [], id="empty"),
    pytest.param(lambda: add_messages([], [AIMessageChunk("x", id="c")]),
                 [("AIMessage", "x", "c")], id="chunk-right-becomes-message"),
    pytest.param(lambda: add_messages([AIMessageChunk("x", id="c")], []),
                 [("AIMessage", "x", "c")], id="chunk-left-becomes-message"),
    pytest.param(lambda: add_messages([], [H("a", id="1"), H("b", id="1")]),
                 [("HumanMessage", "b", "1")], id="duplicate-ids-in-right"),
    pytest.param(lambda: add_messages([H("a", id="1"), H("b", id="1")], []),
                 [("HumanMessage", "a", "1"), ("HumanMessage", "b", "1")], id="duplicate-ids-in-left-kept"),
    pytest.param(lambda: add_messages([H("a", id="1"), H("b", id="1")], [H("c", id="1")]),
                 [("HumanMessage", "a", "1"), ("HumanMessage", "c", "1")], id="duplicate-ids-in-left-last-replaced"),
    pytest.param(lambda: add_messages([H("a", id="1"), H("b", id="1"), H("c", id="2")], [R(id="1")]),
                 [("HumanMessage", "c", "2")], id="remove-drops-every-duplicate"),
    pytest.param(lambda: add_messages([H("a", id="1")], [H("b", id="2"), R(id="2")]),
                 [("HumanMessage", "a", "1")], id="remove-message-added-in-same-update"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id="1"), H("b", id="1")]),
                 [("HumanMessage", "b", "1")], id="remove-then-re-add"),
    pytest.param(lambda: add_messages([H("a", id="1")], [H("b", id="1"), R(id="1")]),
                 [], id="re-add-then-remove"),
    pytest.param(lambda: add_messages([H("a", id="1")], [H("x", id="2"), R(id=REMOVE_ALL_MESSAGES), H("y", id="3")]),
                 [("HumanMessage", "y", "3")], id="remove-all-mid-update"),
    pytest.param(lambda: add_messages([H("a", id="1")], [H("x", id="2"), R(id=REMOVE_ALL_MESSAGES), H("y", id="3"),
                                                          R(id=REMOVE_ALL_MESSAGES), H("z", id="4")]),
                 [("HumanMessage", "z", "4")], id="remove-all-last-marker-wins"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id=REMOVE_ALL_MESSAGES)]), [], id="remove-all-alone"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id=REMOVE_ALL_MESSAGES), H("b", id="2"), R(id="2")]),
                 [("HumanMessage", "b", "2"), ("RemoveMessage", "", "2")], id="after-remove-all-taken-verbatim"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id=REMOVE_ALL_MESSAGES), R(id="zzz")]),
                 [("RemoveMessage", "", "zzz")], id="after-remove-all-unknown-id-not-checked"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id="zzz"), R(id=REMOVE_ALL_MESSAGES)]),
                 [], id="remove-all-skips-unknown-id-check"),
    pytest.param(lambda: add_messages([H("a", id="1"), R(id=REMOVE_ALL_MESSAGES), H("b", id="2")], [H("c", id="3")]),
                 [("HumanMessage", "a", "1"), ("RemoveMessage", "", REMOVE_ALL_MESSAGES), ("HumanMessage", "b", "2"),
                  ("HumanMessage", "c", "3")], id="remove-messages-on-left-are-plain-messages"),
    pytest.param(lambda: add_messages([H("a", id="1"), R(id="1")], []),
                 [("HumanMessage", "a", "1"), ("RemoveMessage", "", "1")], id="remove-on-left-not-applied"),
    pytest.param(lambda: add_messages([H("a", id="1")], [], format="bogus"),
                 "EXC ValueError: Unrecognized format='bogus'. Expected one of 'langchain-openai', None.", id="bad-format"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id=REMOVE_ALL_MESSAGES)], format="bogus"),
                 [], id="bad-format-unchecked-after-remove-all"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id="zzz")]),
                 "EXC ValueError: Attempting to delete a message with an ID that doesn't exist ('zzz')", id="remove-unknown-id"),
    pytest.param(lambda: add_messages([H("a", id="1")], [R(id="zzz"), H("b", id="2")]),
                 "EXC ValueError: Attempting to delete a message with an ID that doesn't exist ('zzz')",
                 id="remove-unknown-id-before-add"),
    pytest.param(lambda: add_messages([H("a", id="1")], None),
                 "EXC ValueError: Must specify non-null arguments for both 'left' and 'right'. Only received: 'left'.",
                 id="right-missing"),
    pytest.param(lambda: add_messages(None, [H("a", id="1")]),
                 "EXC ValueError: Must specify non-null arguments for both 'left' and 'right'. Only received: 'right'.",
                 id="left-missing"),
    pytest.param(lambda: add_messages([H("a", id="1")]),
                 "EXC ValueError: Must specify non-null arguments for both 'left' and 'right'. Only received: 'left'.",
                 id="right-not-passed"),
]
# fmt: on


@pytest.mark.parametrize(("call", "expected"), BEHAVIOUR_TABLE)
def test_add_messages_behaviour(call: Callable[[], Any], expected: Any) -> None:
    try:
        result: Any = summary(call())
    except ValueError as exc:
        result = f"EXC ValueError: {exc}"
    assert result == expected


def test_generated_ids_are_distinct_uuid4_strings() -> None:
    merged = add_messages([H("a"), H("b")], ["c", ("ai", "d")])
    ids = [m.id for m in merged]
    assert len(set(ids)) == 4
    assert all(uuid.UUID(i).version == 4 and str(uuid.UUID(i)) == i for i in ids)


def test_messages_are_kept_by_identity_and_ids_filled_in_place() -> None:
    old, new = H("a"), H("b", id="1")
    merged = add_messages([old], [new])
    assert merged[0] is old
    assert merged[1] is new
    assert old.id is not None


def test_chunks_are_converted_not_mutated() -> None:
    chunk = AIMessageChunk("a")
    [message] = add_messages([], [chunk])
    assert type(message) is AIMessage
    assert chunk.id is None
    assert message.id is not None


def test_result_is_a_new_list() -> None:
    left = [H("a", id="1")]
    merged = add_messages(left, [])
    assert merged == left
    assert merged is not left


def test_coerced_messages_are_lingxigraph_classes_without_langchain(monkeypatch: pytest.MonkeyPatch) -> None:
    # (another test of this process may have loaded langchain_core: hide it here)
    for name in [n for n in sys.modules if n == "langchain_core" or n.startswith("langchain_core.")]:
        monkeypatch.delitem(sys.modules, name)
    merged = add_messages(
        [],
        [
            ("system", "s"),
            {"role": "assistant", "content": "", "tool_calls": [{"id": "c1", "type": "function",
                                                              "function": {"name": "f", "arguments": '{"a": 1}'}}]},
            {"role": "tool", "content": "r", "tool_call_id": "c1"},
        ],
    )
    assert [type(m) for m in merged] == [SystemMessage, AIMessage, ToolMessage]
    assert merged[1].tool_calls == [{"name": "f", "args": {"a": 1}, "id": "c1", "type": "tool_call"}]


def test_partial_form() -> None:
    reducer = add_messages(format="langchain-openai")
    assert isinstance(reducer, functools.partial)
    assert reducer.func is add_messages
    assert reducer.keywords == {"format": "langchain-openai"}
    plain = add_messages()
    assert isinstance(plain, functools.partial)
    assert plain.keywords == {}
    assert summary(plain([H("a", id="1")], [H("b", id="2")])) == [("HumanMessage", "a", "1"), ("HumanMessage", "b", "2")]


def test_reducer_takes_two_positional_parameters() -> None:
    """StateGraph recognises a binary reducer by its two positional parameters."""
    for reducer in (add_messages, add_messages(format="langchain-openai")):
        params = inspect.signature(reducer).parameters.values()
        positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        assert len(positional) == 2


def test_openai_format() -> None:
    """Observed on LangGraph: contents reshaped, tool calls kept, ids dropped."""
    merged = add_messages(
        [H("a", id="1", name="bob")],
        [
            A("b", id="2", tool_calls=[{"name": "f", "args": {"a": 1}, "id": "c1"}]),
            ToolMessage("res", tool_call_id="c1", id="3", artifact=2),
            ("user", [{"type": "text", "text": "x"}]),
            H(["x", {"type": "text", "text": "y"}], id="4"),
            SystemMessage("s", id="5"),
            H(["x", {"type": "image_url", "image_url": {"url": "http://x"}}]),
            {"role": "developer", "content": "d"},
            A(["b", {"type": "text", "text": "c"}]),
            ToolMessage([{"type": "text", "text": "y"}], tool_call_id="c2"),
            A("", additional_kwargs={"refusal": "no"}),
        ],
        format="langchain-openai",
    )
    assert [repr(m) for m in merged] == [
        "HumanMessage(content='a', additional_kwargs={}, response_metadata={}, name='bob')",
        "AIMessage(content='b', additional_kwargs={}, response_metadata={}, tool_calls=[{'name': 'f', 'args': {'a': 1}, 'id': 'c1', 'type': 'tool_call'}], invalid_tool_calls=[])",
        "ToolMessage(content='res', tool_call_id='c1')",
        "HumanMessage(content='x', additional_kwargs={}, response_metadata={})",
        "HumanMessage(content='x\\ny', additional_kwargs={}, response_metadata={})",
        "SystemMessage(content='s', additional_kwargs={}, response_metadata={})",
        "HumanMessage(content=[{'type': 'text', 'text': 'x'}, {'type': 'image_url', 'image_url': {'url': 'http://x'}}], additional_kwargs={}, response_metadata={})",
        "SystemMessage(content='d', additional_kwargs={'__openai_role__': 'developer'}, response_metadata={})",
        "AIMessage(content='b\\nc', additional_kwargs={}, response_metadata={}, tool_calls=[], invalid_tool_calls=[])",
        "ToolMessage(content='y', tool_call_id='c2')",
        "AIMessage(content='', additional_kwargs={'refusal': 'no'}, response_metadata={}, tool_calls=[], invalid_tool_calls=[])",
    ]


def test_openai_format_standard_image_blocks() -> None:
    [message] = add_messages(
        [],
        [H([{"type": "image", "url": "http://i"}, {"type": "image", "base64": "QUJD", "mime_type": "image/jpeg"}])],
        format="langchain-openai",
    )
    assert message.content == [
        {"type": "image_url", "image_url": {"url": "http://i"}},
        {"type": "image_url", "image_url": {"url": "data:image/jpeg;base64,QUJD"}},
    ]


def test_openai_format_rejects_remove_messages_left_in_state() -> None:
    with pytest.raises(ValueError, match=r"^Unknown BaseMessage type <class 'lingxigraph\.messages\.RemoveMessage'>\.$"):
        add_messages([R(id="x")], [], format="langchain-openai")


def test_messages_state() -> None:
    hints = typing.get_type_hints(MessagesState, include_extras=True)
    assert hints == {"messages": Annotated[list[AnyMessage], add_messages]}
    assert MessagesState.__required_keys__ == frozenset({"messages"})
    assert typing.get_args(hints["messages"])[1] is add_messages
