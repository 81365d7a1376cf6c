"""``create_react_agent``: graph shape, tool dispatch per version, step limits, hooks,
prompts and errors, as in LangGraph 1.2.11."""

from __future__ import annotations

import warnings
from typing import Annotated, Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from prebuilt_helpers import DRIVERS, ScriptedModel, ai, call, run, shown, sorted_chunks
from pydantic import BaseModel
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.prebuilt import InjectedState, ToolNode, create_react_agent
from lingxigraph.prebuilt.chat_agent_executor import AgentState, AgentStatePydantic
from lingxigraph.testing import FakeChatModel
from lingxigraph.warnings import LangGraphDeprecatedSinceV10


@tool
def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b


@tool
def peek(q: str, state: Annotated[dict, InjectedState]) -> str:
    """Looks at the state."""
    return f"{q}:{len(state['messages'])}:{sorted(state)}"


@tool
def boom(x: int) -> str:
    """Always fails."""
    raise ValueError("kaboom")


@tool(return_direct=True)
def final(x: str) -> str:
    """Ends the run."""
    return "FINAL " + x


def agent(model: Any, tools: Any, **kwargs: Any) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        return create_react_agent(model, tools, **kwargs)


def edges(graph: Any) -> list[tuple[str, str, bool]]:
    return sorted((e.source, e.target, e.conditional) for e in graph.get_graph().edges)


HI = {"messages": [HumanMessage("hi", id="h1")]}
FOUR_CALLS = ai(call("add", {"a": 1, "b": 2}, "c1"), call("peek", {"q": "x"}, "c2"), call("nope", {}, "c4"))
TOOL_RESULTS = [
    ("tool", "3", "add", "c1", "success"),
    ("tool", "x:2:['messages', 'remaining_steps']", "peek", "c2", "success"),
    ("tool", "Error: nope is not a valid tool, try one of [add, peek].", "nope", "c4", "error"),
]


def test_deprecation_warning() -> None:
    with pytest.warns(LangGraphDeprecatedSinceV10) as record:
        create_react_agent(ScriptedModel(script=["hi"]), [])
    assert str(record[0].message) == (
        "create_react_agent has been moved to `langchain.agents`. Please update your import to "
        "`from langchain.agents import create_agent`. Deprecated in LangGraph V1.0 to be removed in V2.0."
    )


@pytest.mark.parametrize("driver", DRIVERS)
def test_v2_runs_each_tool_call_as_its_own_task(driver: str) -> None:
    graph = agent(ScriptedModel(script=[FOUR_CALLS, "done"]), [add, peek], prompt="be nice")
    assert sorted(graph.get_graph().nodes) == ["__end__", "__start__", "agent", "tools"]
    assert edges(graph) == [("__start__", "agent", False), ("agent", "__end__", True), ("agent", "tools", True), ("tools", "agent", False)]
    chunks = run(driver, graph, "stream", HI, stream_mode="updates")
    assert shown(chunks[0]) == {"agent": {"messages": [("ai", "")]}}
    assert sorted_chunks(chunks[1:4]) == sorted(repr({"tools": {"messages": [r]}}) for r in TOOL_RESULTS)
    assert shown(chunks[4]) == {"agent": {"messages": [("ai", "done")]}}
    assert len(chunks) == 5


def test_v1_runs_all_calls_in_one_task() -> None:
    graph = agent(ScriptedModel(script=[FOUR_CALLS, "done"]), [add, peek], version="v1")
    chunks = list(graph.stream(HI, stream_mode="updates"))
    assert shown(chunks[1]) == {"tools": {"messages": TOOL_RESULTS}}
    out = graph.invoke(HI)
    assert shown(out["messages"][2:]) == [*TOOL_RESULTS, ("ai", "done")]


def test_out_of_steps_message() -> None:
    graph = agent(ScriptedModel(script=[ai(call("add", {"a": 1, "b": 2}, "c1"))]), [add])
    out = graph.invoke(HI, {"recursion_limit": 6})
    assert shown(out["messages"][-1]) == ("ai", "Sorry, need more steps to process this request.")
    assert [m.type for m in out["messages"]] == ["human", "ai", "tool", "ai", "tool", "ai"]


def test_errors_other_than_invalid_calls_are_raised_by_default() -> None:
    graph = agent(ScriptedModel(script=[ai(call("boom", {"x": 1}, "c1")), "ok"]), [boom])
    with pytest.raises(ValueError, match=r"^kaboom(\n|$)"):
        graph.invoke(HI)
    graph = agent(ScriptedModel(script=[ai(call("add", {"a": "zz"}, "c1")), "fine"]), [boom, add], name="myagent")
    out = graph.invoke(HI)
    assert out["messages"][2].content == (
        "Error invoking tool 'add' with kwargs {'a': 'zz'} with error:\n"
        " a: Input should be a valid integer, unable to parse string as an integer\n"
        "b: Field required\n"
        " Please fix the error and try again."
    )
    assert [m.name for m in out["messages"] if m.type == "ai"] == ["myagent", "myagent"]
    assert graph.name == "myagent"


