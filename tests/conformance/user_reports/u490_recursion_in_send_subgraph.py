# https://github.com/langchain-ai/langgraph/issues/148 , docs#1121 : recursion limit hit inside a subgraph reached by Send; error text, parent snapshot, astream
import asyncio
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
class W(TypedDict):
    n: int
    out: Annotated[list, operator.add]
sub = (StateGraph(W).add_node("loop", lambda s: {"n": s["n"] + 1, "out": [s["n"]]})
       .add_edge(START, "loop").add_conditional_edges("loop", lambda s: "loop" if s["n"] < 100 else END).compile())
class P(TypedDict):
    out: Annotated[list, operator.add]
g = (StateGraph(P).add_node("fan", lambda s: {}).add_node("sub", sub).add_edge(START, "fan")
     .add_conditional_edges("fan", lambda s: [Send("sub", {"n": 0, "out": []})], ["sub"]).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}, "recursion_limit": 5}
try:
    g.invoke({"out": []}, cfg)
except GraphRecursionError as e:
    print(str(e).splitlines()[0])
st = g.get_state(cfg)
print(st.next, [(t.name, repr(t.error)[:60]) for t in st.tasks])
async def main():
    try:
        async for ch in g.astream({"out": []}, {"configurable": {"thread_id": "2"}, "recursion_limit": 4}, stream_mode="updates", subgraphs=True):
            print(tuple(n.split(":")[0] for n in ch[0]), ch[1])
    except GraphRecursionError as e:
        print("async", str(e).splitlines()[0])
asyncio.run(main())
