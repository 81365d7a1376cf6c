# https://github.com/langchain-ai/langgraph/issues/3206 : a child graph compiled with checkpointer=None, True and False under a parent with a saver, run twice on one thread: whether the child remembers its own state between parent runs, what get_state(subgraphs=True) shows for it, and an interrupt in the child under each setting
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class P(TypedDict):
    q: str
    out: Annotated[list, operator.add]
class C(TypedDict):
    q: str
    seen: Annotated[list, operator.add]
    out: list
def remember(s): return {"seen": [s["q"]]}
def report(s): return {"out": ["seen=" + "|".join(s["seen"])]}
def gate(s):
    if s["q"] == "stop":
        return {"seen": [interrupt("stop?")]}
    return {}
for cp in [None, True, False]:
    child = StateGraph(C).add_node("remember", remember).add_node("gate", gate).add_node("report", report)
    child = child.add_edge(START, "remember").add_edge("remember", "gate").add_edge("gate", "report").compile(checkpointer=cp)
    g = StateGraph(P).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "t"}}
    print("checkpointer", cp)
    for q in ["a", "b"]:
        try:
            print(" ", q, g.invoke({"q": q, "out": []}, cfg)["out"])
        except Exception as e:
            print(" ", q, "!!", type(e).__name__, str(e)[:200])
    try:
        r = g.invoke({"q": "stop", "out": []}, cfg)
        print("  stop", sorted(r), [i.value for i in r.get("__interrupt__", [])])
        st = g.get_state(cfg, subgraphs=True)
        print("  state", st.next, [(t.name, t.state.values if t.state is not None and hasattr(t.state, "values") else t.state) for t in st.tasks])
        print("  resumed", g.invoke(Command(resume="go"), cfg)["out"])
    except Exception as e:
        print("  stop !!", type(e).__name__, str(e)[:200])
