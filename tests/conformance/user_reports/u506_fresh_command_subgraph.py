# https://github.com/langchain-ai/langgraph/issues/3003 , #1020 : a Command as the first input of a thread whose graph has a subgraph node; goto the subgraph, update, subgraphs=True updates, async
import asyncio
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = StateGraph(S).add_node("inner", lambda s: {"log": [f"inner saw {len(s['log'])}"]}).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node("first", lambda s: {"log": ["first"]}).add_node("sub", sub)
     .add_edge(START, "first").add_edge("first", END).add_edge("sub", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
# (sorted: "first" and "sub" run in one step, their chunks' order is thread timing in LangGraph)
print(sorted((tuple(n.split(":")[0] for n in ns), sorted(ch)) for ns, ch in g.stream(Command(goto="sub", update={"log": ["seed"]}), cfg, stream_mode="updates", subgraphs=True)))
print(g.get_state(cfg).values)
async def main():
    cfg2 = {"configurable": {"thread_id": "2"}}
    out = await g.ainvoke(Command(update={"log": ["a-seed"]}), cfg2)
    print(out, [(h.metadata["step"], h.next) async for h in g.aget_state_history(cfg2)])
asyncio.run(main())
