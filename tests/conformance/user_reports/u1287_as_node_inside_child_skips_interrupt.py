# https://github.com/langchain-ai/langgraph/issues/1222 : update_state on a paused child's config with as_node set to the child's interrupting node (answering it by hand), and with as_node set to a child node that does not exist: the child's next afterwards, what the parent's invoke(None) runs, and the error text
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
def ask(s):
    ran.append("ask")
    return {"log": ["asked " + str(interrupt("q"))]}
def tail(s):
    ran.append("tail")
    return {"log": ["tail"]}
child = StateGraph(S).add_node("ask", ask).add_node("tail", tail).add_edge(START, "ask").add_edge("ask", "tail").compile()
g = StateGraph(S).add_node("child", child).add_node("after", lambda s: {"log": ["after"]}).add_edge(START, "child").add_edge("child", "after").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": []}, cfg)
sub = g.get_state(cfg, subgraphs=True).tasks[0].state
try:
    g.update_state(sub.config, {"log": ["x"]}, as_node="nope")
except Exception as e:
    print("!!", type(e).__name__, str(e)[:200])
g.update_state(sub.config, {"log": ["by hand"]}, as_node="ask")
sub = g.get_state(cfg, subgraphs=True).tasks[0].state
print(sub.values, sub.next, [[i.value for i in t.interrupts] for t in sub.tasks])
ran.clear()
print(g.invoke(None, cfg), ran, g.get_state(cfg).next)
