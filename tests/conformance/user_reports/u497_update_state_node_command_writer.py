# https://github.com/langchain-ai/langgraph/issues/1569 , docs#1239 : update_state as a node whose outputs are Commands (Command[Literal] node), Command with goto in update_state, values as a list of tuples
from typing import TypedDict, Annotated, Literal
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    flag: str
def router(s) -> Command[Literal["x", "y"]]:
    return Command(goto="x" if s["flag"] == "x" else "y", update={"log": ["router"]})
g = StateGraph(S)
g.add_node("router", router); g.add_node("x", lambda s: {"log": ["x"]}); g.add_node("y", lambda s: {"log": ["y"]})
g.add_edge(START, "router")
app = g.compile(checkpointer=InMemorySaver(), interrupt_before=["x", "y"])
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke({"log": [], "flag": "x"}, cfg), app.get_state(cfg).next)
app.update_state(cfg, Command(goto="y", update={"flag": "y"}), as_node="router")
print(app.get_state(cfg).next, app.get_state(cfg).values)
app.update_state(cfg, [("log", "tuple-upd")], as_node="router")
print(app.get_state(cfg).next, app.get_state(cfg).values)
print(app.invoke(None, cfg))
print(app.get_graph().draw_mermaid())
