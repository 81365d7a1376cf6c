"""Work per step of a tool-calling loop (``add_messages`` history, conditional edge).

Counts calls, never time: merging new messages into a kept history does not
look at each message of the history again, and the results are the ones the
general path gives.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.graph import message as message_module
from lingxigraph.graph.message import add_messages
from lingxigraph.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage


def _history(n: int) -> list[Any]:
    """A history as a run keeps it: the result of merges (so its index is kept)."""
    history: list[Any] = [HumanMessage("hi", id="h")]
    for turn in range(n):
        history = add_messages(history, [AIMessage(f"a{turn}", id=f"ai-{turn}")])
    return history


def _python_calls(fn: Callable[[], Any]) -> Counter[str]:
    """Python functions (and builtins called from Python code) ``fn`` ran, by name."""
    seen: Counter[str] = Counter()

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event == "call":
            seen[frame.f_code.co_name] += 1
        elif event == "c_call":
            seen[getattr(arg, "__name__", "?")] += 1

    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return seen


def test_merging_into_a_kept_history_does_not_compare_its_messages(monkeypatch: pytest.MonkeyPatch) -> None:
    history = _history(50)
    compared: list[Any] = []
    original = BaseMessage.__eq__

    def eq(self: Any, other: Any) -> Any:
        compared.append(self)
        return original(self, other)

    monkeypatch.setattr(BaseMessage, "__eq__", eq)
    merged = add_messages(history, [ToolMessage("t", tool_call_id="c", id="tool-1")])
    again = add_messages(merged, AIMessage("b", id="ai-new"))
    assert compared == []
    assert [m.id for m in again[-3:]] == ["ai-49", "tool-1", "ai-new"]


def test_merge_calls_do_not_grow_with_the_history(monkeypatch: pytest.MonkeyPatch) -> None:
    # room for every kept history, so neither measured call evicts one (what
    # the kept entries of earlier tests left would decide that otherwise)
    monkeypatch.setattr(message_module, "_KEPT_SIZE", 10_000)
    monkeypatch.setattr(message_module, "_KEPT", {})
    counts = []
    for size in (5, 300):
        history = _history(size)
        new = [AIMessage("x", id="x")]
        counts.append(_python_calls(lambda: add_messages(history, new)))  # noqa: B023 - called at once
    assert counts[0] == counts[1]


def test_a_message_replaced_by_an_equal_copy_merges_as_before() -> None:
    history = _history(3)
    history[1] = AIMessage("a0", id="ai-0")  # equal to the one it replaces
    merged = add_messages(history, [AIMessage("new a1", id="ai-1"), AIMessage("c", id="c")])
    assert [(m.id, m.content) for m in merged] == [
        ("h", "hi"),
        ("ai-0", "a0"),
        ("ai-1", "new a1"),
        ("ai-2", "a2"),
        ("c", "c"),
    ]
    assert merged[1] is history[1]


class _Unequal:
    """Content whose comparison fails (as an array's truth value does)."""

    def __eq__(self, other: object) -> bool:
        raise ValueError("ambiguous")

    __hash__ = None  # type: ignore[assignment]


def test_a_replacement_that_cannot_be_compared_gets_a_fresh_index() -> None:
    history = _history(2)
    history[0] = HumanMessage([{"type": "text", "text": "x", "extra": _Unequal()}], id="h")
    merged = add_messages(history, [AIMessage("again", id="ai-0")])
    assert [(m.id, m.content) for m in merged][1:] == [("ai-0", "again"), ("ai-1", "a1")]


def test_a_subclass_with_its_own_equality_is_checked_by_its_ids() -> None:
    class Loose(AIMessage):
        __slots__ = ()

        def __eq__(self, other: object) -> bool:
            return isinstance(other, BaseMessage)

        __hash__ = None  # type: ignore[assignment]

    history = add_messages([Loose("a", id="1")], [Loose("b", id="2")])
    history[1] = Loose("c", id="3")  # "equal" to the one it replaces, another id
    merged = add_messages(history, [AIMessage("d", id="2")])
    assert [m.id for m in merged] == ["1", "3", "2"]
    assert message_module._kind_of(Loose) != message_module._TRACKED


# ---- the conditional edge -------------------------------------------------------------


class _State(TypedDict):
    messages: Annotated[list, add_messages]


def _agent(turns: int, path_map: Any) -> Any:
    """model -> (tool calls? tools : END); tools -> model (as the benchmark's agent)."""

    def model(state: _State) -> dict:
        turn = (len(state["messages"]) - 1) // 2
        if turn < turns:
            call = {"name": "look", "args": {"turn": turn}, "id": f"call-{turn}"}
            return {"messages": [AIMessage(f"t{turn}", tool_calls=[call], id=f"ai-{turn}")]}
        return {"messages": [AIMessage("done", id="ai-final")]}

    def tools(state: _State) -> dict:
        call = state["messages"][-1].tool_calls[0]
        return {"messages": [ToolMessage("ok", tool_call_id=call["id"], id=f"tool-{call['args']['turn']}")]}

    def route(state: _State) -> str:
        return "tools" if state["messages"][-1].tool_calls else END

    builder = StateGraph(_State)
    builder.add_node("model", model)
    builder.add_node("tools", tools)
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", route, path_map)
    builder.add_edge("tools", "model")
    return builder.compile()


def _profiled_run(graph: Any) -> tuple[Counter[tuple[str, str]], Any]:
    """(``(file, function)`` → calls made by one run, the run's output); a builtin
    is counted as ``(file calling it, "builtin " + name)``."""
    seen: Counter[tuple[str, str]] = Counter()

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event == "call":
            seen[(frame.f_code.co_filename.rsplit("/", 1)[-1], frame.f_code.co_name)] += 1
        elif event == "c_call":
            seen[(frame.f_code.co_filename.rsplit("/", 1)[-1], "builtin " + getattr(arg, "__name__", "?"))] += 1

    inp = {"messages": [HumanMessage("go", id="h")]}
    sys.setprofile(profile)
    try:
        out = graph.invoke(inp)
    finally:
        sys.setprofile(None)
    return seen, out


@pytest.mark.parametrize("path_map", [None, ["tools", END], {"tools": "tools", END: END}])
def test_routing_by_name_takes_no_general_path(path_map: Any) -> None:
    graph = _agent(3, path_map)
    calls, out = _profiled_run(graph)
    assert [m.id for m in out["messages"]] == [
        "h", "ai-0", "tool-0", "ai-1", "tool-1", "ai-2", "tool-2", "ai-final"
    ]
    # the routing function is called directly, its name result is not asked for
    # ``__await__``, and a name (or a path map's value) is routed without lists
    assert calls[("_call.py", "<lambda>")] == 0
    assert calls[("_write.py", "builtin hasattr")] == 0
    assert calls[("_write.py", "<listcomp>")] == 0
    assert calls[("_write.py", "<genexpr>")] == 0
    assert calls[("test_agent_loop.py", "route")] == 4


# ---- building messages ----------------------------------------------------------------


def test_building_messages_with_text_content_makes_no_extra_calls() -> None:
    call = {"name": "look", "args": {"q": 1}, "id": "c1"}

    def build() -> list[Any]:
        return [
            AIMessage("thinking", tool_calls=[call], id="ai-1"),
            ToolMessage("ok", tool_call_id="c1", name="look", id="t-1"),
            HumanMessage("hi", id="h"),
        ]

    calls = _python_calls(build)
    # the text is kept without the content check; tool calls are normalised one call each
    assert calls["_check_content"] == 0
    assert calls["<listcomp>"] == 0
    assert calls["tool_call"] == 1
    assert calls["invalid_tool_call"] == 0
    ai, tool, human = build()
    assert ai.tool_calls == [{"name": "look", "args": {"q": 1}, "id": "c1", "type": "tool_call"}]
    assert (ai.invalid_tool_calls, ai.additional_kwargs, ai.response_metadata, ai._extra) == ([], {}, {}, None)
    assert (tool.content, tool.tool_call_id, tool.name, tool.id, tool.status) == ("ok", "c1", "look", "t-1", "success")
    assert HumanMessage(["a", {"type": "text", "text": "b"}], id=3).id == "3"
    assert ToolMessage(5, tool_call_id=1).content == "5"


def test_message_classes_still_call_the_next_init_in_the_mro() -> None:
    seen: list[dict[str, Any]] = []

    class Tagged(BaseMessage):
        __slots__ = ()

        def __init__(self, content: Any = None, **kwargs: Any) -> None:
            seen.append(kwargs)
            super().__init__(content, **kwargs)

    class TaggedTool(ToolMessage, Tagged):
        __slots__ = ()

    class TaggedAI(AIMessage, Tagged):
        __slots__ = ()

    tool = TaggedTool("x", tool_call_id="c", id="t", name="n")
    ai = TaggedAI("y", id="a", flavour="mint")
    assert seen == [
        {"additional_kwargs": None, "response_metadata": None, "name": "n", "id": "t"},
        {"additional_kwargs": None, "response_metadata": None, "name": None, "id": "a", "flavour": "mint"},
    ]
    assert (tool.id, tool.name, ai.id, ai.flavour) == ("t", "n", "a", "mint")  # type: ignore[attr-defined]
