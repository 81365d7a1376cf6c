# https://github.com/langchain-ai/langgraph/issues/5952: resolved interrupts from parallel nodes keep firing
import asyncio
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph, add_messages
from langgraph.types import Command, interrupt

class State(TypedDict):
    messages: Annotated[list, add_messages]

log = []

async def node1(state):
    return {"messages": [("user", "node1")]}

async def node2(state):
    v0 = interrupt("Node2 interrupt 0")
    log.append(("n2 got0", v0))
    v1 = interrupt("Node2 interrupt 1")
    log.append(("n2 got1", v1))
    return {"messages": [("user", f"node2 {v0} {v1}")]}

async def node3(state):
    v = interrupt("Node3 interrupt 0")
    log.append(("n3 got0", v))
    return {"messages": [("user", f"node3 {v}")]}

b = StateGraph(State)
b.add_node("node1", node1); b.add_node("node2", node2); b.add_node("node3", node3)
b.add_edge(START, "node1"); b.add_edge("node1", "node2"); b.add_edge("node1", "node3")
b.add_edge("node2", END); b.add_edge("node3", END)
g = b.compile(checkpointer=InMemorySaver())

async def main():
    cfg = {"configurable": {"thread_id": "x"}}
    out = await g.ainvoke({"messages": [("user", "hi")]}, cfg)
    for round_ in range(4):
        ints = out.get("__interrupt__", [])
        print("round", round_, sorted(i.value for i in ints))
        if not ints:
            break
        out = await g.ainvoke(Command(resume={i.id: f"r{round_}" for i in ints}), cfg)
    print(sorted(log))
    print([m.content for m in out["messages"]])
    print((await g.aget_state(cfg)).next)

asyncio.run(main())
