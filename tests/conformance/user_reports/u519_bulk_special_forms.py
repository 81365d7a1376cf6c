# https://github.com/langchain-ai/langgraph/issues/1569 , PR 6286 : bulk_update_state starting with "__input__" then a node; "__copy__" then an update; fresh-thread "__input__" saver writes; history
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import StateUpdate
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("b", lambda s: {"log": ["b"]})
g.add_edge(START, "a"); g.add_edge("a", "b")
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
def dump(cfg):
    for t in saver.list(cfg):
        print("  ", t.metadata["source"], t.metadata["step"], sorted((w[1], repr(w[2])) for w in t.pending_writes))
cfg = {"configurable": {"thread_id": "1"}}
app.bulk_update_state(cfg, [[StateUpdate({"log": ["in"]}, "__input__")], [StateUpdate({"log": ["as-a"]}, "a")]])
dump(cfg)
print(app.get_state(cfg).next, app.get_state(cfg).values)
print(app.invoke(None, cfg))
cfg2 = {"configurable": {"thread_id": "2"}}
app.invoke({"log": []}, cfg2)
app.bulk_update_state(cfg2, [[StateUpdate(None, "__copy__")], [StateUpdate({"log": ["after-copy"]}, "b")]])
dump(cfg2)
print(app.get_state(cfg2).next, app.get_state(cfg2).values)
cfg3 = {"configurable": {"thread_id": "3"}}
app.update_state(cfg3, {"log": ["fresh-in"]}, as_node="__input__")
dump(cfg3)
print(app.get_state(cfg3).next, app.invoke(None, cfg3))
