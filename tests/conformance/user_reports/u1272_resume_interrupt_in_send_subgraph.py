# https://github.com/langchain-ai/langgraph/pull/2430 : interrupts raised inside a subgraph reached by Send (three items, one subgraph run each): the interrupts and their tasks, resumed by an id map for two then a plain value for the last, each run's payload kept, and the final joined results
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class P(TypedDict):
    items: list
    results: Annotated[list, operator.add]
class W(TypedDict):
    item: str
    results: Annotated[list, operator.add]
def check(s): return {"results": [s["item"] + "=" + str(interrupt("approve " + s["item"]))]}
worker = StateGraph(W).add_node("check", check).add_edge(START, "check").compile()
g = StateGraph(P).add_node("worker", worker).add_node("join", lambda s: {"results": ["join:" + str(len(s["results"]))]})
g = g.add_conditional_edges(START, lambda s: [Send("worker", {"item": i}) for i in s["items"]], ["worker"]).add_edge("worker", "join").add_edge("join", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
r = g.invoke({"items": ["x", "y", "z"], "results": []}, cfg)
print(sorted(i.value for i in r["__interrupt__"]))
st = g.get_state(cfg)
print(st.next, sorted(len(t.interrupts) for t in st.tasks))
ids = {i.value: i.id for i in st.interrupts}
r = g.invoke(Command(resume={ids["approve x"]: "ok", ids["approve z"]: "no"}), cfg)
print(sorted(r["results"]), [i.value for i in r.get("__interrupt__", [])])
try:
    r = g.invoke(Command(resume="late"), cfg)
    print(sorted(r["results"]), g.get_state(cfg).next)
except Exception as e:
    print("!!", type(e).__name__, str(e)[:200])
