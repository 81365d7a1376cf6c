# https://github.com/langchain-ai/langgraph/issues/1873 : StateSnapshot.tasks in get_state_history (InMemorySaver and SqliteSaver): each past checkpoint's tasks with their result, error and interrupts, for Send branches (one failing then retried), a subgraph that interrupts, and after the resume
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
fail = {"on": True}
def work(x):
    if x["i"] == "b" and fail["on"]:
        raise ValueError("b failed")
    return {"out": ["w:" + x["i"]]}
def ask(s): return {"out": ["ask=" + interrupt("go?")]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
def build(saver):
    b = StateGraph(S).add_node("work", work).add_node("sub", sub)
    b.add_conditional_edges(START, lambda s: [Send("work", {"i": i}) for i in s["items"]], ["work"])
    b.add_edge("work", "sub")
    return b.compile(checkpointer=saver)
def rows(g, cfg):
    out = []
    for h in g.get_state_history(cfg):
        out.append((h.metadata["step"], h.next, sorted((t.name, repr(t.result), repr(t.error), [i.value for i in t.interrupts]) for t in h.tasks)))
    return out
with SqliteSaver.from_conn_string(":memory:") as sq:
    for saver in [InMemorySaver(), sq]:
        fail["on"] = True
        g = build(saver)
        cfg = {"configurable": {"thread_id": "1"}}
        try:
            g.invoke({"items": ["a", "b"], "out": []}, cfg)
        except ValueError as e:
            print(type(saver).__name__, "raised", e)
        for r in rows(g, cfg): print(" ", r)
        fail["on"] = False
        print(g.invoke(None, cfg)["__interrupt__"][0].value)
        for r in rows(g, cfg): print(" ", r)
        print(sorted(g.invoke(Command(resume="y"), cfg)["out"]))
        for r in rows(g, cfg)[:2]: print(" ", r)
