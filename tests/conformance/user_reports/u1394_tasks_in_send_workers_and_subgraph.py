# https://github.com/langchain-ai/langgraph/pull/5189 : @tasks called from Send-reached workers and from a node inside a subgraph: results per payload, the updates stream with subgraphs=True (namespaces by their node-name parts, task results shown under the task name), and the tasks stream mode's task names
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.types import Send
@task
def double(x):
    return x * 2
@task
def label(x):
    return "L%d" % x
class S(TypedDict, total=False):
    items: list
    item: int
    log: Annotated[list, operator.add]
def fan(s):
    return [Send("worker", {"item": i}) for i in s["items"]]
def worker(s):
    return {"log": [double(s["item"]).result()]}
def inner(s):
    futs = [label(x) for x in sorted(s["log"])]
    return {"log": [f.result() for f in futs]}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node("worker", worker).add_node("sub", sub)
     .add_conditional_edges(START, fan, ["worker"]).add_edge("worker", "sub").add_edge("sub", END).compile())
print(g.invoke({"items": [1, 2, 3]}))
out = []
for ns, upd in g.stream({"items": [4, 5]}, stream_mode="updates", subgraphs=True):
    out.append(([p.split(":")[0] for p in ns], sorted(upd), sorted(map(str, upd.values()))))
for row in sorted(out):
    print(row)
names = []
for ns, chunk in g.stream({"items": [6]}, stream_mode="tasks", subgraphs=True):
    names.append(([p.split(":")[0] for p in ns], chunk["name"], "result" in chunk))
print(sorted(names))
