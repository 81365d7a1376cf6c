# https://github.com/langchain-ai/langgraph/issues/4523 , #1569 : update_state two subgraph levels deep (checkpoint_ns with two levels) with and without as_node, then resume; parent snapshot between
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
    n: int
def l1(s):
    return {"v": s["v"] + "1"}
def l2(s):
    return {"v": s["v"] + interrupt("deep?") + str(s["n"])}
leaf = StateGraph(S).add_node("l1", l1).add_node("l2", l2).add_edge(START, "l1").add_edge("l1", "l2").compile()
mid = StateGraph(S).add_node("leaf", leaf).add_edge(START, "leaf").compile()
g = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
g.invoke({"v": "", "n": 0}, c)
deep = g.get_state(c, subgraphs=True).tasks[0].state.tasks[0].state
print(deep.values, deep.next, [n.split(":")[0] for n in deep.config["configurable"]["checkpoint_ns"].split("|")])
g.update_state(deep.config, {"n": 5})
deep2 = g.get_state(c, subgraphs=True).tasks[0].state.tasks[0].state
print(deep2.values, deep2.next, deep2.metadata["source"], deep2.metadata["step"])
g.update_state(deep2.config, {"v": "X"}, as_node="l1")
deep3 = g.get_state(c, subgraphs=True).tasks[0].state.tasks[0].state
print(deep3.values, deep3.next, [t.name for t in deep3.tasks])
print(g.invoke(Command(resume="R"), c))
print(len(list(g.get_state_history(c))), len(list(g.get_state_history(deep.config))))
