# https://github.com/langchain-ai/langgraph/issues/6336 , #6005 : Send fan-out where one worker interrupts, a deferred collector waits; resume; get_state tasks while paused; values chunks
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    items: list
    out: Annotated[list, operator.add]
    item: str
def worker(s):
    if s["item"] == "b":
        return {"out": [f"b={interrupt('b?')}"]}
    return {"out": [s["item"]]}
def collect(s):
    return {"out": [f"collected {len(s['out'])}"]}
b = StateGraph(S)
b.add_node("worker", worker); b.add_node("collect", collect, defer=True)
b.add_conditional_edges(START, lambda s: [Send("worker", {"item": i}) for i in s["items"]], ["worker"])
b.add_edge("worker", "collect"); b.add_edge("collect", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"items": ["a", "b", "c"], "out": []}, cfg)
print(sorted(out["out"]), [i.value for i in out["__interrupt__"]])
st = g.get_state(cfg)
print(st.next, sorted((t.name, bool(t.interrupts), t.result is not None) for t in st.tasks))
vals = [sorted(v["out"]) for v in g.stream(Command(resume="yes"), cfg, stream_mode="values")]
print(vals)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