@pytest.mark.parametrize(
    "prompt",
    [
        "sys",
        SystemMessage("sys"),
        lambda state: [SystemMessage("sys"), *state["messages"]],
        RunnableLambda(lambda state: [SystemMessage("sys"), *state["messages"]]),
    ],
    ids=["str", "system-message", "callable", "runnable"],
)
def test_prompts(prompt: Any) -> None:
    model = ScriptedModel(script=["answer"], seen=[])
    agent(model, [add], prompt=prompt).invoke(HI)
    assert model.seen == [["system:sys", "human:hi"]]


def test_chat_history_must_answer_every_tool_call() -> None:
    graph = agent(ScriptedModel(script=["x"]), [add])
    with pytest.raises(ValueError) as info:
        graph.invoke({"messages": [AIMessage("", tool_calls=[call("add", {}, "zz")], id="x")]})
    assert str(info.value) == (
        "Found AIMessages with tool_calls that do not have a corresponding ToolMessage. Here are the first few of "
        "those tool calls: [{'name': 'add', 'args': {}, 'id': 'zz', 'type': 'tool_call'}].\n\nEvery tool call "
        "(LLM requesting to call a tool) in the message history MUST have a corresponding ToolMessage (result of a "
        "tool invocation to return to the LLM) - this is required by most LLM providers.\n"
        "For troubleshooting, visit: https://docs.langchain.com/oss/python/langgraph/errors/INVALID_CHAT_HISTORY"
    )


def test_chat_history_reports_the_first_unanswered_calls_in_history_order() -> None:
    from langchain_core.messages import ToolMessage

    from lingxigraph.messages import AIMessage as OwnAIMessage
    from lingxigraph.messages import ToolMessage as OwnToolMessage

    # answers may come before or after their call, from either message family
    history = [
        ToolMessage("r", tool_call_id="b"),
        AIMessage("", tool_calls=[call("add", {}, "a"), call("add", {}, "b")], id="m1"),
        OwnAIMessage("", tool_calls=[call("add", {}, "c"), call("add", {}, "d")], id="m2"),
        AIMessage("", tool_calls=[call("add", {}, "e"), call("add", {}, "f")], id="m3"),
        OwnToolMessage("r", tool_call_id="c"),
        HumanMessage("h"),
    ]
    graph = agent(ScriptedModel(script=["x"]), [add])
    with pytest.raises(ValueError) as info:
        graph.invoke({"messages": history})
    assert "those tool calls: [{'name': 'add', 'args': {}, 'id': 'a', 'type': 'tool_call'}, " \
        "{'name': 'add', 'args': {}, 'id': 'd', 'type': 'tool_call'}, " \
        "{'name': 'add', 'args': {}, 'id': 'e', 'type': 'tool_call'}].\n" in str(info.value)
    # every call answered, some answers first (the model takes LangChain's messages only)
    answered = [
        ToolMessage("r", tool_call_id="b"),
        AIMessage("", tool_calls=[call("add", {}, "a"), call("add", {}, "b")], id="q1"),
        ToolMessage("r", tool_call_id="a"),
        HumanMessage("h"),
    ]
    assert graph.invoke({"messages": answered})["messages"][-1].content == "x"


def test_bad_arguments() -> None:
    model = ScriptedModel(script=["x"])
    with pytest.raises(ValueError, match=r"^Invalid version v3\. Supported versions are 'v1' and 'v2'\.$"):
        agent(model, [add], version="v3")
    with pytest.raises(TypeError, match=r"^create_react_agent\(\) got unexpected keyword arguments: \{'foo': 1\}$"):
        agent(model, [add], foo=1)

    class Bad(TypedDict):
        messages: list[Any]

    with pytest.raises(ValueError, match=r"^Missing required key\(s\) \{'remaining_steps'\} in state_schema$"):
        agent(model, [add], state_schema=Bad)


def test_interrupt_before_tools_with_a_checkpointer() -> None:
    graph = agent(ScriptedModel(script=[ai(call("add", {"a": 1, "b": 2}, "c1")), "done"]), [add], checkpointer=InMemorySaver(), interrupt_before=["tools"])
    config = {"configurable": {"thread_id": "t"}}
    assert [m.type for m in graph.invoke(HI, config)["messages"]] == ["human", "ai"]
    assert graph.get_state(config).next == ("tools",)
    assert shown(graph.invoke(None, config)["messages"][2:]) == [("tool", "3", "add", "c1", "success"), ("ai", "done")]


