# https://github.com/langchain-ai/langgraph/issues/5639 : update_state on a paused subgraph's config with Overwrite (replacing a reducer key) and with as_node of a subgraph node; the subgraph's state/next after each, the parent and subgraph histories, and the resumed run's result
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, interrupt, Overwrite
class S(TypedDict):
    x: Annotated[list, operator.add]
def ask(s):
    return {"x": ["ans:" + interrupt("q")]}
sub = StateGraph(S); sub.add_node("s1", lambda s: {"x": ["s1"]}); sub.add_node("ask", ask); sub.add_edge(START, "s1"); sub.add_edge("s1", "ask")
g = StateGraph(S); g.add_node("child", sub.compile()); g.add_node("after", lambda s: {"x": ["after"]}); g.add_edge(START, "child"); g.add_edge("child", "after")
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
app.invoke({"x": ["in"]}, c)
def sub_state():
    t = app.get_state(c, subgraphs=True).tasks[0]
    return t.state.values, t.state.next, t.state.metadata["source"], t.state.metadata["step"]
sc = app.get_state(c, subgraphs=True).tasks[0].state.config
print(sorted(sc["configurable"]), sub_state())
app.update_state(sc, {"x": Overwrite(["OW"])})
print("overwrite", sub_state())
app.update_state(sc, {"x": ["as_s1"]}, as_node="s1")
print("as_node", sub_state())
print("sub history", [(h.metadata["source"], h.metadata["step"], h.values, h.next) for h in app.get_state_history(sc)])
print("parent history", [(h.metadata["source"], h.metadata["step"], h.next) for h in app.get_state_history(c)])
print(app.invoke(Command(resume="R"), c))
print(app.get_state(c).values, app.get_state(c).next)
