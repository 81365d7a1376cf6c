# https://github.com/langchain-ai/langgraph/issues/8038 : a child graph compiled with its OWN InMemorySaver, invoked inside a parent node with a fixed child thread_id: the child's state accumulates across parent turns and is readable via child.get_state; the parent's own history
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class C(TypedDict):
    count: Annotated[int, operator.add]
child_saver = InMemorySaver()
cg = StateGraph(C); cg.add_node("inc", lambda s: {"count": 1}); cg.add_edge(START, "inc")
child = cg.compile(checkpointer=child_saver)
ccfg = {"configurable": {"thread_id": "child-fixed"}}
class P(TypedDict):
    seen: Annotated[list, operator.add]
def call_child(s):
    out = child.invoke({"count": 0}, ccfg)
    return {"seen": [out["count"]]}
pg = StateGraph(P); pg.add_node("call_child", call_child); pg.add_edge(START, "call_child")
parent = pg.compile(checkpointer=InMemorySaver())
pcfg = {"configurable": {"thread_id": "parent"}}
for _ in range(2):
    print(parent.invoke({"seen": []}, pcfg))
    print(child.get_state(ccfg).values, child.get_state(ccfg).config["configurable"].get("checkpoint_ns"))
print(sorted({c.config["configurable"]["thread_id"] + "|" + c.config["configurable"]["checkpoint_ns"] for c in child_saver.list(None)}))
print(len(list(child.get_state_history(ccfg))), len(list(parent.get_state_history(pcfg))))
p2 = pg.compile()
print(p2.invoke({"seen": []}))