def test_return_direct_ends_after_the_tool() -> None:
    graph = agent(ScriptedModel(script=[ai(call("final", {"x": "a"}, "c1")), "never"]), [add, final])
    assert edges(graph) == [
        ("__start__", "agent", False),
        ("agent", "__end__", True),
        ("agent", "tools", True),
        ("tools", "__end__", True),
        ("tools", "agent", True),
    ]
    assert shown(graph.invoke(HI)["messages"][-1]) == ("tool", "FINAL a", "final", "c1", "success")


def test_pydantic_agent_state() -> None:
    graph = agent(ScriptedModel(script=[ai(call("add", {"a": 1, "b": 2}, "c1")), "ok"]), [add], state_schema=AgentStatePydantic)
    # as in LangGraph, building the (deprecated) state model during the run warns
    with pytest.warns(LangGraphDeprecatedSinceV10, match=r"^AgentStatePydantic has been deprecated in favor of AgentState"):
        out = graph.invoke(HI)
    assert shown(out["messages"][1:]) == [("ai", ""), ("tool", "3", "add", "c1", "success"), ("ai", "ok")]


def test_pre_model_hook_feeds_llm_input_messages() -> None:
    model = ScriptedModel(script=[ai(call("add", {"a": 1, "b": 1}, "e1")), "ok"], seen=[])

    def pre(state: dict[str, Any]) -> dict[str, Any]:
        return {"llm_input_messages": [SystemMessage("PRE"), *state["messages"][-1:]]}

    graph = agent(model, [add], pre_model_hook=pre)
    assert edges(graph) == [
        ("__start__", "pre_model_hook", False),
        ("agent", "__end__", True),
        ("agent", "tools", True),
        ("pre_model_hook", "agent", False),
        ("tools", "pre_model_hook", False),
    ]
    nodes = [next(iter(c)) for c in graph.stream(HI, stream_mode="updates")]
    assert nodes == ["pre_model_hook", "agent", "tools", "pre_model_hook", "agent"]
    assert model.seen == [["system:PRE", "human:hi"], ["system:PRE", "tool:2"]]


def test_post_model_hook_runs_after_every_model_call() -> None:
    def post(state: dict[str, Any]) -> dict[str, Any]:
        return {"messages": [HumanMessage("post", id=f"p{len(state['messages'])}")]}

    graph = agent(ScriptedModel(script=[ai(call("add", {"a": 1, "b": 1}, "e1")), "ok"]), [add], post_model_hook=post)
    nodes = [next(iter(c)) for c in graph.stream(HI, stream_mode="updates")]
    assert nodes == ["agent", "post_model_hook", "tools", "agent", "post_model_hook"]


def test_structured_response() -> None:
    class Weather(BaseModel):
        temp: int

    class StructuredModel(ScriptedModel):
        def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:
            return RunnableLambda(lambda messages: schema(temp=len(messages)))

    model = StructuredModel(script=[ai(call("add", {"a": 1, "b": 2}, "c1")), "ok"])
    graph = agent(model, [add], response_format=Weather)
    assert ("agent", "generate_structured_response", True) in edges(graph)
    out = graph.invoke(HI)
    assert (out["structured_response"], sorted(out)) == (Weather(temp=4), ["messages", "structured_response"])
    out = agent(model, [add], response_format=("SYS", Weather)).invoke(HI)
    assert out["structured_response"] == Weather(temp=5)


def test_no_tools_means_a_single_model_node() -> None:
    graph = agent(ScriptedModel(script=["x"]), [])
    assert sorted(graph.get_graph().nodes) == ["__end__", "__start__", "agent"]
    assert shown(list(graph.stream(HI, stream_mode="updates"))) == [{"agent": {"messages": [("ai", "x")]}}]


def test_a_tool_node_can_be_passed() -> None:
    graph = agent(ScriptedModel(script=[ai(call("boom", {"x": 1}, "c1")), "ok"]), ToolNode([boom], handle_tool_errors="oops"))
    assert shown(graph.invoke(HI)["messages"][2]) == ("tool", "oops", "boom", "c1", "error")


def test_agent_state_schemas() -> None:
    from typing_extensions import get_type_hints

    assert sorted(get_type_hints(AgentState)) == ["messages", "remaining_steps"]
    assert AgentState.__deprecated__.startswith("AgentState has been moved to `langchain.agents`.")  # type: ignore[attr-defined]


@pytest.mark.parametrize("driver", DRIVERS)
def test_lingxigraph_fake_chat_model_and_plain_function_tools(driver: str) -> None:
    from lingxigraph.messages import AIMessage as LxAI

    def multiply(a: int, b: int) -> int:
        """Multiply two numbers."""
        return a * b

    model = FakeChatModel([LxAI("", tool_calls=[call("multiply", {"a": 3, "b": 4}, "c1")]), "twelve"])
    out = run(driver, agent(model, [multiply]), "invoke", {"messages": [("user", "3*4?")]})
    assert [(m.type, m.content) for m in out["messages"]] == [("human", "3*4?"), ("ai", ""), ("tool", "12"), ("ai", "twelve")]
