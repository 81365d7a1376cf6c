# https://github.com/langchain-ai/langgraph/pull/6603 : a StateGraph node calling @tasks that mutate a list argument and interrupt, resumed several times: the node re-runs from the top each time, finished tasks are not re-run (their mutation of the node's fresh list is lost, their return values kept), and the return-value pattern the fix documents
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
calls = []
@task
def append_and_ask(messages, m):
    calls.append(m)
    messages.append(m)
    return m + ":" + interrupt("ask " + m)
class S(TypedDict, total=False):
    seen: Annotated[list, operator.add]
def node(s):
    messages = []
    got = []
    for m in ("1", "2", "3"):
        got.append(append_and_ask(messages, m).result())
        print("  node sees", list(messages), got)
    return {"seen": got + [len(messages)]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"seen": []}, cfg)
while "__interrupt__" in out:
    q = out["__interrupt__"][0].value
    print("interrupt", q)
    out = g.invoke(Command(resume=q.upper()), cfg)
print(out, calls)
