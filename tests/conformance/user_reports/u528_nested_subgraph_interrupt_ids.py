# https://github.com/langchain-ai/langgraph/issues/2935 , PR 2430 : an interrupt two subgraph levels deep reached twice in a loop; Interrupt.id stable across get_state, resume by id, subgraphs=True updates, nested snapshot chain
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: int
    said: list
def ask(s):
    v = interrupt(f"round {s['n']}")
    return {"said": s["said"] + [v], "n": s["n"] + 1}
inner = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").add_edge("ask", END).compile()
mid = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").add_edge("inner", END).compile()
def route(s):
    return "mid" if s["n"] < 2 else END
g = (StateGraph(S).add_node("mid", mid).add_edge(START, "mid").add_conditional_edges("mid", route, ["mid", END])
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"n": 0, "said": []}, cfg, stream_mode="updates", subgraphs=True):
    print(tuple(x.split(":")[0] for x in ns), {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in ch.items()})
st = g.get_state(cfg, subgraphs=True)
iid = st.interrupts[0].id
print(st.tasks[0].interrupts[0].id == iid, st.tasks[0].state.tasks[0].interrupts[0].id == iid)
inner_st = st.tasks[0].state.tasks[0].state
print(inner_st.next, inner_st.values, inner_st.config["configurable"]["checkpoint_ns"].count("|"))
for i in range(2):
    for ns, ch in g.stream(Command(resume={iid: f"v{i}"}), cfg, stream_mode="updates", subgraphs=True):
        print(tuple(x.split(":")[0] for x in ns), {k: (v if k != "__interrupt__" else [ii.value for ii in v]) for k, v in ch.items()})
    st = g.get_state(cfg)
    print(st.next, st.values, [i.value for i in st.interrupts])
    if st.interrupts:
        iid = st.interrupts[0].id
