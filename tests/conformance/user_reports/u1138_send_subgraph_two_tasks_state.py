# https://github.com/langchain-ai/langgraph/issues/5639 : two Sends to one subgraph node that both interrupt: get_state(subgraphs=True) tasks (both named the same) each with its own subgraph state and checkpoint_ns, the interrupts mapped to their tasks, and resuming one by id then the other
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class W(TypedDict):
    item: str
    out: Annotated[list, operator.add]
def prep(s): return {"out": ["prep:" + s["item"]]}
def ask(s): return {"out": [s["item"] + "=" + interrupt("ok " + s["item"])]}
sub = StateGraph(W).add_node("prep", prep).add_node("ask", ask).add_edge(START, "prep").add_edge("prep", "ask").compile()
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
b = StateGraph(S).add_node("w", sub)
b.add_conditional_edges(START, lambda s: [Send("w", {"item": i, "out": []}) for i in s["items"]], ["w"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"items": ["a", "b"], "out": []}, cfg)
def show():
    st = g.get_state(cfg, subgraphs=True)
    rows = []
    for t in st.tasks:
        rows.append((t.name, t.path[0], [i.value for i in t.interrupts], t.state.values if t.state else None, t.state.next if t.state else None, t.state.config["configurable"]["checkpoint_ns"].split(":")[0] if t.state else None))
    print(sorted(rows, key=repr), st.next)
    return {i.value: i.id for i in st.interrupts}
ids = show()
r = g.invoke(Command(resume={ids["ok b"]: "B"}), cfg)
print(sorted(r["out"]), [i.value for i in r.get("__interrupt__", [])])
ids = show()
r = g.invoke(Command(resume={ids["ok a"]: "A"}), cfg)
print(sorted(r["out"]), r.get("__interrupt__"))
show()
