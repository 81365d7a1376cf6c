# https://github.com/langchain-ai/langgraph/issues/4748 : while a child graph is paused on an interrupt, the parent's state is changed with update_state (no as_node, and as_node="child"): whether the child's pause survives (next, interrupts), what the resume then does, and the values it sees
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    foo: str
    log: Annotated[list, operator.add]
def c1(s): return {"log": ["c1 foo=" + s["foo"]]}
def ask(s): return {"log": ["ask foo=" + s["foo"] + " ans=" + str(interrupt("q"))]}
child = StateGraph(S).add_node("c1", c1).add_node("ask", ask).add_edge(START, "c1").add_edge("c1", "ask").compile()
g = StateGraph(S).add_node("child", child).add_node("end", lambda s: {"log": ["end foo=" + s["foo"]]}).add_edge(START, "child").add_edge("child", "end").compile(checkpointer=InMemorySaver())
for as_node in [None, "child"]:
    cfg = {"configurable": {"thread_id": str(as_node)}}
    g.invoke({"foo": "a", "log": []}, cfg)
    g.update_state(cfg, {"foo": "b"}, as_node=as_node)
    st = g.get_state(cfg, subgraphs=True)
    print(as_node, st.values, st.next, [(t.name, [i.value for i in t.interrupts], t.state.values if t.state is not None and hasattr(t.state, "values") else None) for t in st.tasks])
    try:
        r = g.invoke(Command(resume="yes"), cfg)
        print(" resumed", r["log"], [i.value for i in r.get("__interrupt__", [])], g.get_state(cfg).next)
    except Exception as e:
        print(" !!", type(e).__name__, str(e)[:200])
