# https://github.com/langchain-ai/langgraph/issues/4279 : the `updates` and `values` chunks users log for a node returning Command(update, goto), Send tasks writing through a reducer, a node that returns None, and an interrupt (`__interrupt__` chunk in updates and in values), then the resume's chunks
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: Annotated[list, operator.add]
    note: str
def router(s) -> Command:
    return Command(update={"note": "routed"}, goto=[Send("work", {"items": [i], "note": ""}) for i in (1, 2)])
def work(s):
    return {"items": [s["items"][0] * 10]}
def nothing(s):
    return None
def ask(s):
    answer = interrupt({"q": "ok?", "n": len(s["items"])})
    return {"note": answer}
g = (StateGraph(S).add_node("router", router, destinations=("work",)).add_node("work", work).add_node("nothing", nothing).add_node("ask", ask)
     .add_edge(START, "router").add_edge("work", "nothing").add_edge("nothing", "ask").add_edge("ask", END).compile(checkpointer=InMemorySaver()))
def show(c):
    if isinstance(c, dict) and "__interrupt__" in c:
        return {**{k: v for k, v in c.items() if k != "__interrupt__"}, "__interrupt__": [(i.value, type(i).__name__) for i in c["__interrupt__"]]}
    if isinstance(c, dict):
        return {k: (sorted(v.items()) if isinstance(v, dict) else v) for k, v in c.items()}
    return c
for mode in ["updates", "values", ["updates", "values"]]:
    cfg = {"configurable": {"thread_id": str(mode)}}
    print("--", mode)
    for c in g.stream({"items": [], "note": "start"}, cfg, stream_mode=mode):
        print(show(c) if not isinstance(mode, list) else (c[0], show(c[1])))
    for c in g.stream(Command(resume="yes"), cfg, stream_mode=mode):
        print("resume", show(c) if not isinstance(mode, list) else (c[0], show(c[1])))
