# https://github.com/langchain-ai/langgraph/pull/1027 : which checkpoint namespaces a saver holds after a two-level subgraph run that pauses (checkpointer inherited) and after the resume: saver.list filtered by checkpoint_ns, the depth of each namespace, and get_state on a namespace config without its task id
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": [str(interrupt("q"))]}
inner = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
mid = StateGraph(S).add_node("m", lambda s: {"log": ["m"]}).add_node("inner", inner).add_edge(START, "m").add_edge("m", "inner").compile()
saver = InMemorySaver()
g = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
def ns_counts():
    out = {}
    for c in saver.list(None):
        ns = "|".join(p.split(":")[0] for p in c.config["configurable"]["checkpoint_ns"].split("|")) if c.config["configurable"]["checkpoint_ns"] else "<root>"
        out[ns] = out.get(ns, 0) + 1
    return sorted(out.items())
g.invoke({"log": []}, cfg)
print("paused", ns_counts())
nss = sorted({c.config["configurable"]["checkpoint_ns"] for c in saver.list(None)}, key=len)
for ns in nss:
    n = len(list(saver.list({"configurable": {"thread_id": "t", "checkpoint_ns": ns}})))
    print(" ns depth", ns.count("|") + 1 if ns else 0, n)
try:
    print(" by name", g.get_state({"configurable": {"thread_id": "t", "checkpoint_ns": "mid"}}).values)
except Exception as e:
    print(" by name !!", type(e).__name__, str(e)[:200])
g.invoke(Command(resume="a"), cfg)
print("done", ns_counts())
