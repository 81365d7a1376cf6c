# https://github.com/langchain-ai/langgraph/issues/7420 : runtime.execution_info in a graph with a context_schema: thread_id, run_id, checkpoint_ns, node_attempt across a retry, whether the task_id / checkpoint_id are set, in a plain run, a run with a run_id, a subgraph node and a Send worker
import uuid
from dataclasses import dataclass
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.types import RetryPolicy, Send
from langgraph.checkpoint.memory import InMemorySaver
@dataclass
class Ctx:
    user: str = "anon"
class S(TypedDict, total=False):
    log: list
    x: int
seen = []
def info(tag, runtime):
    e = runtime.execution_info
    seen.append((tag, runtime.context.user if runtime.context else None, e.thread_id, e.run_id is not None, e.checkpoint_ns.split(":")[0], e.node_attempt,
                 bool(e.task_id), bool(e.checkpoint_id), e.node_first_attempt_time is not None))
tries = []
def flaky(s, runtime: Runtime[Ctx]):
    info("flaky", runtime)
    tries.append(1)
    if len(tries) < 2:
        raise ConnectionError("x")
    return {"x": 1}
def inner(s, runtime: Runtime[Ctx]):
    info("inner", runtime)
    return {"x": 2}
def w(s, runtime: Runtime[Ctx]):
    info("send", runtime)
    return {}
child = StateGraph(S, context_schema=Ctx).add_node("inner", inner).add_edge(START, "inner").compile()
g = (StateGraph(S, context_schema=Ctx).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False))
     .add_node("child", child).add_node("w", w)
     .add_edge(START, "flaky").add_edge("flaky", "child").add_conditional_edges("child", lambda s: [Send("w", {"x": 3})], ["w"]).add_edge("w", END)
     .compile(checkpointer=InMemorySaver()))
g.invoke({"x": 0}, {"configurable": {"thread_id": "th"}}, context=Ctx("ann"))
for s in seen:
    print(s)
seen.clear(); tries.clear()
g2 = StateGraph(S, context_schema=Ctx).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False)).add_edge(START, "flaky").compile()
g2.invoke({"x": 0}, {"run_id": uuid.UUID(int=5)})
print(seen)
