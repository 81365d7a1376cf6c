# https://github.com/langchain-ai/langgraph/pull/6254 , #4028 : interrupts in Send map-reduce workers; get_state().tasks/interrupts, stream updates __interrupt__, resume all with an id map in one call
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    docs: list
    reviewed: Annotated[list, operator.add]
class W(TypedDict):
    doc: str
def review(s: W): return {"reviewed": [s["doc"] + ":" + interrupt({"doc": s["doc"]})]}
def summary(s): return {"reviewed": [f"total {len(s['reviewed'])}"]}
b = StateGraph(S); b.add_node("review", review); b.add_node("summary", summary)
b.add_conditional_edges(START, lambda s: [Send("review", {"doc": d}) for d in s["docs"]], ["review"]); b.add_edge("review", "summary")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
chunks = list(g.stream({"docs": ["d1", "d2", "d3"]}, cfg, stream_mode="updates"))
print(len(chunks), sorted(i.value["doc"] for c in chunks for i in c.get("__interrupt__", ())))
st = g.get_state(cfg)
print(st.next, sorted((t.name, [i.value["doc"] for i in t.interrupts]) for t in st.tasks), len(st.interrupts))
resume = {i.id: "ok-" + i.value["doc"] for i in st.interrupts}
out = g.invoke(Command(resume=resume), cfg)
print(sorted(out["reviewed"][:-1]), out["reviewed"][-1])
print(g.get_state(cfg).next, [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
