"""lingxigraph never imports LangChain, and works with LangChain messages when the user does."""

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from lingxigraph.graph.message import REMOVE_ALL_MESSAGES, add_messages
from lingxigraph.messages import AIMessage, AIMessageChunk, HumanMessage, convert_to_messages, is_message

REPO_ROOT = Path(__file__).resolve().parents[2]

NO_LANGCHAIN_SCRIPT = textwrap.dedent(
    """
    import sys
    import lingxigraph.graph.message as gm
    import lingxigraph.messages as m

    merged = gm.add_messages(
        [m.HumanMessage("a", id="1")],
        [("ai", "b"), {"role": "user", "content": "c"}, "d", m.AIMessageChunk("e") + m.AIMessageChunk("f")],
    )
    assert [type(x).__module__ for x in merged] == ["lingxigraph.messages"] * 5, merged
    gm.add_messages(merged, [m.RemoveMessage(id="1")], format="langchain-openai")
    gm.add_messages(format="langchain-openai")
    m.convert_to_messages([("system", "s")])
    m.is_message(merged[0])
    m.message_chunk_to_message(m.AIMessageChunk("x"))
    leaked = sorted(n for n in sys.modules if n.split(".")[0] in ("langchain_core", "langchain", "langgraph", "langsmith"))
    assert not leaked, leaked
    print("ok")
    """
)


def test_langchain_is_never_imported() -> None:
    result = subprocess.run(
        [sys.executable, "-c", NO_LANGCHAIN_SCRIPT],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "ok\n"


def test_coercion_builds_lingxigraph_classes_while_langchain_is_not_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "langchain_core.messages", raising=False)
    monkeypatch.delitem(sys.modules, "langchain_core.messages.base", raising=False)
    merged = add_messages([], [("user", "a"), {"role": "assistant", "content": "b"}, "c"])
    assert [type(m) for m in merged] == [HumanMessage, AIMessage, HumanMessage]


@pytest.fixture
def lc() -> Iterator[Any]:
    """``langchain_core.messages`` (skips when absent); modules it newly imports are forgotten afterwards."""
    before = set(sys.modules)
    module = pytest.importorskip("langchain_core.messages")
    yield module
    for name in set(sys.modules) - before:
        if name.split(".")[0] in ("langchain_core", "langsmith"):
            del sys.modules[name]


def test_coercion_builds_langchain_classes_once_langchain_is_loaded(lc: Any) -> None:
    merged = add_messages(
        [lc.HumanMessage("a", id="1")],
        [("ai", "b"), {"role": "user", "content": "c"}, "d", lc.AIMessageChunk("e", id="5"), AIMessage("f", id="6")],
    )
    assert [type(m) for m in merged] == [lc.HumanMessage, lc.AIMessage, lc.HumanMessage, lc.HumanMessage, lc.AIMessage,
                                         AIMessage]
    assert [m.content for m in merged] == ["a", "b", "c", "d", "e", "f"]


def test_langchain_messages_are_kept_and_removed_by_id(lc: Any) -> None:
    first, second = lc.HumanMessage("a"), lc.AIMessage("b", id="2")
    merged = add_messages([first], [second])
    assert merged[0] is first
    assert isinstance(first.id, str)
    assert add_messages(merged, [lc.RemoveMessage(id="2")]) == [first]
    assert add_messages(merged, [lc.RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("n", id="n")]) == [
        HumanMessage("n", id="n")
    ]


def test_langchain_unknown_remove_message(lc: Any) -> None:
    with pytest.raises(ValueError, match=r"^Attempting to delete a message with an ID that doesn't exist \('zzz'\)$"):
        add_messages([lc.HumanMessage("a", id="1")], [lc.RemoveMessage(id="zzz")])


def test_langchain_openai_format(lc: Any) -> None:
    merged = add_messages(
        [lc.HumanMessage(["x", {"type": "text", "text": "y"}], id="1")],
        [lc.AIMessage("b", tool_calls=[{"name": "f", "args": {"a": 1}, "id": "c1"}])],
        format="langchain-openai",
    )
    assert merged == [
        lc.HumanMessage("x\ny"),
        lc.AIMessage("b", tool_calls=[{"name": "f", "args": {"a": 1}, "id": "c1"}]),
    ]


def test_helpers_recognise_langchain_messages(lc: Any) -> None:
    from lingxigraph.messages import message_chunk_to_message

    assert is_message(lc.HumanMessage("x"))
    converted = message_chunk_to_message(lc.AIMessageChunk("x", id="1"))
    assert type(converted) is lc.AIMessage
    kept = lc.SystemMessage("s")
    assert convert_to_messages([kept, "q"])[0] is kept


def test_reprs_are_identical(lc: Any) -> None:
    pairs = [
        (HumanMessage("a", id="1"), lc.HumanMessage("a", id="1")),
        (AIMessageChunk("a", chunk_position="last"), lc.AIMessageChunk("a", chunk_position="last")),
    ]
    for ours, theirs in pairs:
        assert repr(ours) == repr(theirs)
        assert ours != theirs


def test_pydantic_schemas_of_lingxigraph_messages_take_langchain_counterparts(lc: Any) -> None:
    # (through the fixture: LangChain is forgotten afterwards, as the rest of the suite expects)
    from pydantic import TypeAdapter, ValidationError

    from lingxigraph import messages as lx
    from lingxigraph.graph import MessagesState

    held = [lc.HumanMessage("q", id="1"), lc.AIMessage("a", id="2"), lc.AIMessageChunk("c", id="3")]
    checked = TypeAdapter(MessagesState).validate_python({"messages": held})
    assert all(a is b for a, b in zip(checked["messages"], held, strict=True))  # kept as they are
    assert TypeAdapter(lx.BaseMessage).validate_python(held[1]) is held[1]
    assert TypeAdapter(lx.BaseMessageChunk).validate_python(held[2]) is held[2]
    with pytest.raises(ValidationError, match="Input should be a HumanMessage"):
        TypeAdapter(lx.HumanMessage).validate_python(held[1])  # the type field must agree
