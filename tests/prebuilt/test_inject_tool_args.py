"""``ToolNode.inject_tool_args(call, state, store)``: a routing function prepares a
tool call (fills its injected arguments) and sends it to the node with ``Send``, as
langgraph-bigtool's agent does."""

from __future__ import annotations

from typing import Annotated, Any

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from prebuilt_helpers import DRIVERS, DriverName, ScriptedModel, ai, call, run
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.graph.message import add_messages
from lingxigraph.prebuilt import InjectedState, InjectedStore, ToolNode
from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.types import Send


@tool
def greet(name: str, user: Annotated[str, InjectedState("user")]) -> str:
    """Greets someone on behalf of the user."""
    return f"{user} greets {name}"


@tool
def recall(key: str, store: Annotated[BaseStore, InjectedStore()]) -> str:
    """Reads a note."""
    item = store.get(("notes",), key)
    return item.value["text"] if item else "none"


@tool
def plain(x: int) -> int:
    """No injected arguments."""
    return x


NODE = ToolNode([greet, recall, plain])


def test_state_and_store_are_filled_in_and_model_values_dropped() -> None:
    store = InMemoryStore()
    sent = call("greet", {"name": "Bo", "user": "forged"}, "c1")
    assert NODE.inject_tool_args(sent, {"user": "Ann", "messages": []}, None) == call(
        "greet", {"name": "Bo", "user": "Ann"}, "c1"
    )
    prepared = NODE.inject_tool_args(call("recall", {"key": "k"}, "c2"), {}, store)
    assert prepared["args"] == {"key": "k", "store": store}
    assert sent["args"]["user"] == "forged"  # the given call is not changed


def test_calls_left_as_they_are() -> None:
    unknown = call("nope", {"a": 1}, "c1")
    assert NODE.inject_tool_args(unknown, {}, None) is unknown
    own = call("plain", {"x": 1}, "c2")
    assert NODE.inject_tool_args(own, {}, None) is own


def test_errors() -> None:
    with pytest.raises(ValueError, match="please compile your graph with a store"):
        NODE.inject_tool_args(call("recall", {"key": "k"}, "c1"), {}, None)
    with pytest.raises(KeyError, match="user"):
        NODE.inject_tool_args(call("greet", {"name": "Bo"}, "c1"), {"messages": []}, None)
    with pytest.raises(ValueError, match="requires graph state dict as input"):
        NODE.inject_tool_args(call("greet", {"name": "Bo"}, "c1"), [HumanMessage("hi")], None)


class Chat(TypedDict):
    messages: Annotated[list[Any], add_messages]
    user: str


def _graph(store: InMemoryStore) -> Any:
    model = ScriptedModel(
        script=[ai(call("greet", {"name": "Bo"}, "g"), call("recall", {"key": "k"}, "r")), "done"]
    )

    def agent(state: Chat) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    def route(state: Chat, *, store: BaseStore) -> Any:
        calls = state["messages"][-1].tool_calls
        if not calls:
            return END
        return [Send("tools", [NODE.inject_tool_args(c, state, store)]) for c in calls]

    builder = StateGraph(Chat).add_node("agent", agent).add_node("tools", NODE)
    builder.add_edge(START, "agent").add_conditional_edges("agent", route, ["tools", END])
    builder.add_edge("tools", "agent")
    return builder.compile(store=store)


@pytest.mark.parametrize("driver", DRIVERS)
def test_prepared_calls_sent_to_the_node(driver: DriverName) -> None:
    store = InMemoryStore()
    store.put(("notes",), "k", {"text": "remember milk"})
    out = run(driver, _graph(store), "invoke", {"messages": [HumanMessage("hi")], "user": "Ann"})
    tool_messages = [(m.tool_call_id, m.content) for m in out["messages"] if m.type == "tool"]
    assert tool_messages == [("g", "Ann greets Bo"), ("r", "remember milk")]
    assert out["messages"][-1].content == "done"
