# print_mode/debug output through an interrupt and in async runs
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def a(s): return {"log": ["a"]}
def ask(s): return {"log": [interrupt("why?")]}
b = StateGraph(S); b.add_node("a", a); b.add_node("ask", ask)
b.add_edge(START, "a"); b.add_edge("a", "ask"); b.add_edge("ask", END)
g = b.compile(checkpointer=InMemorySaver(), debug=True)
cfg = {"configurable": {"thread_id": "1"}}
print("result", g.invoke({"log": []}, cfg))
print("result", g.invoke(Command(resume="because"), cfg))
async def main():
    g2 = b.compile(checkpointer=InMemorySaver())
    c2 = {"configurable": {"thread_id": "2"}}
    async for ch in g2.astream({"log": []}, c2, stream_mode="values", print_mode=["updates", "checkpoints"]):
        print("got", ch)
    print("ainvoke", await g2.ainvoke(Command(resume="x"), c2, print_mode="updates"))
asyncio.run(main())
