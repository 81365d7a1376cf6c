# https://github.com/langchain-ai/langgraph/pull/4406 : three Send branches each calling interrupt(); get_state().interrupts, resuming two of them by id map (the third stays pending), then the last; the reduced results and how often each branch ran
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
runs = {}
def ask(x):
    runs[x["item"]] = runs.get(x["item"], 0) + 1
    return {"out": [x["item"] + "=" + interrupt("approve " + x["item"])]}
b = StateGraph(S)
b.add_node("ask", ask)
b.add_conditional_edges(START, lambda s: [Send("ask", {"item": i}) for i in s["items"]], ["ask"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"items": ["x", "y", "z"], "out": []}, cfg)
print(sorted(i.value for i in r["__interrupt__"]))
ints = {i.value: i.id for i in g.get_state(cfg).interrupts}
r = g.invoke(Command(resume={ints["approve x"]: "ok", ints["approve z"]: "no"}), cfg)
print(sorted(r["out"]), sorted(i.value for i in r["__interrupt__"]))
st = g.get_state(cfg)
print(st.next, sorted(i.value for i in st.interrupts))
r = g.invoke(Command(resume={i.id: "late" for i in st.interrupts}), cfg)
print(sorted(r["out"]), "__interrupt__" in r, sorted(runs.items()))
