"""Tool calls of one ``ToolNode`` task that each call ``interrupt()`` (user reports
langgraph#6624, #6533, PR #6542).

The calls run at once on threads but share the task's interrupt numbering, and an
answer goes to the interrupt with that number. lingxigraph numbers the calls'
questions in tool-call order whatever the threads' timing (LangGraph numbers them as
the threads reach ``interrupt()``, which is that order when the calls start in order):
the first run reports the first call's question, answering it by id answers that call,
and the next run asks the second call's question.
"""

from __future__ import annotations

import threading
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import START, MessagesState, StateGraph
from lingxigraph.prebuilt import ToolNode
from lingxigraph.types import Command, interrupt

# the later calls reach interrupt() first unless the node orders them
_late_ready = threading.Event()


@tool
def slow(name: str) -> str:
    """Asks after the others are ready to ask."""
    _late_ready.wait(timeout=2)
    return f"slow {name}: {interrupt({'tool': 'slow', 'name': name})}"


@tool
def fast(name: str) -> str:
    """Asks at once."""
    _late_ready.set()
    return f"fast {name}: {interrupt({'tool': 'fast', 'name': name})}"


def _graph() -> Any:
    calls = [
        {"name": "slow", "args": {"name": "a"}, "id": "c1"},
        {"name": "fast", "args": {"name": "b"}, "id": "c2"},
        {"name": "fast", "args": {"name": "c"}, "id": "c3"},
    ]

    def agent(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage("", id="ai", tool_calls=calls)]}

    builder = StateGraph(MessagesState)
    builder.add_node("agent", agent)
    builder.add_node("tools", ToolNode([slow, fast]))
    builder.add_edge(START, "agent")
    builder.add_edge("agent", "tools")
    return builder.compile(checkpointer=InMemorySaver())


def test_questions_are_asked_and_answered_in_tool_call_order() -> None:
    graph = _graph()
    config = {"configurable": {"thread_id": "t"}}
    out = graph.invoke({"messages": [HumanMessage("go", id="h")]}, config)
    asked = []
    for _ in range(3):
        (pending,) = out["__interrupt__"]
        asked.append(pending.value["name"])
        _late_ready.clear()
        out = graph.invoke(Command(resume={pending.id: f"yes-{pending.value['name']}"}), config)
    assert asked == ["a", "b", "c"]
    assert "__interrupt__" not in out
    assert [m.content for m in out["messages"][2:]] == ["slow a: yes-a", "fast b: yes-b", "fast c: yes-c"]
