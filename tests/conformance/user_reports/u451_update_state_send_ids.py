# https://github.com/langchain-ai/langgraph/issues/4987 , PR 6286 : update_state with Command(goto=Send) on a finished thread and bulk updates; saver pending writes and task ids
from typing import TypedDict, Annotated
import operator, uuid
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Send, StateUpdate

class S(TypedDict):
    items: Annotated[list, operator.add]

def a(s): return {"items": ["a"]}
def w(x): return {"items": [f"w{x}"]}
g = StateGraph(S)
g.add_node("a", a); g.add_node("w", w)
g.add_edge(START, "a"); g.add_edge("a", END); g.add_edge("w", END)
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
app.invoke({"items": []}, cfg)
last = app.get_state(cfg).config["configurable"]["checkpoint_id"]
c1 = app.update_state(cfg, Command(update={"items": ["u"]}, goto=[Send("w", 1), Send("w", 2)]), as_node="a")
tup = saver.get_tuple(cfg)
expected = str(uuid.uuid5(uuid.UUID(last), "__interrupt__"))
print("ids", [(w[0] == expected, w[1], w[2]) for w in tup.pending_writes])
prev = saver.get_tuple({"configurable": {"thread_id": "t", "checkpoint_id": last}})
print("prev", [(w[0] == expected, w[1], w[2]) for w in prev.pending_writes])
st = app.get_state(cfg)
print(st.next, [(t.name, t.path) for t in st.tasks])
print(app.invoke(None, cfg))
cfg2 = {"configurable": {"thread_id": "t2"}}
app.invoke({"items": []}, cfg2)
app.bulk_update_state(cfg2, [[StateUpdate({"items": ["x"]}, "a"), StateUpdate({"items": ["y"]}, "w")], [StateUpdate({"items": ["z"]}, "a")]])
for t in saver.list(cfg2):
    print(t.metadata["source"], t.metadata["step"], sorted((w[1], repr(w[2])) for w in t.pending_writes), len({w[0] for w in t.pending_writes}))
print(app.get_state(cfg2).values)
