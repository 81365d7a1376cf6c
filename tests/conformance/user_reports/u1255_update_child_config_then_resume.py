# https://github.com/langchain-ai/langgraph/issues/4523 : a paused child's state edited through its own config (state.tasks[0].state.config) with update_state, with and without as_node: the child values read back, the parent history entries that appear, and the resume continuing from the edit
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    draft: str
    log: Annotated[list, operator.add]
def write(s): return {"draft": "v1", "log": ["write"]}
def review(s):
    ans = interrupt("review " + s["draft"])
    return {"log": ["review saw " + s["draft"] + " / " + str(ans)]}
child = StateGraph(S).add_node("write", write).add_node("review", review).add_edge(START, "write").add_edge("write", "review").compile()
g = StateGraph(S).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
for as_node in [None, "write"]:
    cfg = {"configurable": {"thread_id": str(as_node)}}
    g.invoke({"draft": "", "log": []}, cfg)
    n0 = len(list(g.get_state_history(cfg)))
    sub = g.get_state(cfg, subgraphs=True).tasks[0].state
    new = g.update_state(sub.config, {"draft": "v2", "log": ["edited"]}, as_node=as_node)
    print(as_node, sorted(new["configurable"]), new["configurable"]["checkpoint_ns"].split(":")[0])
    sub2 = g.get_state(cfg, subgraphs=True).tasks[0].state
    print(" child", sub2.values, sub2.next, [[i.value for i in t.interrupts] for t in sub2.tasks])
    print(" parent history grew", len(list(g.get_state_history(cfg))) - n0, g.get_state(cfg).next)
    print(" resumed", g.invoke(Command(resume="ok"), cfg))
