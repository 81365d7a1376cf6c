# values/updates chunks when two parallel nodes interrupt (each chunk carries its own interrupt)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def pre(s): return {"log": ["pre"]}
def p(s): return {"log": [f"p:{interrupt('p?')}"]}
def q(s): return {"log": [f"q:{interrupt('q?')}"]}
b = StateGraph(S)
b.add_node("pre", pre); b.add_node("p", p); b.add_node("q", q)
b.add_edge(START, "pre"); b.add_edge("pre", "p"); b.add_edge("pre", "q")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
chunks = []
for mode, ch in g.stream({"log": []}, cfg, stream_mode=["values", "updates"]):
    if "__interrupt__" in ch:
        ch = {**ch, "__interrupt__": sorted(i.value for i in ch["__interrupt__"])}
    chunks.append((mode, ch))
print(chunks[:3]); print(sorted(map(str, chunks[3:])))
st = g.get_state(cfg)
out = []
for mode, ch in g.stream(Command(resume={i.id: i.value.upper() for i in st.interrupts}), cfg, stream_mode=["values", "updates"]):
    out.append((mode, str(ch)))
print(sorted(out[:-1]), out[-1])
