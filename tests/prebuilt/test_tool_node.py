"""``ToolNode`` and ``tools_condition``: results, error texts and injection, as in LangGraph."""

from __future__ import annotations

from typing import Annotated, Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, tool
from prebuilt_helpers import DRIVERS, State, ai, call, node_graph, run, shown
from pydantic import BaseModel

from lingxigraph.graph import START, MessagesState, StateGraph
from lingxigraph.graph.message import add_messages
from lingxigraph.managed import RemainingSteps
from lingxigraph.prebuilt import (
    InjectedState,
    InjectedStore,
    ToolNode,
    ToolRuntime,
    tools_condition,
)
from lingxigraph.prebuilt.tool_node import (
    ToolCallRequest,
    ToolInvocationError,
    msg_content_output,
)
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.types import Command, Send


@tool
def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b


@tool
def boom(x: int) -> str:
    """Always fails."""
    raise ValueError(f"bad {x}")


@tool
def whole_state(x: int, state: Annotated[dict, InjectedState]) -> str:
    """Sees the whole state."""
    return f"{x}:{sorted(state)}"


@tool
def foo_of(x: int, f: Annotated[str, InjectedState("foo")]) -> str:
    """Sees one key."""
    return f + str(x)


@tool
def foo_or_default(x: int, f: Annotated[str, InjectedState("foo")] = "dflt") -> str:
    """Sees one key, with a default."""
    return f"{x}{f}"


def plain(a: int, b: str = "z") -> dict:
    """A plain function tool."""
    return {"a": a, "b": b}


INVALID_ADD = (
    "Error invoking tool 'add' with kwargs {'a': 'x'} with error:\n"
    " a: Input should be a valid integer, unable to parse string as an integer\n"
    "b: Field required\n"
    " Please fix the error and try again."
)


def updates(node: Any, state: dict[str, Any], driver: str = "sync", **compile_kwargs: Any) -> list[Any]:
    return shown(run(driver, node_graph(node, **compile_kwargs), "stream", state, stream_mode="updates"))


@pytest.mark.parametrize("driver", DRIVERS)
def test_results_in_call_order_with_lookup_validation_and_state_injection(driver: str) -> None:
    node = ToolNode([add, boom, whole_state, foo_of, plain])
    message = ai(
        call("add", {"a": 1, "b": 2}, "1"),
        call("plain", {"a": 3}, "2"),
        call("nope", {}, "3"),
        call("add", {"a": "x"}, "4"),
        call("whole_state", {"x": 5}, "5"),
        call("foo_of", {"x": 7}, "6"),
    )
    assert updates(node, {"messages": [message], "foo": "bar"}, driver) == [
        {
            "tools": {
                "messages": [
                    ("tool", "3", "add", "1", "success"),
                    ("tool", '{"a": 3, "b": "z"}', "plain", "2", "success"),
                    (
                        "tool",
                        "Error: nope is not a valid tool, try one of [add, boom, whole_state, foo_of, plain].",
                        "nope",
                        "3",
                        "error",
                    ),
                    ("tool", INVALID_ADD, "add", "4", "error"),
                    ("tool", "5:['foo', 'messages']", "whole_state", "5", "success"),
                    ("tool", "bar7", "foo_of", "6", "success"),
                ]
            }
        }
    ]


def test_default_error_handling_reraises_tool_errors() -> None:
    graph = node_graph(ToolNode([boom]))
    with pytest.raises(ValueError, match=r"^bad 1(\n|$)"):
        graph.invoke({"messages": [ai(call("boom", {"x": 1}, "b"))]})


TWO_FAILURES = {"messages": [ai(call("boom", {"x": 1}, "b"), call("add", {"a": "q"}, "c"))]}
INVALID_Q = INVALID_ADD.replace("{'a': 'x'}", "{'a': 'q'}")


def _handler(e: Exception) -> str:
    return f"handled {e}"


