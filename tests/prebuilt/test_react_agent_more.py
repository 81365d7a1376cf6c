"""``create_react_agent``: dynamic models, pre-bound tools, deprecated arguments,
interrupts inside parallel tool calls, prompt functions and the agent's nodes run by
hand, as in LangGraph 1.2.11."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from prebuilt_helpers import DRIVERS, ScriptedModel, ai, call, run, shown

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.prebuilt import create_react_agent
from lingxigraph.types import Command, interrupt
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

HI = {"messages": [HumanMessage("hi", id="h")]}


@tool
def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b


@tool
def other(x: int) -> int:
    """Another tool."""
    return x


@tool
def ask(q: str) -> str:
    """Asks a person."""
    return f"{q} -> {interrupt({'q': q})}"


def agent(model: Any, tools: Any, **kwargs: Any) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        return create_react_agent(model, tools, **kwargs)


@dataclass
class Ctx:
    model: str


def test_dynamic_model_is_picked_from_state_and_runtime() -> None:
    models = {"1": ScriptedModel(script=["from m1"]), "2": ScriptedModel(script=["from m2"])}
    graph = agent(lambda state, runtime: models[runtime.context.model], [add], context_schema=Ctx)
    assert shown(graph.invoke(HI, context=Ctx(model="2"))["messages"][-1]) == ("ai", "from m2")


def test_config_schema_is_deprecated() -> None:
    with pytest.warns(LangGraphDeprecatedSinceV10) as record:
        create_react_agent(ScriptedModel(script=["x"]), [add], config_schema=Ctx)
    assert [str(r.message) for r in record][1] == (
        "`config_schema` is deprecated and will be removed. Please use `context_schema` instead. "
        "Deprecated in LangGraph V1.0 to be removed in V2.0."
    )


class BindingModel(ScriptedModel):
    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self.bind(tools=[convert_to_openai_tool(t) for t in tools])


def test_models_with_tools_already_bound() -> None:
    bound = BindingModel(script=["x"]).bind_tools([add])
    with pytest.raises(ValueError, match=r"^Number of tools in the model\.bind_tools\(\) and tools passed to create_react_agent must match Got 2 tools, expected 1$"):
        agent(bound, [add, other])
    with pytest.raises(ValueError, match=r"^Missing tools '\{'other'\}' in the model\.bind_tools\(\)$"):
        agent(bound, [other])
    assert shown(agent(bound, [add]).invoke(HI)["messages"][-1]) == ("ai", "x")


def test_interrupts_in_parallel_tool_calls_resume_by_id() -> None:
    model = ScriptedModel(script=[ai(call("ask", {"q": "a?"}, "c1"), call("add", {"a": 1, "b": 1}, "c2"), call("ask", {"q": "b?"}, "c3")), "done"])
    graph = agent(model, [add, ask], checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "1"}}
    out = graph.invoke(HI, config)
    assert sorted(i.value["q"] for i in out["__interrupt__"]) == ["a?", "b?"]
    # the call that finished is kept while the others wait
    assert shown(out["messages"][2:]) == [("tool", "2", "add", "c2", "success")]
    state = graph.get_state(config)
    assert state.next == ("tools", "tools")
    assert sorted((t.name, len(t.interrupts)) for t in state.tasks) == [("tools", 0), ("tools", 1), ("tools", 1)]
    answers = {i.id: "yes-" + i.value["q"] for i in out["__interrupt__"]}
    out = graph.invoke(Command(resume=answers), config)
    assert shown(out["messages"][2:]) == [
        ("tool", "a? -> yes-a?", "ask", "c1", "success"),
        ("tool", "2", "add", "c2", "success"),
        ("tool", "b? -> yes-b?", "ask", "c3", "success"),
        ("ai", "done"),
    ]
    assert isinstance(out["messages"][-1], AIMessage)


def test_messages_stream_of_a_streaming_model() -> None:
    from langchain_core.messages import AIMessageChunk
    from langchain_core.outputs import ChatGenerationChunk

    class Streaming(ScriptedModel):
        def _stream(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
            if not any(m.type == "ai" for m in messages):
                chunk = AIMessageChunk(content="", id="s0", tool_call_chunks=[{"name": "add", "args": '{"a": 1, "b": 2}', "id": "c1", "index": 0}])
                yield ChatGenerationChunk(message=chunk)
                return
            for word in ["the ", "answer ", "is 3"]:
                piece = ChatGenerationChunk(message=AIMessageChunk(content=word, id="s1"))
                if run_manager:
                    run_manager.on_llm_new_token(word, chunk=piece)
                yield piece

    graph = agent(Streaming(script=["unused"]), [add])
    seen = [
        (type(m).__name__, m.content, len(getattr(m, "tool_call_chunks", None) or []), meta["langgraph_node"])
        for m, meta in graph.stream(HI, stream_mode="messages")
    ]
    assert seen == [
        ("AIMessageChunk", "", 1, "agent"),
        ("AIMessageChunk", "", 0, "agent"),
        ("ToolMessage", "3", 0, "tools"),
        ("AIMessageChunk", "the ", 0, "agent"),
        ("AIMessageChunk", "answer ", 0, "agent"),
        ("AIMessageChunk", "is 3", 0, "agent"),
        ("AIMessageChunk", "", 0, "agent"),
    ]


@pytest.mark.parametrize("hooks", [(), ("pre",), ("post",), ("pre", "post")])
def test_node_order_is_langgraphs(hooks: tuple[str, ...]) -> None:
    # LangGraph adds "tools" right after "agent", then the hooks (get_graph, drawings)
    kwargs: dict[str, Any] = {}
    if "pre" in hooks:
        kwargs["pre_model_hook"] = lambda state: {"llm_input_messages": state["messages"]}
    if "post" in hooks:
        kwargs["post_model_hook"] = lambda state: {}
    graph = agent(ScriptedModel(script=[ai(content="done")]), [add], **kwargs)
    expected = ["__start__", "agent", "tools", *(f"{h}_model_hook" for h in hooks), "__end__"]
    assert list(graph.get_graph().nodes) == expected
    no_tools = agent(ScriptedModel(script=[ai(content="done")]), [], **kwargs)
    assert list(no_tools.get_graph().nodes) == [n for n in expected if n != "tools"]


@pytest.mark.parametrize("driver", DRIVERS)
def test_prompt_function_gets_config_and_store(driver: str) -> None:
    from lingxigraph.store.memory import InMemoryStore

    store = InMemoryStore()
    store.put(("users",), "u1", {"name": "Ann"})

    def prompt(state: Any, config: RunnableConfig, *, store: Any) -> list[Any]:
        name = store.get(("users",), config["configurable"]["user"]).value["name"]
        return [SystemMessage(f"user is {name}"), *state["messages"]]

    model = ScriptedModel(script=["done"])
    graph = agent(model, [], prompt=prompt, store=store)
    run(driver, graph, "invoke", {"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"user": "u1"}})
    assert model.seen == [["system:user is Ann", "human:hi"]]


@pytest.mark.parametrize("driver", DRIVERS)
def test_prompt_function_returning_a_template_runs_it(driver: str) -> None:
    def prompt(state: Any) -> Any:
        return SystemMessage("be brief") + state["messages"]  # a ChatPromptTemplate

    model = ScriptedModel(script=["done"])
    run(driver, agent(model, [], prompt=prompt), "invoke", {"messages": [HumanMessage("hi", id="h")]})
    assert model.seen == [["system:be brief", "human:hi"]]


@pytest.mark.parametrize("driver", DRIVERS)
def test_agent_tools_node_invoked_by_hand(driver: str) -> None:
    graph = agent(ScriptedModel(script=["done"]), [add])
    out = run(driver, graph.nodes["tools"], "invoke", {"messages": [ai(call("add", {"a": 1, "b": 2}, "c1"))]})
    assert shown(out["messages"]) == [("tool", "3", "add", "c1", "success")]


def test_chat_agent_executor_type_aliases() -> None:
    from pydantic import BaseModel

    from lingxigraph.prebuilt import chat_agent_executor as cae

    assert cae.StructuredResponse == dict | BaseModel
    assert cae.StructuredResponseSchema == dict | type[BaseModel]
    assert cae.StateSchemaType == type[cae.StateSchema]
    assert SystemMessage in cae.Prompt.__args__ and str in cae.Prompt.__args__
    assert set(cae.__all__) >= {"Prompt", "StateSchemaType", "StructuredResponse", "StructuredResponseSchema"}


def test_agent_schemas_are_described_as_in_langgraph() -> None:
    # the state classes' docstrings are the JSON schemas' "description"
    plain = agent(ScriptedModel(script=["x"]), [add])
    assert plain.get_input_jsonschema()["description"] == "The state of the agent."
    assert plain.get_output_jsonschema()["description"] == "The state of the agent."
    structured = agent(ScriptedModel(script=["x"]), [add], response_format=Ctx)
    assert structured.get_output_jsonschema()["description"] == "The state of the agent with a structured response."
