# https://github.com/langchain-ai/langgraph/issues/1569 , #4987 : update_state on a fresh thread as a node, then again as another node (not due), saver writes, then invoke(None); get_state_history tasks
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("b", lambda s: {"log": ["b"]}); g.add_node("c", lambda s: {"log": ["c"]})
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c")
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
app.update_state(cfg, {"log": ["seed"]}, as_node="a")
print(app.get_state(cfg).next)
app.update_state(cfg, {"log": ["not-due"]}, as_node="c")
print(app.get_state(cfg).next)
app.update_state(cfg, {"log": ["due"]}, as_node="b")
for t in saver.list(cfg):
    print(t.metadata["source"], t.metadata["step"], sorted((w[1], repr(w[2])) for w in t.pending_writes))
for h in app.get_state_history(cfg):
    print(h.metadata["step"], h.next, [(t.name, t.result) for t in h.tasks])
print(app.invoke(None, cfg))
