# https://github.com/langchain-ai/langgraph/issues/2373 , https://github.com/langchain-ai/langgraph/issues/4072 : map-reduce where each Send target asks a human (interrupt) before adding to a reducer list; the pending tasks and their interrupts, resuming them one id at a time (others stay pending), and the join after all are answered; Send args as seen by each resumed task
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, Send
class S(TypedDict):
    docs: list
    verdicts: Annotated[list, operator.add]
def judge(arg):
    v = interrupt({"doc": arg["doc"]})
    return {"verdicts": ["%s:%s" % (arg["doc"], v)]}
def join(s):
    return {"verdicts": ["join(%d)" % len(s["verdicts"])]}
g = StateGraph(S)
g.add_node("judge", judge); g.add_node("join", join)
g.add_conditional_edges(START, lambda s: [Send("judge", {"doc": d}) for d in s["docs"]], ["judge"]); g.add_edge("judge", "join"); g.add_edge("join", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "j"}}
out = app.invoke({"docs": ["d1", "d2", "d3"], "verdicts": []}, cfg)
print(sorted(i.value["doc"] for i in out["__interrupt__"]))
for doc, ans in [("d2", "yes"), ("d1", "no"), ("d3", "maybe")]:
    st = app.get_state(cfg)
    ids = {i.value["doc"]: i.id for i in st.interrupts}
    print(sorted(ids), st.next, st.values["verdicts"])
    out = app.invoke(Command(resume={ids[doc]: ans}), cfg)
    print("  ", sorted(out["verdicts"]), sorted(i.value["doc"] for i in out.get("__interrupt__", [])))
print(app.get_state(cfg).values, app.get_state(cfg).next)
