# https://github.com/langchain-ai/langgraph/issues/3003 , docs#1239 : update_state(Command(goto=...)) on a paused thread, as_node choices and next, then continue
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(name):
    return lambda s: {"log": [name]}
g = StateGraph(S)
for n in ["plan", "review", "fix", "done"]: g.add_node(n, mk(n))
g.add_edge(START, "plan"); g.add_edge("plan", "review"); g.add_edge("review", "done"); g.add_edge("fix", "done"); g.add_edge("done", END)
app = g.compile(checkpointer=InMemorySaver(), interrupt_before=["review"])
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke({"log": []}, cfg))
app.update_state(cfg, Command(goto="fix", update={"log": ["human"]}), as_node="review")
st = app.get_state(cfg); print(st.next, st.values, [(t.name, t.path) for t in st.tasks])
print(app.invoke(None, cfg))
cfg2 = {"configurable": {"thread_id": "2"}}
app.invoke({"log": []}, cfg2)
app.update_state(cfg2, {"log": ["skip"]}, as_node="review")
print(app.get_state(cfg2).next)
print(app.invoke(None, cfg2))
cfg3 = {"configurable": {"thread_id": "3"}}
app.invoke({"log": []}, cfg3)
app.update_state(cfg3, Command(goto=["fix", "done"]), as_node="plan")
st = app.get_state(cfg3); print(st.next)
print(app.invoke(None, cfg3))
try:
    app.update_state(cfg3, {"log": ["x"]}, as_node="nope")
except Exception as e:
    print(type(e).__name__, e)
