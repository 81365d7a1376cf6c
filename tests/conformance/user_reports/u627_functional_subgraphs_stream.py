# https://github.com/langchain-ai/langgraph/issues/6792 , #5932 : what each stream mode shows for tasks with subgraphs=True: namespaces of @task calls, a StateGraph invoked in a task, updates/values/custom/tasks together
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.config import get_stream_writer
class S(TypedDict):
    v: int
inner = StateGraph(S).add_node("inc", lambda s: {"v": s["v"] + 1}).add_edge(START, "inc").compile()
@task
def run_inner(x):
    get_stream_writer()(("task writes", x))
    return inner.invoke({"v": x})["v"]
@entrypoint()
def wf(x: int):
    return run_inner(x).result() * 2
for ns, mode, data in wf.stream(1, stream_mode=["updates", "values", "custom", "tasks"], subgraphs=True):
    if mode == "tasks":
        data = (data["name"], "start" if "input" in data else ("result", data["result"]))
    print(tuple(n.split(":")[0] for n in ns), mode, data)
