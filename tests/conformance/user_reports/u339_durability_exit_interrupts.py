# https://github.com/langchain-ai/docs/pull/1824 , PR 5771 : durability="exit" with interrupts in Send workers and a subgraph, resumes, history length per durability
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    items: list
    out: Annotated[list, operator.add]
    item: str
def worker(state):
    return {"out": [f"{state['item']}={interrupt(state['item'])}"]}
def sub_ask(state):
    return {"out": [f"sub={interrupt('sub?')}"]}
sb = StateGraph(S); sb.add_node("ask", sub_ask); sb.add_edge(START, "ask")
b = StateGraph(S)
b.add_node("worker", worker); b.add_node("sub", sb.compile()); b.add_node("end", lambda s: {"out": ["end"]})
b.add_conditional_edges(START, lambda s: [Send("worker", {"item": i}) for i in s["items"]] + ["sub"], ["worker", "sub"])
b.add_edge("worker", "end"); b.add_edge("sub", "end")
for durability in ("exit", "async", "sync"):
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": durability}}
    out = g.invoke({"items": ["a", "b"], "out": []}, cfg, durability=durability)
    print(durability, sorted(i.value for i in out["__interrupt__"]))
    print("  history", [(h.metadata["step"], h.metadata["source"]) for h in g.get_state_history(cfg)])
    ids = {i.id: f"ans-{i.value}" for i in g.get_state(cfg).interrupts if i.value != "b"}
    out = g.invoke(Command(resume=ids), cfg, durability=durability)
    print("  partial", sorted(out["out"]), sorted(i.value for i in out.get("__interrupt__", [])))
    ids = {i.id: "last" for i in g.get_state(cfg).interrupts}
    out = g.invoke(Command(resume=ids), cfg, durability=durability)
    print("  done", sorted(out["out"]))
    print("  history", [(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
