# https://github.com/langchain-ai/langgraph/issues/2336 : get_state_history after six chat turns with user metadata on some runs: filter by source, by step, by the user's key, before a middle checkpoint, limit with before, and a filter nothing matches
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    turns: Annotated[list, operator.add]
g = StateGraph(S).add_node("reply", lambda s: {"turns": ["r" + str(len(s["turns"]))]}).add_edge(START, "reply").compile(checkpointer=InMemorySaver())
for i in range(6):
    cfg = {"configurable": {"thread_id": "t"}, "metadata": {"user": "u" + str(i % 2)} if i % 3 else {}}
    g.invoke({"turns": ["q" + str(i)]}, cfg)
cfg = {"configurable": {"thread_id": "t"}}
def show(label, **kw):
    hs = list(g.get_state_history(cfg, **kw))
    print(label, len(hs), [(h.metadata["source"], h.metadata["step"], h.metadata.get("user")) for h in hs][:6])
    return hs
allh = show("all")
show("input", filter={"source": "input"})
show("step 4", filter={"step": 4})
show("user u1", filter={"user": "u1"})
show("user u0 loop", filter={"user": "u0", "source": "loop"})
mid = allh[len(allh) // 2]
show("before mid", before=mid.config)
show("before mid limit 3", before=mid.config, limit=3)
show("none", filter={"user": "nobody"})
show("limit 0", limit=0)
