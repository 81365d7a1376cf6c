# https://github.com/langchain-ai/langgraph/pull/6286 (Overwrite) , #1569 : update_state as_node on a fan-out, reducers, Overwrite in updates
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Overwrite
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import InvalidUpdateError

class S(TypedDict):
    items: Annotated[list, operator.add]
    last: str

def src(s): return {"items": ["src"], "last": "src"}
def left(s): return {"items": ["L"]}
def right(s): return {"items": ["R"]}
def join(s): return {"last": "join:" + ",".join(s["items"])}
b = StateGraph(S)
for n, f in [("src", src), ("left", left), ("right", right), ("join", join)]:
    b.add_node(n, f)
b.add_edge(START, "src"); b.add_edge("src", "left"); b.add_edge("src", "right")
b.add_edge(["left", "right"], "join"); b.add_edge("join", END)
g = b.compile(checkpointer=InMemorySaver(), interrupt_after=["src"])
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"items": [], "last": ""}, cfg))
print(g.get_state(cfg).next)
c2 = g.update_state(cfg, {"items": ["manual-left"]}, as_node="left")
st = g.get_state(cfg)
print(st.next, st.values, st.metadata["source"], st.metadata["step"])
c3 = g.update_state(cfg, {"items": Overwrite(["only"])}, as_node="right")
st = g.get_state(cfg)
print(st.next, st.values)
print(g.invoke(None, cfg))
print([(h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
# Overwrite dict form and errors
cfg2 = {"configurable": {"thread_id": "2"}}
g.invoke({"items": ["a"], "last": ""}, cfg2)
g.update_state(cfg2, {"items": {"__overwrite__": ["dictform"]}})
print(g.get_state(cfg2).values)
try:
    g.update_state(cfg2, {"nope": 1})
except Exception as e:
    print(type(e).__name__, e)
try:
    g.update_state(cfg2, {"items": ["x"]}, as_node="missing")
except Exception as e:
    print(type(e).__name__, e)
try:
    g.update_state(cfg2, {"last": "x"})
    print("ambiguous ok", g.get_state(cfg2).values["last"])
except Exception as e:
    print(type(e).__name__, e)
