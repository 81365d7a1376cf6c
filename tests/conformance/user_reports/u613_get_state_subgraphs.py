# https://github.com/langchain-ai/langgraph/issues/4866 , PR 2430 , docs#2378 : get_state(subgraphs=True) while a nested subgraph is paused two levels deep, after finishing, and for a checkpoint of the history; tasks[].state types and configs
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
def ask(s):
    return {"v": s["v"] + interrupt("q")}
leaf = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
mid = StateGraph(S).add_node("m", lambda s: {"v": s["v"] + "m"}).add_node("leaf", leaf).add_edge(START, "m").add_edge("m", "leaf").compile()
g = StateGraph(S).add_node("p", lambda s: {"v": s["v"] + "p"}).add_node("mid", mid).add_edge(START, "p").add_edge("p", "mid").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
g.invoke({"v": ""}, c)
def dump(st, depth=0):
    pad = "  " * depth
    print(pad, st.values, st.next, st.config["configurable"].get("checkpoint_ns", "").count(":"), [i.value for i in st.interrupts])
    for t in st.tasks:
        print(pad, " task", t.name, [i.value for i in t.interrupts], type(t.state).__name__)
        if t.state is not None and not isinstance(t.state, dict):
            dump(t.state, depth + 1)
        elif t.state is not None:
            print(pad, "  cfg", sorted(t.state["configurable"]))
dump(g.get_state(c, subgraphs=True))
dump(g.get_state(c))
g.invoke(Command(resume="!"), c)
dump(g.get_state(c, subgraphs=True))
hist = list(g.get_state_history(c))
print(len(hist))
dump(g.get_state(hist[1].config, subgraphs=True))
