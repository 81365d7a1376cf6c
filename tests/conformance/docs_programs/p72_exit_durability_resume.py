import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]
def a(state): return {"log": ["a"]}
def b(state): return {"log": [f"b:{interrupt('b?')}"]}
def c(state): return {"log": ["c"]}
saver = InMemorySaver()
g = StateGraph(S).add_node(a).add_node(b).add_node(c).add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
for ch in g.stream({"log": []}, cfg, durability="exit", stream_mode=["updates", "checkpoints"]):
    print(ch[0], ch[1] if ch[0] == "updates" else (ch[1]["metadata"]["step"], ch[1]["next"]))
print(len(list(saver.list(cfg))), g.get_state(cfg).next, g.get_state(cfg).values)
for ch in g.stream(Command(resume="ok"), cfg, durability="exit", stream_mode="updates"):
    print(ch)
print(len(list(saver.list(cfg))), [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
