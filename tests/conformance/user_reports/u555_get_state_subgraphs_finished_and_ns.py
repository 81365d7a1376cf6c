# https://github.com/langchain-ai/langgraph/pull/1108 , #4866 , #2604 : get_state(subgraphs=True) of a finished thread and of a thread paused in a node calling subgraph.invoke; get_state with the subgraph's checkpoint_ns config; checkpoint_ns given by the user in the config
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: str
sub = StateGraph(S).add_node("s1", lambda s: {"x": s["x"] + "1"}).add_node("s2", lambda s: {"x": s["x"] + interrupt("more?")}).add_edge(START, "s1").add_edge("s1", "s2").compile()
def call(s):
    return {"x": sub.invoke({"x": s["x"]})["x"]}
for mode, node in [("as node", sub), ("in function", call)]:
    g = StateGraph(S).add_node("sub", node).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    g.invoke({"x": "a"}, cfg)
    st = g.get_state(cfg, subgraphs=True)
    t = st.tasks[0]
    print(mode, st.next, t.name, [i.value for i in t.interrupts], type(t.state).__name__)
    if t.state is not None and not isinstance(t.state, dict):
        ns_cfg = t.state.config
        print("  sub", t.state.values, t.state.next, ns_cfg["configurable"]["checkpoint_ns"].split(":")[0])
        direct = g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": ns_cfg["configurable"]["checkpoint_ns"]}})
        print("  direct", direct.values, direct.next)
    g.invoke(Command(resume="!"), cfg)
    st = g.get_state(cfg, subgraphs=True)
    print("  done", st.values, st.next, st.tasks)
try:
    g.invoke({"x": "b"}, {"configurable": {"thread_id": "2", "checkpoint_ns": "custom"}})
    print(g.get_state({"configurable": {"thread_id": "2"}}).values)
except Exception as e:
    print(type(e).__name__, e)
