# https://github.com/langchain-ai/langgraph/pull/1413 , PR 1418 : interrupts are not retried: RetryPolicy(retry_on=Exception) on a node calling interrupt(), on a @task calling interrupt(); a node failing once then interrupting; execution_info attempt numbers
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.runtime import Runtime
from langgraph.checkpoint.memory import InMemorySaver
runs = []
class S(TypedDict):
    v: str
def node(s: S, runtime: Runtime):
    att = runtime.execution_info.node_attempt if getattr(runtime, "execution_info", None) else None
    runs.append(("node", att))
    if len([r for r in runs if r[0] == "node"]) == 1:
        raise ConnectionError("first fails")
    return {"v": s["v"] + interrupt("q")}
pol = RetryPolicy(retry_on=Exception, max_attempts=5, initial_interval=0.001, jitter=False)
g = StateGraph(S).add_node("node", node, retry_policy=pol).add_edge(START, "node").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
print(g.invoke({"v": ""}, c))
print(runs, g.get_state(c).next)
print(g.invoke(Command(resume="A"), c), runs)
@task(retry_policy=pol)
def t(x):
    runs.append(("task", x))
    return interrupt(f"task {x}")
@entrypoint(checkpointer=InMemorySaver())
def wf(x: int):
    return t(x).result()
print(wf.invoke(1, c))
print(wf.invoke(Command(resume="B"), c), runs[-3:])
