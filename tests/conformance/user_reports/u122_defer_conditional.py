# https://github.com/langchain-ai/langgraph/issues/6336 (round 2) , #5182 : defer=True with conditional fan-out of unequal branch lengths and a loop back
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
    rounds: int

def route(s):
    return ["short", "long1"] if s["rounds"] < 2 else ["short"]
def start(s): return {"log": ["start"]}
def short(s): return {"log": ["short"]}
def long1(s): return {"log": ["long1"]}
def long2(s): return {"log": ["long2"]}
def agg(s): return {"log": ["agg"], "rounds": s["rounds"] + 1}
def again(s): return "start" if s["rounds"] < 3 else END
b = StateGraph(S)
b.add_node("start", start); b.add_node("short", short); b.add_node("long1", long1); b.add_node("long2", long2)
b.add_node("agg", agg, defer=True)
b.add_edge(START, "start"); b.add_conditional_edges("start", route, ["short", "long1"])
b.add_edge("short", "agg"); b.add_edge("long1", "long2"); b.add_edge("long2", "agg")
b.add_conditional_edges("agg", again, ["start", END])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for c in g.stream({"log": [], "rounds": 0}, cfg, stream_mode="values"):
    print(c)
print(g.get_state(cfg).values)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)][:8])
print(sorted((c.get("name"), c.get("triggers")) for c in g.stream({"log": [], "rounds": 0}, {"configurable": {"thread_id": "2"}}, stream_mode="tasks") if "triggers" in c))
