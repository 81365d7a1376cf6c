# https://github.com/langchain-ai/langgraph/issues/6012 , #6446 : Command(update=...) with unknown keys, a list-of-tuples update, Command returned by a Send worker, update_state with a Command as values, goto with an unknown node
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    v: str
    log: Annotated[list, operator.add]
def run(label, node_fn, **kw):
    b = StateGraph(S); b.add_node("a", node_fn); b.add_node("b", lambda s: {"log": ["b"]}); b.add_edge(START, "a")
    try:
        print(label, b.compile().invoke({"v": "", "log": []}, **kw))
    except Exception as e:
        print(label, "raised", type(e).__name__, str(e).splitlines()[0])
run("unknown key", lambda s: Command(update={"nope": 1}, goto="b"))
run("tuples", lambda s: Command(update=[("log", "x"), ("log", "y"), ("v", "z")], goto="b"))
run("unknown goto", lambda s: Command(goto="zzz"))
run("goto list", lambda s: Command(goto=["b", "b"]))
run("send bad node", lambda s: Command(goto=Send("zzz", {})))
run("update not dict", lambda s: Command(update="oops"))
b = StateGraph(S)
b.add_node("w", lambda s: Command(update={"log": [s["v"]]}, goto="b")); b.add_node("b", lambda s: {"log": ["b"]})
b.add_conditional_edges(START, lambda s: [Send("w", {"v": "x"}), Send("w", {"v": "y"})], ["w"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
print("send commands", sorted(out["log"]))
try:
    c = g.update_state(cfg, Command(update={"log": ["cmd"]}, goto="b"))
    print("update_state Command", g.get_state(c).next, g.invoke(None, c)["log"][-3:])
except Exception as e:
    print("update_state Command raised", type(e).__name__, e)
