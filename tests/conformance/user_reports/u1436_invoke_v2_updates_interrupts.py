# https://github.com/langchain-ai/langgraph/pull/7886 : invoke(version="v2") with stream_mode "values" (GraphOutput.interrupts), "updates" (a list of StreamParts, the interrupt inside one part's data) and a list of modes, on a run pausing in a subgraph; ainvoke the same
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class State(TypedDict):
    value: str
def human_node(s):
    return {"value": interrupt("Approve?")}
sub = StateGraph(State).add_node("human", human_node).add_edge(START, "human").add_edge("human", END).compile()
g = StateGraph(State).add_node("prep", lambda s: {"value": s["value"] + "!"}).add_node("sub", sub).add_edge(START, "prep").add_edge("prep", "sub").compile(checkpointer=InMemorySaver())
def show(r):
    if isinstance(r, list):
        return [(p["type"], p["ns"], {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in p["data"].items()} if isinstance(p["data"], dict) else p["data"]) for p in r]
    return (type(r).__name__, r.value, [i.value for i in r.interrupts])
for i, mode in enumerate(("values", "updates", ["updates", "values"])):
    print(mode, show(g.invoke({"value": "x"}, {"configurable": {"thread_id": str(i)}}, stream_mode=mode, version="v2")))
async def main():
    r = await g.ainvoke({"value": "y"}, {"configurable": {"thread_id": "a"}}, version="v2")
    print(show(r))
    r = await g.ainvoke({"value": "y"}, {"configurable": {"thread_id": "b"}}, stream_mode="updates", version="v2")
    print(show(r))
asyncio.run(main())
