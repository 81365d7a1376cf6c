# https://github.com/langchain-ai/langgraph/issues/5829 : what a conditional edge's path may return: None, [], a tuple, a set, duplicates, Sends mixed with names and END, non-string keys through a path_map, a list mapped through a path_map, config / runtime parameters, Send to END; and a set or an int with no path map (written under its str() and ignored: the pending writes saved)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.runtime import Runtime
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def att(label, fn):
    try: print(label, fn())
    except Exception as e: print(label, "RAISED", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
def mk(n): return lambda s: {"log": [n]}
def build(path, path_map=None):
    b = StateGraph(S)
    for n in "abc": b.add_node(n, mk(n))
    b.add_edge(START, "a"); b.add_conditional_edges("a", path, path_map)
    return b.compile()
att("none", lambda: build(lambda s: None).invoke({"log": []}))
att("empty list", lambda: build(lambda s: []).invoke({"log": []}))
att("tuple", lambda: build(lambda s: ("b", "c")).invoke({"log": []}))
att("set", lambda: build(lambda s: {"b"}).invoke({"log": []}))
att("dup", lambda: build(lambda s: ["b", "b"]).invoke({"log": []}))
att("mixed", lambda: build(lambda s: ["b", Send("c", {"log": ["sent"]}), END]).invoke({"log": []}))
att("int key", lambda: build(lambda s: 1, {1: "b", 2: "c"}).invoke({"log": []}))
att("bool key", lambda: build(lambda s: True, {True: "b", False: "c"}).invoke({"log": []}))
att("list with map", lambda: build(lambda s: ["x", "y"], {"x": "b", "y": "c"}).invoke({"log": []}))
att("send via map", lambda: build(lambda s: [Send("b", {"log": []})], {"x": "b"}).invoke({"log": []}))
def pconf(s, config: RunnableConfig): return "b" if config["configurable"].get("go") == "b" else "c"
att("config", lambda: build(pconf).invoke({"log": []}, {"configurable": {"go": "b"}}))
def prt(s, runtime: Runtime): return "b" if runtime.context == "b" else "c"
att("runtime", lambda: build(prt).invoke({"log": []}, context="b"))
def pnone(s): return "b"
att("returns END str", lambda: build(lambda s: "__end__").invoke({"log": []}))
att("send to END", lambda: build(lambda s: [Send(END, {})]).invoke({"log": []}))
att("stream", lambda: list(build(lambda s: ("b", "c")).stream({"log": []}, stream_mode="updates")))
for target in [{"a"}, 7]:
    b = StateGraph(S); b.add_node("a", lambda s: {"log": ["a"]}); b.add_conditional_edges(START, lambda s, t=target: t)
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": str(target)}}
    print(g.invoke({"log": []}, cfg), [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
    print([w[1] for t in g.checkpointer.list(cfg) for w in t.pending_writes])
