# https://github.com/langchain-ai/langgraph/issues/8764 : the older checkpoint_during=False / True run argument (its warning category and text, and the history it leaves), durability given together with checkpoint_during, and an unknown durability value
import operator, warnings
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
def run(label, **kw):
    cfg = {"configurable": {"thread_id": label}}
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            out = g.invoke({"log": []}, cfg, **kw)
            print(label, out, [(h.metadata["source"], h.metadata["step"]) for h in g.get_state_history(cfg)])
        except Exception as e:
            print(label, "!!", type(e).__name__, str(e)[:200])
        for x in w:
            print("  warn", x.category.__name__, str(x.message)[:200])
run("cd-false", checkpoint_during=False)
run("cd-true", checkpoint_during=True)
run("both", checkpoint_during=False, durability="sync")
run("bogus", durability="bogus")
