# https://github.com/langchain-ai/langgraph/issues/4987 , #4523 : time travel forks with a subgraph node: replay before/after, update_state fork, subgraph state in history
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

runs = []
def s1(s): runs.append("s1"); return {"log": ["s1"]}
def s2(s): runs.append("s2"); return {"log": ["s2"]}
sb = StateGraph(S); sb.add_node("s1", s1); sb.add_node("s2", s2)
sb.add_edge(START, "s1"); sb.add_edge("s1", "s2"); sb.add_edge("s2", END)
sub = sb.compile()
def pre(s): runs.append("pre"); return {"log": ["pre"]}
def post(s): runs.append("post"); return {"log": ["post"]}
pb = StateGraph(S); pb.add_node("pre", pre); pb.add_node("sub", sub); pb.add_node("post", post)
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_edge("sub", "post"); pb.add_edge("post", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"log": []}, cfg))
hist = list(g.get_state_history(cfg))
print([(h.metadata["step"], h.next, h.values["log"]) for h in hist])
before_sub = next(h for h in hist if h.next == ("sub",))
runs.clear()
print(g.invoke(None, before_sub.config), runs)
runs.clear()
fork = g.update_state(before_sub.config, {"log": ["edited"]})
print(g.invoke(None, fork), runs)
print(len(list(g.get_state_history(cfg))))
st = g.get_state(before_sub.config, subgraphs=True)
print(st.next, [(t.name, t.state) for t in st.tasks])
for ns, c in g.stream(None, before_sub.config, stream_mode="updates", subgraphs=True):
    print([x.split(":")[0] for x in ns], c)
