# https://github.com/langchain-ai/langgraph/issues/4523 , langgraphjs#1552 : a two-level nested subgraph paused; get_state(subgraphs=True) down the levels, get_state(task.state config), update_state on the inner config, history of the inner namespace
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt

class S(TypedDict):
    v: str
def ask(s):
    return {"v": s["v"] + "|" + interrupt("q")}
inner = StateGraph(S).add_node("pre", lambda s: {"v": s["v"] + "p"}).add_node("ask", ask).add_edge(START, "pre").add_edge("pre", "ask").compile()
mid = StateGraph(S).add_node("inner", inner).add_node("m2", lambda s: {"v": s["v"] + "m"}).add_edge(START, "inner").add_edge("inner", "m2").compile()
g = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"v": "s"}, cfg)
st = g.get_state(cfg, subgraphs=True)
def walk(s, d=0):
    print(d, s.next, s.values, s.metadata and s.metadata.get("step"), s.config["configurable"].get("checkpoint_ns", "").count("|"))
    for t in s.tasks:
        print(d, "task", t.name, [i.value for i in t.interrupts], type(t.state).__name__)
        if hasattr(t.state, "values"):
            walk(t.state, d + 1)
walk(st)
inner_cfg = st.tasks[0].state.tasks[0].state.config
print(g.get_state(inner_cfg).values, g.get_state(inner_cfg).next)
mid_cfg = st.tasks[0].state.config
print(g.get_state(mid_cfg, subgraphs=True).tasks[0].state.values)
g.update_state(inner_cfg, {"v": "edited"})
print(g.get_state(cfg, subgraphs=True).tasks[0].state.tasks[0].state.values)
print(len(list(g.get_state_history(inner_cfg))) > 0)
out = g.invoke(Command(resume="A"), cfg)
print(out)
print([(h.next, h.values) for h in g.get_state_history(cfg)])
