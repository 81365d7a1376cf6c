# https://github.com/langchain-ai/langgraph/pull/1695 , PR 3676 : a subgraph node failing; invoke(None) retries the subgraph from its failing node (the inner nodes before it not re-run); retry_policy on the subgraph node and on the graph
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import RetryPolicy

class State(TypedDict):
    log: str

class RandomError(Exception):
    pass

def make(fail_times, policy_on):
    counts = {"a": 0, "b": 0, "p": 0}
    def child_node_a(state):
        counts["a"] += 1
        return {"log": state["log"] + "a"}
    def child_node_b(state):
        counts["b"] += 1
        if counts["b"] <= fail_times:
            raise RandomError(f"b attempt {counts['b']}")
        return {"log": state["log"] + "b"}
    child = StateGraph(State)
    child.add_node("child_node_a", child_node_a)
    child.add_node("child_node_b", child_node_b, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.0, jitter=False, retry_on=RandomError) if policy_on == "inner" else None)
    child.add_edge("__start__", "child_node_a"); child.add_edge("child_node_a", "child_node_b")
    def parent_node(state):
        counts["p"] += 1
        return {"log": state["log"] + "p"}
    parent = StateGraph(State)
    parent.add_node("parent_node", parent_node)
    parent.add_node("child_graph", child.compile(), retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.0, jitter=False, retry_on=(RandomError,)) if policy_on == "outer" else None)
    parent.add_edge("parent_node", "child_graph")
    parent.set_entry_point("parent_node")
    return parent.compile(checkpointer=InMemorySaver()), counts

for policy_on in ("none", "inner", "outer"):
    app, counts = make(2, policy_on)
    cfg = {"configurable": {"thread_id": "1"}}
    for attempt in range(3):
        try:
            print(policy_on, attempt, app.invoke({"log": ""} if attempt == 0 else None, cfg))
            break
        except RandomError as e:
            print(policy_on, attempt, "raised", e)
            st = app.get_state(cfg, subgraphs=True)
            sub = st.tasks[0].state if st.tasks else None
            print("   ", st.next, sub.values if sub else None, sub.next if sub else None)
    print("   counts", counts)
