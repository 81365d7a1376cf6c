# https://github.com/langchain-ai/langgraph/issues/5952 , #4028 : ["updates","values","tasks"] while Send workers interrupt inside a subgraph with subgraphs=True; resume all by id map
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, Send
class W(TypedDict):
    item: int
    out: Annotated[list, operator.add]
worker = StateGraph(W).add_node("ask", lambda s: {"out": [s["item"] * interrupt(f"factor for {s['item']}")]}).add_edge(START, "ask").compile()
class P(TypedDict):
    items: list
    out: Annotated[list, operator.add]
g = (StateGraph(P).add_node("split", lambda s: {}).add_node("worker", worker)
     .add_edge(START, "split").add_conditional_edges("split", lambda s: [Send("worker", {"item": i, "out": []}) for i in s["items"]], ["worker"])
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
def norm(ns, mode, d):
    ns = tuple(n.split(":")[0] for n in ns)
    if mode == "tasks":
        d = (d["name"], "result" in d, sorted(i["value"] if isinstance(i, dict) else i.value for i in d.get("interrupts", [])))
    elif isinstance(d, dict) and "__interrupt__" in d:
        d = {**d, "__interrupt__": sorted(i.value for i in d["__interrupt__"])}
    return str((ns, mode, d))
print(sorted(norm(*c) for c in g.stream({"items": [2, 3], "out": []}, cfg, stream_mode=["updates", "values", "tasks"], subgraphs=True)))
st = g.get_state(cfg)
res = {i.id: int(i.value.split()[-1]) for i in st.interrupts}
print(sorted(norm(*c) for c in g.stream(Command(resume=res), cfg, stream_mode=["updates", "values"], subgraphs=True)))
print(sorted(g.get_state(cfg).values["out"]))
