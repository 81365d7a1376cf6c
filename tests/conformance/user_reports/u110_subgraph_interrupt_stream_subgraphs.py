# https://github.com/langchain-ai/langgraph/issues/4796 , #3206 (streaming part) : subgraphs=True stream through an interrupt inside a subgraph and resume
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: str
    log: list

def ask(s):
    ans = interrupt({"q": "name?", "cur": s["v"]})
    return {"v": s["v"] + ans}
def after(s):
    return {"v": s["v"] + "!"}
sb = StateGraph(S); sb.add_node("ask", ask); sb.add_node("after", after)
sb.add_edge(START, "ask"); sb.add_edge("ask", "after"); sb.add_edge("after", END)
sub = sb.compile()

def pre(s): return {"v": s["v"] + "-pre"}
def post(s): return {"v": s["v"] + "-post"}
pb = StateGraph(S); pb.add_node("pre", pre); pb.add_node("sub", sub); pb.add_node("post", post)
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_edge("sub", "post"); pb.add_edge("post", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}

def ns(n): return tuple(p.split(":")[0] for p in n)
for n, mode, chunk in g.stream({"v": "a", "log": []}, cfg, stream_mode=["updates", "values"], subgraphs=True):
    print(ns(n), mode, chunk)
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state.next if t.state else None) for t in st.tasks])
print(st.tasks[0].state.values)
for n, mode, chunk in g.stream(Command(resume="Bob"), cfg, stream_mode=["updates", "values"], subgraphs=True):
    print(ns(n), mode, chunk)
print(g.get_state(cfg).values, g.get_state(cfg).next)
