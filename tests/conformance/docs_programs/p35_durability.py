from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    v: str

def s1(state): return {"v": state["v"] + "1"}
def s2(state): return {"v": state["v"] + "2"}
def s3(state):
    x = interrupt("q")
    return {"v": state["v"] + x}

b = StateGraph(State)
b.add_node(s1); b.add_node(s2); b.add_node(s3)
b.add_edge(START, "s1"); b.add_edge("s1", "s2"); b.add_edge("s2", "s3")
for d in ["sync", "async", "exit"]:
    saver = InMemorySaver()
    g = b.compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": d}}
    r = g.invoke({"v": ""}, cfg, durability=d)
    print(d, r["v"], len(list(saver.list(cfg))), [h.metadata["step"] for h in g.get_state_history(cfg)])
    r = g.invoke(Command(resume="!"), cfg, durability=d)
    print(d, r, len(list(saver.list(cfg))), [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
