# https://github.com/langchain-ai/langgraph/pull/1420 : stream_mode="debug" with subgraphs=True over a subgraph that interrupts, then the resume, then a node that raises under a retry policy: every event's type, step, namespace head, payload keys, name, triggers, interrupts, error and result
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command, RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ask=" + interrupt({"q": 1})]}
def boom(s): raise ValueError("bad " + str(len(s["log"])))
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("sub", sub).add_node("boom", boom, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False)).add_edge(START, "sub").add_edge("sub", "boom").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(ev):
    ns, e = ev
    p = e["payload"]
    extra = {k: p[k] for k in ("name", "triggers", "interrupts", "error", "result", "input", "next", "values") if k in p}
    if "interrupts" in extra:
        extra["interrupts"] = [(getattr(i, "value", i), type(i).__name__) for i in extra["interrupts"]]
    if "tasks" in p:
        extra["tasks"] = [(t["name"], sorted(t), t.get("error"), [getattr(i, "value", i) for i in t.get("interrupts", ())]) for t in p["tasks"]]
    print(tuple(x.split(":")[0] for x in ns), e["type"], e["step"], sorted(e), sorted(p), extra)
for ev in g.stream({"log": []}, cfg, stream_mode="debug", subgraphs=True):
    show(ev)
print("-- resume")
try:
    for ev in g.stream(Command(resume="yes"), cfg, stream_mode="debug", subgraphs=True):
        show(ev)
except ValueError as e:
    print("raised", e)
st = g.get_state(cfg)
print(st.next, [(t.name, t.error) for t in st.tasks])
