# https://github.com/langchain-ai/langgraph/issues/6792 , https://github.com/langchain-ai/langgraph/issues/2529 : an approval subgraph that asks twice (two interrupts in turn) inside a parent graph, with a file SqliteSaver reopened before each resume: get_state(subgraphs=True) (the task's nested state: values, next, interrupts), the parent's tasks, and the subgraph's values after each resume
import os, sqlite3, tempfile
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask1(s):
    return {"log": ["ask1:" + str(interrupt("first?"))]}
def ask2(s):
    return {"log": ["ask2:" + str(interrupt({"second": s["log"]}))]}
sub = StateGraph(S).add_node("ask1", ask1).add_node("ask2", ask2).add_edge(START, "ask1").add_edge("ask1", "ask2").compile()
g = StateGraph(S).add_node("prep", lambda s: {"log": ["prep"]}).add_node("approve", sub).add_node("done", lambda s: {"log": ["done"]})
g.add_edge(START, "prep"); g.add_edge("prep", "approve"); g.add_edge("approve", "done")
path = os.path.join(tempfile.mkdtemp(), "cp.sqlite")
cfg = {"configurable": {"thread_id": "t"}}
def nested(st, depth=0):
    out = [(depth, st.values, st.next, [i.value for i in st.interrupts])]
    for t in st.tasks:
        if t.state is not None and hasattr(t.state, "values"):
            out += nested(t.state, depth + 1)
        else:
            out.append((depth, "task", t.name, t.state is None, [i.value for i in t.interrupts]))
    return out
for i, inp in enumerate([{"log": []}, Command(resume="yes"), Command(resume="sure")]):
    with sqlite3.connect(path, check_same_thread=False) as conn:
        app = g.compile(checkpointer=SqliteSaver(conn))
        out = app.invoke(inp, cfg)
        print(i, out.get("log"), [x.value for x in out.get("__interrupt__", [])])
        for row in nested(app.get_state(cfg, subgraphs=True)):
            print("   ", row)
        st = app.get_state(cfg)
        print("   plain", [(t.name, t.state is not None and "checkpoint_ns" in t.state["configurable"]) for t in st.tasks])
