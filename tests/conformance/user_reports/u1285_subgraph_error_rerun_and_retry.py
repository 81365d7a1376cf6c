# https://github.com/langchain-ai/langgraph/issues/2586 : a child graph whose second node fails once: with a parent saver, the error, get_state(subgraphs=True) of the failed step (task error, child state), invoke(None) rerunning it (which child nodes run again); and with a retry_policy on the subgraph node, how many times each child node runs
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
fail = {"left": 0}
def first(s):
    ran.append("first")
    return {"log": ["first"]}
def second(s):
    ran.append("second")
    if fail["left"]:
        fail["left"] -= 1
        raise RuntimeError("second failed")
    return {"log": ["second"]}
child = StateGraph(S).add_node("first", first).add_node("second", second).add_edge(START, "first").add_edge("first", "second").compile()
g = StateGraph(S).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
fail["left"] = 1
try:
    g.invoke({"log": []}, cfg)
except RuntimeError as e:
    print("!!", e, ran)
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, repr(t.error), t.state) for t in st.tasks])
ran.clear()
print(g.invoke(None, cfg), ran)
ran.clear()
fail["left"] = 2
g2 = StateGraph(S).add_node("child", child, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False)).add_edge(START, "child").compile(checkpointer=InMemorySaver())
print(g2.invoke({"log": []}, {"configurable": {"thread_id": "r"}}), ran)
