# https://github.com/langchain-ai/langgraph/pull/7639 : stream_events(version="v3") run.output / interrupted / interrupts read without iterating run.values first, read after draining only run.lifecycle, on a run that pauses in a subgraph and on one that finishes, and the values projection drained after output was read
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict, total=False):
    v: str
def ask(s):
    return {"v": s["v"] + interrupt({"q": s["v"]})}
child = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
app = (StateGraph(S).add_node("pre", lambda s: {"v": s["v"] + "-pre"}).add_node("child", child).add_node("post", lambda s: {"v": s["v"] + "-post"})
       .add_edge(START, "pre").add_edge("pre", "child").add_edge("child", "post").add_edge("post", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
run = app.stream_events({"v": "a"}, cfg, version="v3")
print(run.output, run.interrupted, [i.value for i in run.interrupts])
print(list(run.values))
run = app.stream_events(Command(resume="!"), cfg, version="v3")
print([(e["event"], len(e["namespace"])) for e in run.lifecycle])
print(run.output, run.interrupted, run.interrupts)
plain = StateGraph(S).add_node("x", lambda s: {"v": s["v"] * 2}).add_edge(START, "x").compile()
run = plain.stream_events({"v": "z"}, version="v3")
print(run.output, run.interrupted, run.interrupts, list(run.values))
