"""``push_message`` from inside a ``@task`` a node calls writes into the state,
applied at the node's barrier after the step's node and ``Send`` writes, in call
order (values observed on LangGraph 1.2.11)."""

from __future__ import annotations

import asyncio
import operator
from typing import Annotated, Any

import pytest
from typing_extensions import TypedDict

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.func import task
from lingxigraph.graph import START, MessagesState, StateGraph
from lingxigraph.graph.message import push_message
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.types import Command, Send, interrupt


@task
def pushing(x: Any) -> Any:
    push_message(AIMessage(f"task {x}", id=f"m{x}"))
    return x


@task
async def apushing(x: Any) -> Any:
    push_message(AIMessage(f"atask {x}", id=f"a{x}"))
    return x


def _ids(state: dict) -> list[str]:
    return [m.id for m in state["messages"]]


def test_calls_writes_follow_the_nodes_and_sends_writes_in_call_order() -> None:
    def node(state: MessagesState) -> dict:
        futures = [pushing(1), pushing(2)]
        for future in futures:
            future.result()
        return {"messages": [AIMessage("node", id="n")]}

    def fan(state: MessagesState) -> list[Send]:
        return [Send("worker", {"messages": [HumanMessage(f"w{i}", id=f"w{i}")]}) for i in range(2)]

    def worker(state: MessagesState) -> dict:
        last = state["messages"][-1].id
        pushing(last + "x").result()
        return {"messages": [AIMessage("done", id="d" + last)]}

    graph = (
        StateGraph(MessagesState)
        .add_node("node", node)
        .add_node("worker", worker)
        .add_edge(START, "node")
        .add_conditional_edges(START, fan)
        .compile()
    )
    out = graph.invoke({"messages": [HumanMessage("hi", id="h")]})
    assert _ids(out) == ["h", "n", "dw0", "dw1", "m1", "m2", "mw0x", "mw1x"]


def test_async_calls_write_too() -> None:
    async def node(state: MessagesState) -> dict:
        await apushing(1)
        await apushing(2)
        return {"messages": [AIMessage("anode", id="an")]}

    graph = StateGraph(MessagesState).add_node("node", node).add_edge(START, "node").compile()
    out = asyncio.run(graph.ainvoke({"messages": [HumanMessage("hi", id="h")]}))
    assert _ids(out) == ["h", "an", "a1", "a2"]


def test_a_plain_state_key_takes_the_pushed_message() -> None:
    class State(TypedDict):
        log: Annotated[list, operator.add]
        messages: list

    def node(state: State) -> dict:
        pushing(7).result()
        return {"log": ["n"]}

    out = StateGraph(State).add_node("node", node).add_edge(START, "node").compile().invoke({"log": []})
    assert out["log"] == ["n"] and out["messages"].id == "m7"


@pytest.mark.parametrize("durability", ["sync", "exit"])
def test_a_resumed_node_applies_its_saved_calls_writes_once(durability: str) -> None:
    def node(state: MessagesState) -> dict:
        pushing(1).result()
        answer = interrupt("ok?")
        return {"messages": [AIMessage("node " + answer, id="n")]}

    graph = StateGraph(MessagesState).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
    config: Any = {"configurable": {"thread_id": "1"}}
    graph.invoke({"messages": [HumanMessage("hi", id="h")]}, config, durability=durability)
    assert _ids(graph.get_state(config).values) == ["h"]
    out = graph.invoke(Command(resume="yes"), config, durability=durability)
    assert _ids(out) == ["h", "n", "m1"]
    assert len(list(graph.get_state_history(config))) == (3 if durability == "sync" else 2)
