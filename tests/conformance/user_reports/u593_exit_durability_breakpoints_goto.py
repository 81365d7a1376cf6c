# https://github.com/langchain-ai/langgraph/issues/8764 , #1569 , docs#1239 : durability "exit"/"sync" with static breakpoints (interrupt_before/after) stepping with None, Command(goto=[unknown, END, node]) as the first input and on a paused thread; saver rows and pending writes
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
b = (StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_node("c", lambda s: {"log": ["c"]})
     .add_edge(START, "a").add_edge("a", "b").add_edge("b", "c"))
for d in ["exit", "sync"]:
    saver = InMemorySaver()
    g = b.compile(checkpointer=saver, interrupt_before=["b"], interrupt_after=["c"])
    cfg = {"configurable": {"thread_id": d}}
    def dump(tag, out):
        print(d, tag, out)
        for c in saver.list(cfg):
            print("   ", c.metadata["step"], c.metadata["source"], sorted((w[1], str(w[2])) for w in c.pending_writes), sorted(k for k in c.checkpoint["channel_values"] if k.startswith("branch")))
    dump("first", g.invoke({"log": []}, cfg, durability=d))
    dump("none1", g.invoke(None, cfg, durability=d))
    dump("none2", g.invoke(None, cfg, durability=d))
    dump("goto", g.invoke(Command(goto=["nope", END, "a"], update={"log": ["u"]}), cfg, durability=d))
    cfg2 = {"configurable": {"thread_id": d + "-fresh"}}
    out = g.invoke(Command(goto=["nope", "c"], update={"log": ["first"]}), cfg2, durability=d)
    print(d, "fresh", out, [(c.metadata["step"], sorted((w[1], str(w[2])) for w in c.pending_writes)) for c in saver.list(cfg2)])
