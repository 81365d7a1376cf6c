"""A chat agent whose tokens stream live, pausing for a human before it acts.

    python examples/chat_approval.py --auto-approve

The ``assistant`` node calls a chat model (``FakeChatModel``: scripted replies,
no network) and its tokens stream in ``messages`` mode as they are produced.
When the reply asks to run a tool, the ``approve`` node calls ``interrupt()``;
the run pauses until a person (or ``--auto-approve``) answers, and resumes
with ``Command(resume=...)``. The thread is checkpointed in SQLite when
``--db PATH`` is given, so the pause survives a restart.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from lingxigraph.checkpoint.memory import InMemorySaver
from lingxigraph.graph import END, START, MessagesState, StateGraph
from lingxigraph.messages import AIMessage, HumanMessage, ToolMessage
from lingxigraph.testing import FakeChatModel
from lingxigraph.types import Command, interrupt

PLANNER = FakeChatModel(
    [
        AIMessage(
            "I will issue a refund of 40 EUR for the double charge.",
            tool_calls=[{"name": "refund", "args": {"amount": 40}, "id": "call-1"}],
        )
    ]
)
CONFIRMED = FakeChatModel(["Done: the refund was issued and you will see it within five days."])
DECLINED = FakeChatModel(["Understood, I did not issue the refund. Anything else?"])


def assistant(state: MessagesState) -> dict[str, Any]:
    last = state["messages"][-1]
    if isinstance(last, ToolMessage):
        model = DECLINED if last.status == "error" else CONFIRMED
    else:
        model = PLANNER
    return {"messages": [model.invoke(state["messages"])]}


def approve(state: MessagesState) -> Command[str]:
    call = state["messages"][-1].tool_calls[0]
    answer = interrupt({"tool": call["name"], "args": call["args"], "question": "Run this tool?"})
    if answer == "yes":
        result = ToolMessage(f"refunded {call['args']['amount']} EUR", tool_call_id=call["id"])
    else:
        result = ToolMessage("the human declined", tool_call_id=call["id"], status="error")
    return Command(goto="assistant", update={"messages": [result]})


def route(state: MessagesState) -> str:
    last = state["messages"][-1]
    return "approve" if getattr(last, "tool_calls", None) else END


def build(checkpointer: Any) -> Any:
    graph = StateGraph(MessagesState)
    graph.add_node("assistant", assistant)
    graph.add_node("approve", approve, destinations=("assistant",))
    graph.add_edge(START, "assistant")
    graph.add_conditional_edges("assistant", route, ["approve", END])
    return graph.compile(checkpointer=checkpointer)


def stream(graph: Any, value: Any, config: dict[str, Any]) -> list[Any]:
    """Print tokens as they arrive; return the pending interrupts."""
    pending: list[Any] = []
    current = None
    for mode, chunk in graph.stream(value, config, stream_mode=["messages", "updates"]):
        if mode == "messages":
            message, meta = chunk
            if type(message).__name__ == "AIMessageChunk":
                if current != message.id:
                    current = message.id
                    print(f"\n[{meta['langgraph_node']}] ", end="")
                print(message.content, end="", flush=True)
        elif "__interrupt__" in chunk:
            pending.extend(chunk["__interrupt__"])
    print()
    return pending


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--auto-approve", action="store_true", help="answer 'yes' without asking")
    parser.add_argument("--db", help="SQLite file to keep the thread in (default: memory)")
    args = parser.parse_args(argv)
    if args.db:
        from lingxigraph.checkpoint.sqlite import SqliteSaver

        saver_cm: Any = SqliteSaver.from_conn_string(args.db)
    else:
        from contextlib import nullcontext

        saver_cm = nullcontext(InMemorySaver())
    with saver_cm as saver:
        graph = build(saver)
        config = {"configurable": {"thread_id": "customer-42"}}
        value: Any = {"messages": [HumanMessage("I was charged twice for my plan!")]}
        while True:
            pending = stream(graph, value, config)
            if not pending:
                break
            request = pending[0].value
            print(f"\n>>> approval needed: {request['tool']}({request['args']})")
            if args.auto_approve:
                answer = "yes"
                print(">>> auto-approved")
            else:
                answer = input(">>> approve? [yes/no] ").strip().lower() if sys.stdin.isatty() else "no"
            value = Command(resume=answer)
        final = graph.get_state(config).values["messages"]
        print(f"\nconversation has {len(final)} messages; last: {final[-1].content!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
