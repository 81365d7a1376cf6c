# https://github.com/langchain-ai/langgraph/issues/8470 , PR 8520 : a nested subgraph whose state has a DeltaChannel, paused by interrupt(): the interrupt value, streamed values with subgraphs=True, the parent's state and next while paused, resume (reading the nested task states is left out: 1.2.11 hydrates them empty, the bug of the report)
from typing import Annotated, TypedDict
from langgraph.channels import DeltaChannel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
def extend(cur, writes):
    return list(cur) + [x for w in writes for x in (w if isinstance(w, list) else [w])]
class S(TypedDict):
    msgs: Annotated[list, DeltaChannel(extend, snapshot_frequency=2)]
def a1(s): return {"msgs": ["a1"]}
def b1(s): return {"msgs": ["b1"]}
def ask(s):
    ans = interrupt({"seen": list(s["msgs"])})
    return {"msgs": ["ans:" + ans]}
inner = StateGraph(S); inner.add_node("a1", a1); inner.add_node("b1", b1); inner.add_node("ask", ask)
inner.add_edge(START, "a1"); inner.add_edge("a1", "b1"); inner.add_edge("b1", "ask")
mid = StateGraph(S); mid.add_node("inner", inner.compile()); mid.add_edge(START, "inner")
top = StateGraph(S); top.add_node("pre", lambda s: {"msgs": ["pre"]}); top.add_node("mid", mid.compile())
top.add_edge(START, "pre"); top.add_edge("pre", "mid")
app = top.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"msgs": ["start"]}, cfg)
print(out)
st = app.get_state(cfg)
print(st.values, st.next, [t.name for t in st.tasks], [i.value for i in st.interrupts])
for ch in app.stream(Command(resume="yes"), cfg, stream_mode="values", subgraphs=True):
    print(ch)
print(app.get_state(cfg).values, app.get_state(cfg).next)
print([len(h.values.get("msgs", [])) for h in app.get_state_history(cfg)])