@pytest.mark.parametrize(
    ("flag", "contents"),
    [
        (True, ["Error: ValueError('bad 1')\n Please fix your mistakes.", f"Error: ToolInvocationError({INVALID_Q!r})\n Please fix your mistakes."]),
        ("custom msg", ["custom msg", "custom msg"]),
        (_handler, ["handled bad 1", f"handled {INVALID_Q}"]),
    ],
)
def test_handle_tool_errors_settings_that_catch_everything(flag: Any, contents: list[str]) -> None:
    out = node_graph(ToolNode([boom, add], handle_tool_errors=flag)).invoke(TWO_FAILURES)
    assert [(m.content, m.name, m.tool_call_id, m.status) for m in out["messages"][1:]] == [
        (contents[0], "boom", "b", "error"),
        (contents[1], "add", "c", "error"),
    ]


def test_handle_tool_errors_by_type_reraises_other_errors() -> None:
    # ValueError handles boom, but the invalid call's ToolInvocationError is not a ValueError
    for flag in [(ValueError,), ValueError]:
        with pytest.raises(ToolInvocationError) as info:
            node_graph(ToolNode([boom, add], handle_tool_errors=flag)).invoke(TWO_FAILURES)
        assert str(info.value) == INVALID_Q
    for flag in [TypeError, False]:
        with pytest.raises(ValueError, match=r"^bad 1(\n|$)"):
            node_graph(ToolNode([boom, add], handle_tool_errors=flag)).invoke(TWO_FAILURES)


def test_handler_annotation_picks_the_handled_types() -> None:
    def only_value_errors(e: ValueError) -> str:
        return f"value: {e}"

    node = ToolNode([boom], handle_tool_errors=only_value_errors)
    out = node_graph(node).invoke({"messages": [ai(call("boom", {"x": 2}, "b"))]})
    assert out["messages"][-1].content == "value: bad 2"
    node = ToolNode([add], handle_tool_errors=only_value_errors)
    with pytest.raises(ToolInvocationError):
        node_graph(node).invoke({"messages": [ai(call("add", {"a": "q"}, "c"))]})


def test_tools_condition_routes_on_the_last_message() -> None:
    message = ai(call("add", {"a": 1, "b": 2}, "1"))
    assert tools_condition({"messages": [message]}) == "tools"
    assert tools_condition([HumanMessage("x")]) == "__end__"
    assert tools_condition({"messages": [HumanMessage("x"), message]}) == "tools"
    assert tools_condition({"chat": [message]}, messages_key="chat") == "tools"
    assert tools_condition({"messages": [{"role": "assistant", "content": "", "tool_calls": [call("a", {}, "1")]}]}) == "__end__"

    class Model(BaseModel):
        messages: list[Any]

    assert tools_condition(Model(messages=[message])) == "tools"
    with pytest.raises(ValueError, match=r"^No messages found in input state to tool_edge: \{'messages': \[\]\}$"):
        tools_condition({"messages": []})


def test_inputs_without_an_ai_message_are_refused() -> None:
    with pytest.raises(ValueError, match=r"^No message found in input(\n|$)"):
        node_graph(ToolNode([add])).invoke({"messages": []})
    with pytest.raises(ValueError, match=r"^No AIMessage found in input(\n|$)"):
        node_graph(ToolNode([add])).invoke({"messages": [HumanMessage("hi")]})


def test_list_and_tool_call_inputs() -> None:
    node = ToolNode([add])
    out = node.invoke([HumanMessage("hi"), ai(call("add", {"a": 1, "b": 2}, "1"))])
    assert shown(out) == [("tool", "3", "add", "1", "success")]
    out = node.invoke([call("add", {"a": 2, "b": 2}, "2")])
    assert shown(out) == {"messages": [("tool", "4", "add", "2", "success")]}


def test_messages_key_and_node_name() -> None:
    class Chat(State, total=False):
        chat: Annotated[list[Any], add_messages]

    node = ToolNode([add], name="runner", messages_key="chat", tags=["t"])
    assert (node.name, node.tags, list(node.tools_by_name)) == ("runner", ["t"], ["add"])
    out = node_graph(node, schema=Chat).invoke({"chat": [ai(call("add", {"a": 1, "b": 1}, "1"))]})
    assert shown(out["chat"][-1]) == ("tool", "2", "add", "1", "success")


