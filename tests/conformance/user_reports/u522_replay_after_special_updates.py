# https://github.com/langchain-ai/langgraph/issues/4987 , #1569 : replaying from checkpoints created by update_state (as a node not due, as "__input__") and from the checkpoint they updated
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("ask", lambda s: {"log": [f"ans={interrupt('q')}"]}); g.add_node("z", lambda s: {"log": ["z"]})
g.add_edge(START, "a"); g.add_edge("a", "ask"); g.add_edge("ask", "z")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
paused = app.get_state(cfg).config
app.update_state(cfg, {"log": ["as-z"]}, as_node="z")
after_z = app.get_state(cfg).config
app.update_state(paused, {"log": ["inp"]}, as_node="__input__")
after_in = app.get_state(cfg).config
for name, c in [("paused", paused), ("after_z", after_z), ("after_in", after_in)]:
    out = app.invoke(None, c)
    st = app.get_state(cfg)
    print(name, {k: v for k, v in out.items() if k != "__interrupt__"}, [i.value for i in out.get("__interrupt__", [])], st.next)
    if "__interrupt__" in out:
        print(name, app.invoke(Command(resume="R"), cfg))
print(len(list(app.get_state_history(cfg))))
