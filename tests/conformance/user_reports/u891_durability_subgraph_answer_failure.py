# https://github.com/langchain-ai/langgraph/issues/5695 , https://github.com/langchain-ai/langgraph/issues/6792 : a subgraph interrupt answered with a value that makes the node fail, under each durability: the subgraph's saved state and history while paused, the error and what the parent keeps (task error, nested state, interrupts), then resuming with another answer and invoke(None)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
fail = {"on": True}
def s1(s):
    return {"log": ["s1"]}
def s2(s):
    a = interrupt("q")
    if fail["on"] and a == "boom":
        raise RuntimeError("s2 failed after answer")
    return {"log": ["s2:" + a]}
sub = StateGraph(S).add_node("s1", s1).add_node("s2", s2).add_edge(START, "s1").add_edge("s1", "s2").compile()
for d in ["exit", "async", "sync"]:
    app = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("sub", sub).add_edge(START, "p").add_edge("p", "sub").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": d}}
    t(d + " run", lambda: app.invoke({"log": []}, cfg, durability=d))
    st = app.get_state(cfg, subgraphs=True)
    t("  state", lambda: (st.values, st.next, [(tk.name, tk.state.values if hasattr(tk.state, "values") else tk.state, tk.state.next if hasattr(tk.state, "next") else None) for tk in st.tasks]))
    t("  sub history", lambda: [(h.metadata["step"], h.next) for h in app.get_state_history(st.tasks[0].state.config)])
    t("  boom", lambda: app.invoke(Command(resume="boom"), cfg, durability=d))
    st = app.get_state(cfg, subgraphs=True)
    t("  state after boom", lambda: (st.next, [(tk.name, tk.error is not None, tk.state.values if hasattr(tk.state, "values") else tk.state, [i.value for i in tk.interrupts]) for tk in st.tasks]))
    fail["on"] = False
    t("  resume ok", lambda: app.invoke(Command(resume="ok"), cfg, durability=d))
    t("  none", lambda: app.invoke(None, cfg, durability=d))
    fail["on"] = True