@tool
def cmd(x: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Updates the state with a Command."""
    return Command(update={"messages": [ToolMessage(f"cmd {x}", tool_call_id=tool_call_id)], "foo": x})


@tool
def bad_cmd(x: str) -> Command:
    """A Command without the ToolMessage."""
    return Command(update={"foo": x})


BAD_CMD = (
    "Expected to have a matching ToolMessage in Command.update for tool 'bad_cmd', got: []. Every tool call "
    "(LLM requesting to call a tool) in the message history MUST have a corresponding ToolMessage. You can fix "
    'it by modifying the tool to return `Command(update={"messages": [ToolMessage("Success", '
    "tool_call_id=tool_call_id), ...]}, ...)`."
)


@pytest.mark.parametrize("driver", DRIVERS)
def test_tools_returning_commands(driver: str) -> None:
    node = ToolNode([cmd, foo_or_default])
    state = {"messages": [ai(call("cmd", {"x": "q"}, "c1"), call("foo_or_default", {"x": 1}, "c2"))]}
    out = run(driver, node_graph(node), "invoke", state)
    assert out["foo"] == "q"
    # the Command's ToolMessage gets the tool's name
    assert shown(out["messages"][1:]) == [
        ("tool", "cmd q", "cmd", "c1", "success"),
        ("tool", "1dflt", "foo_or_default", "c2", "success"),
    ]
    direct = node.invoke(state)
    assert isinstance(direct, list) and type(direct[0]) is Command
    assert shown(direct[1]) == {"messages": [("tool", "1dflt", "foo_or_default", "c2", "success")]}


def test_command_without_its_tool_message_is_an_error() -> None:
    state = {"messages": [ai(call("bad_cmd", {"x": "q"}, "c1"))]}
    with pytest.raises(ValueError) as info:
        node_graph(ToolNode([bad_cmd])).invoke(state)
    assert str(info.value) == BAD_CMD
    out = node_graph(ToolNode([bad_cmd], handle_tool_errors=True)).invoke(state)
    assert out["messages"][-1].content == f"Error: ValueError({BAD_CMD!r})\n Please fix your mistakes."


def test_parent_sends_of_several_tools_become_one_command() -> None:
    @tool
    def hand_off(to: str) -> Command:
        """Send to the parent graph."""
        return Command(graph=Command.PARENT, goto=[Send(to, {"x": to})])

    out = ToolNode([hand_off]).invoke({"messages": [ai(call("hand_off", {"to": "a"}, "1"), call("hand_off", {"to": "b"}, "2"))]})
    assert out == [Command(graph=Command.PARENT, goto=[Send("a", {"x": "a"}), Send("b", {"x": "b"})])]


def test_pydantic_state_injection() -> None:
    class PState(BaseModel):
        messages: Annotated[list[Any], add_messages]
        foo: str = "pyd"

    out = node_graph(ToolNode([foo_or_default]), schema=PState).invoke(
        {"messages": [ai(call("foo_or_default", {"x": 1}, "c2"))]}
    )
    assert out["messages"][-1].content == "1pyd"


@tool
def save(k: str, store: Annotated[Any, InjectedStore()]) -> str:
    """Writes to the store."""
    store.put(("ns",), k, {"v": 1})
    return f"saved {k} {store.get(('ns',), k).value}"


def test_store_injection() -> None:
    state = {"messages": [ai(call("save", {"k": "z"}, "c1"))]}
    out = node_graph(ToolNode([save]), store=InMemoryStore()).invoke(state)
    assert out["messages"][-1].content == "saved z {'v': 1}"
    with pytest.raises(ValueError, match=r"^Cannot inject store into tools with InjectedStore annotations - please compile your graph with a store\.(\n|$)"):
        node_graph(ToolNode([save])).invoke(state)


@tool
def introspect(q: str, runtime: ToolRuntime) -> str:
    """Reports its runtime."""
    runtime.stream_writer({"tool": q})
    return f"{q}:{runtime.tool_call_id}:{runtime.context}:{type(runtime.state).__name__}:{len(runtime.tools)}"


@pytest.mark.parametrize("driver", DRIVERS)
def test_tool_runtime(driver: str) -> None:
    graph = node_graph(ToolNode([introspect]))
    chunks = run(
        driver,
        graph,
        "stream",
        {"messages": [ai(call("introspect", {"q": "y"}, "c3"))]},
        stream_mode=["custom", "updates"],
        context={"user": 1},
    )
    assert shown(chunks) == [
        ["custom", {"tool": "y"}],
        ["updates", {"tools": {"messages": [("tool", "y:c3:{'user': 1}:dict:1", "introspect", "c3", "success")]}}],
    ]


def test_model_cannot_forge_injected_arguments() -> None:
    message = ai(call("foo_of", {"x": 1, "f": "forged"}, "1"))
    out = node_graph(ToolNode([foo_of])).invoke({"messages": [message], "foo": "real"})
    assert out["messages"][-1].content == "real1"


@pytest.mark.parametrize("driver", DRIVERS)
def test_async_tools(driver: str) -> None:
    @tool
    async def aadd(a: int, b: int) -> int:
        """Adds, asynchronously."""
        return a + b

    graph = node_graph(ToolNode([aadd, add]))
    state = {"messages": [ai(call("aadd", {"a": 1, "b": 2}, "1"), call("add", {"a": 3, "b": 4}, "2"))]}
    if driver == "sync":
        # as in LangGraph: an async-only tool cannot run in a sync run
        with pytest.raises(NotImplementedError, match=r"^StructuredTool does not support sync invocation\."):
            run(driver, graph, "invoke", state)
        return
    out = run(driver, graph, "invoke", state)
    assert [m.content for m in out["messages"][1:]] == ["3", "7"]


def test_wrap_tool_call_can_rewrite_retry_and_short_circuit() -> None:
    seen: list[str] = []

    def wrapper(request: ToolCallRequest, execute: Any) -> Any:
        seen.append(request.tool_call["name"])
        if request.tool is None:
            return ToolMessage("short-circuited", tool_call_id=request.tool_call["id"], name=request.tool_call["name"])
        doubled = {**request.tool_call, "args": {k: v * 2 for k, v in request.tool_call["args"].items()}}
        return execute(request.override(tool_call=doubled))

    node = ToolNode([add], wrap_tool_call=wrapper)
    out = node_graph(node).invoke({"messages": [ai(call("add", {"a": 1, "b": 2}, "1"), call("ghost", {}, "2"))]})
    assert shown(out["messages"][1:]) == [
        ("tool", "6", "add", "1", "success"),
        ("tool", "short-circuited", "ghost", "2", "success"),
    ]
    assert sorted(seen) == ["add", "ghost"]


def test_tool_call_request_assignment_is_deprecated() -> None:
    request = ToolCallRequest(tool_call=call("add", {}, "1"), tool=None, state={}, runtime=None)  # type: ignore[arg-type]
    with pytest.warns(DeprecationWarning, match=r"^Setting attribute 'state' on ToolCallRequest is deprecated\."):
        request.state = {"x": 1}
    assert request.state == {"x": 1}


def test_msg_content_output() -> None:
    assert msg_content_output("s") == "s"
    assert msg_content_output({"a": "é"}) == '{"a": "é"}'
    assert msg_content_output([{"type": "text", "text": "t"}]) == [{"type": "text", "text": "t"}]
    assert msg_content_output({1, 2}).startswith("{")  # not JSON: str()


def test_tool_node_in_a_send_fan_out_reads_the_sent_state() -> None:
    def fan_out(state: dict[str, Any]) -> list[Send]:
        last = state["messages"][-1]
        return [
            Send("tools", {"__type": "tool_call_with_context", "tool_call": c, "state": {**state, "foo": c["id"]}})
            for c in last.tool_calls
        ]

    builder = StateGraph(State)
    builder.add_node("model", lambda s: {"messages": [ai(call("foo_of", {"x": 1}, "a"), call("foo_of", {"x": 2}, "b"))]})
    builder.add_node("tools", ToolNode([foo_of]))
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", fan_out, ["tools"])
    out = builder.compile().invoke({"messages": [HumanMessage("hi", id="h")]})
    assert sorted(m.content for m in out["messages"] if m.type == "tool") == ["a1", "b2"]


def test_messages_of_lingxigraph_classes_get_lingxigraph_tool_messages() -> None:
    from lingxigraph.messages import AIMessage as LxAI
    from lingxigraph.messages import ToolMessage as LxTool

    out = ToolNode([add]).invoke({"messages": [LxAI("", tool_calls=[call("add", {"a": 1, "b": 1}, "1")])]})
    assert [type(m) for m in out["messages"]] == [ToolMessage]  # langchain tools answer with langchain messages
    out = ToolNode([add]).invoke({"messages": [LxAI("", tool_calls=[call("nope", {}, "1")])]})
    assert type(out["messages"][0]) is LxTool
    assert isinstance(AIMessage("x"), AIMessage)


@tool
def jump(x: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Answers and jumps to another node."""
    return Command(update={"messages": [ToolMessage(f"jumped {x}", tool_call_id=tool_call_id)]}, goto="finish")


@tool
def handoff(tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Hands off to a node of the parent graph."""
    return Command(graph=Command.PARENT, goto="other", update={"messages": [ToolMessage("handing off", tool_call_id=tool_call_id)]})


def test_command_goto_and_parent_handoff() -> None:
    import warnings

    from prebuilt_helpers import ScriptedModel

    from lingxigraph.graph import END
    from lingxigraph.prebuilt import create_react_agent
    from lingxigraph.warnings import LangGraphDeprecatedSinceV10

    builder = StateGraph(MessagesState)
    builder.add_node("agent", lambda s: {"messages": [AIMessage("", tool_calls=[call("jump", {"x": "1"}, "c1")], id="a1")]})
    builder.add_node("tools", ToolNode([jump]))
    builder.add_node("finish", lambda s: {"messages": [AIMessage("fin", id="f")]})
    builder.add_edge(START, "agent")
    builder.add_edge("agent", "tools")
    builder.add_edge("finish", END)
    chunks = list(builder.compile().stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="updates"))
    assert [shown(c) for c in chunks[1:]] == [
        {"tools": {"messages": [("tool", "jumped 1", "jump", "c1", "success")]}},
        {"finish": {"messages": [("ai", "fin")]}},
    ]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        sub = create_react_agent(ScriptedModel(script=[ai(call("handoff", {}, "c9"))]), [handoff], name="sub")
    parent = StateGraph(MessagesState)
    parent.add_node("sub", sub)
    parent.add_node("other", lambda s: {"messages": [AIMessage("other here", id="o")]})
    parent.add_edge(START, "sub")
    parent.add_edge("other", END)
    chunks = list(parent.compile().stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="updates"))
    assert shown(chunks) == [
        {"sub": {"messages": [("tool", "handing off", "handoff", "c9", "success")]}},
        {"other": {"messages": [("ai", "other here")]}},
    ]


class WithSteps(State, total=False):
    remaining_steps: RemainingSteps


def test_tool_calls_sent_without_state_see_the_graph_state() -> None:
    @tool
    def sees(state: Annotated[dict, InjectedState]) -> str:
        """Reports the state it sees."""
        return str({k: (len(v) if isinstance(v, list) else v) for k, v in state.items()})

    builder = StateGraph(WithSteps)
    builder.add_node("model", lambda s: {"messages": [AIMessage("", tool_calls=[call("sees", {}, "1")], id="a")]})
    builder.add_node("tools", ToolNode([sees]))
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", lambda s: [Send("tools", [c]) for c in s["messages"][-1].tool_calls], ["tools"])
    out = builder.compile().invoke({"messages": [HumanMessage("hi", id="h")], "foo": "F"})
    # state channels only: no managed values, no internal channels
    assert out["messages"][-1].content == "{'messages': 2, 'foo': 'F'}"


@tool
def picky(x: int) -> str:
    """Fails in three ways."""
    if x == 1:
        raise ValueError("v")
    if x == 2:
        raise TypeError("t")
    raise KeyError("k")


def test_union_annotated_handler_and_bad_handlers() -> None:
    # LangGraph gives these results when the module does not use postponed annotations
    # (with them, as here, it fails with "AttributeError: __mro__"; lingxigraph resolves them)
    def handler(e: ValueError | TypeError) -> str:
        return f"H:{type(e).__name__}"

    both = {"messages": [ai(call("picky", {"x": 1}, "1"), call("picky", {"x": 2}, "2"))]}
    out = node_graph(ToolNode([picky], handle_tool_errors=handler)).invoke(both)
    assert [m.content for m in out["messages"][1:]] == ["H:ValueError", "H:TypeError"]
    with pytest.raises(KeyError, match=r"^'k'"):
        node_graph(ToolNode([picky], handle_tool_errors=handler)).invoke({"messages": [ai(call("picky", {"x": 3}, "3"))]})

    def not_an_exception(e: int) -> str:
        return "x"

    with pytest.raises(ValueError, match=r"^Arbitrary types are not supported in the error handler signature\."):
        node_graph(ToolNode([picky], handle_tool_errors=not_an_exception)).invoke(both)
    with pytest.raises(ValueError, match=r"^Got unexpected type of `handle_tool_error`\. Expected bool, str or callable\. Received: 5(\n|$)"):
        node_graph(ToolNode([picky], handle_tool_errors=5)).invoke(both)  # type: ignore[arg-type]


@pytest.mark.parametrize("driver", ["asyncio", "trio"])
def test_async_wrapper(driver: str) -> None:
    async def wrapper(request: ToolCallRequest, execute: Any) -> Any:
        result = await execute(request)
        return ToolMessage(content="wrapped " + result.content, tool_call_id=result.tool_call_id, name=result.name)

    graph = node_graph(ToolNode([add], awrap_tool_call=wrapper))
    out = run(driver, graph, "invoke", {"messages": [ai(call("add", {"a": 1, "b": 2}, "1"))]})
    assert shown(out["messages"][1:]) == [("tool", "wrapped 3", "add", "1", "success")]


def test_wrapper_errors_follow_handle_tool_errors() -> None:
    def failing(request: ToolCallRequest, execute: Any) -> Any:
        raise RuntimeError("wrapper fail")

    state = {"messages": [ai(call("add", {"a": 1, "b": 2}, "1"))]}
    with pytest.raises(RuntimeError, match=r"^wrapper fail(\n|$)"):
        node_graph(ToolNode([add], wrap_tool_call=failing)).invoke(state)
    out = node_graph(ToolNode([add], wrap_tool_call=failing, handle_tool_errors=True)).invoke(state)
    assert shown(out["messages"][-1]) == ("tool", "Error: RuntimeError('wrapper fail')\n Please fix your mistakes.", "add", "1", "error")


def test_injected_state_typed_as_messages_state_takes_langchain_messages() -> None:
    # the multi-agent handoff recipe: ``state: Annotated[MessagesState, InjectedState]``;
    # the tool's pydantic schema must accept the LangChain messages the state holds
    @tool
    def count_messages(state: Annotated[MessagesState, InjectedState], tool_call_id: Annotated[str, InjectedToolCallId]) -> str:
        """Count the messages of the graph state."""
        kinds = [type(m).__module__.split(".")[0] for m in state["messages"]]
        return f"{len(state['messages'])} {kinds[0]} {tool_call_id}"

    request = AIMessage("", tool_calls=[call("count_messages", {}, "c1")], id="a1")
    out = node_graph(ToolNode([count_messages], handle_tool_errors=False), MessagesState).invoke(
        {"messages": [HumanMessage("hi", id="h"), request]}
    )
    reply = out["messages"][-1]
    assert (type(reply), reply.content, reply.status) == (ToolMessage, "2 langchain_core c1", "success")
