# https://github.com/langchain-ai/langgraph/pull/1530 , #4866 : checkpoint_ns of subgraph tasks, get_state(subgraphs=True), state of a subgraph via its config, update_state into a paused subgraph
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    foo: str
    bar: str
def sub1(s): return {"bar": (s.get("bar") or "") + "|s1"}
def sub2(s): return {"bar": s["bar"] + "|" + interrupt("sub?")}
sb = StateGraph(S); sb.add_node("sub1", sub1); sb.add_node("sub2", sub2)
sb.add_edge(START, "sub1"); sb.add_edge("sub1", "sub2")
sub = sb.compile()
def parent1(s): return {"foo": "p1"}
pb = StateGraph(S); pb.add_node("parent1", parent1); pb.add_node("child", sub)
pb.add_edge(START, "parent1"); pb.add_edge("parent1", "child"); pb.add_edge("child", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"foo": "x"}, cfg, stream_mode="values", subgraphs=True):
    print([x.split(":")[0] for x in ns], ch)
st = g.get_state(cfg, subgraphs=True)
t = st.tasks[0]
print(st.next, t.name, t.state.values, t.state.next, t.state.config["configurable"]["checkpoint_ns"].split(":")[0], t.state.metadata["step"])
print(sorted(t.state.config["configurable"]))
sub_cfg = t.state.config
print(g.get_state(sub_cfg).values, [h.metadata["step"] for h in g.get_state_history(sub_cfg)])
g.update_state(sub_cfg, {"bar": "edited"})
print(g.get_state(cfg, subgraphs=True).tasks[0].state.values)
print(g.invoke(Command(resume="ans"), cfg))
print(g.get_state(cfg, subgraphs=True).tasks)
ns_seen = sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] for c in g.checkpointer.list(None)})
print(ns_seen)
