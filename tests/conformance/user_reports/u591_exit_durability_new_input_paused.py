# https://github.com/langchain-ai/langgraph/issues/8764 , #3003 , PR 5771 : durability=D on a thread paused by interrupt(): new input instead of a resume, Command(update, goto) input, invoke(None); saver rows and pending writes after each
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
saver = InMemorySaver()
g = (StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("ask", lambda s: {"log": ["ask:" + interrupt("q")]}).add_node("side", lambda s: {"log": ["side"]})
     .add_edge(START, "a").add_edge("a", "ask").compile(checkpointer=saver))
def dump(tag, out):
    cfg = CFG
    print(tag, {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in out.items()})
    for c in saver.list(cfg):
        print("   ", c.metadata["step"], c.metadata["source"], sorted((w[1], str(w[2]) if w[1] != "__interrupt__" else "I") for w in c.pending_writes))
for D in ["exit", "async"]:
    CFG = cfg = {"configurable": {"thread_id": D}}
    print(D)
    dump("first", g.invoke({"log": []}, cfg, durability=D))
    dump("new input", g.invoke({"log": ["again"]}, cfg, durability=D))
    dump("command", g.invoke(Command(update={"log": ["upd"]}, goto="side"), cfg, durability=D))
    dump("none", g.invoke(None, cfg, durability=D))
    dump("resume", g.invoke(Command(resume="r"), cfg, durability=D))
try:
    g.invoke(Command(goto=5), {"configurable": {"thread_id": "bad"}})
except Exception as e:
    print(type(e).__name__, e)
