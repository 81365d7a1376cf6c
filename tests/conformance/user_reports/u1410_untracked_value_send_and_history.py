# https://github.com/langchain-ai/langgraph/pull/6316 : UntrackedValue keys are never saved: a Send carrying an untracked key (what the worker sees, what get_state().tasks / history keep of the Send), the checkpoint's values and channel_values, and a second run on the thread
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.channels.untracked_value import UntrackedValue
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send
class S(TypedDict, total=False):
    secret: Annotated[str, UntrackedValue(str)]
    out: Annotated[list, operator.add]
    item: str
def fan(s):
    return [Send("worker", {"item": i, "secret": s.get("secret", "none") + "-" + i}) for i in ("x", "y")]
def worker(s):
    return {"out": [f"{s.get('item')}:{s.get('secret')}"]}
def set_secret(s):
    return {"secret": "tok"}
saver = InMemorySaver()
g = (StateGraph(S).add_node("set_secret", set_secret).add_node("worker", worker)
     .add_edge(START, "set_secret").add_conditional_edges("set_secret", fan, ["worker"]).add_edge("worker", END)
     .compile(checkpointer=saver, interrupt_before=["worker"]))
cfg = {"configurable": {"thread_id": "t"}}
print(g.invoke({"out": []}, cfg))
st = g.get_state(cfg)
print(st.values, st.next, [(t.name) for t in st.tasks])
tup = saver.get_tuple(cfg)
print(sorted(tup.checkpoint["channel_values"]), [w[1:] for w in tup.pending_writes if w[1] == "__pregel_tasks"][:1])
print(sorted(g.invoke(None, cfg)["out"]))
print("secret" in g.get_state(cfg).values)
print([sorted(h.values) for h in g.get_state_history(cfg)])
