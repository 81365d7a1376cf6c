# https://github.com/langchain-ai/langgraph/issues/6370 , #6046 , #5776 , PR 5243 : context_schema (dataclass / TypedDict), context= on invoke/stream, runtime.context in nodes, routers, Send workers, subgraphs, get_runtime(); no context given
import operator
from dataclasses import dataclass
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime
from langgraph.types import Send
@dataclass
class Ctx:
    user: str
    factor: int = 2
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def fan(s: S, runtime: Runtime[Ctx]):
    return [Send("work", {"items": [i], "out": []}) for i in s["items"]]
def work(s: S, runtime: Runtime[Ctx]):
    return {"out": [(runtime.context.user, s["items"][0] * runtime.context.factor)]}
def sub_node(s: S):
    rt = get_runtime(Ctx)
    return {"out": [("sub", rt.context.user, type(rt.context).__name__)]}
sub = StateGraph(S, context_schema=Ctx).add_node("sub_node", sub_node).add_edge(START, "sub_node").compile()
def finish(s: S, runtime: Runtime[Ctx]):
    return {"out": [("finish", runtime.context.user if runtime.context else None, runtime.store is None)]}
g = (StateGraph(S, context_schema=Ctx).add_node("start", lambda s: {}).add_node("work", work).add_node("sub", sub).add_node("finish", finish)
     .add_edge(START, "start").add_conditional_edges("start", fan, ["work"]).add_edge("work", "sub").add_edge("sub", "finish").add_edge("finish", END).compile())
r = g.invoke({"items": [1, 2, 3], "out": []}, context=Ctx(user="ann", factor=3))
print(sorted(map(str, r["out"])))
print(sorted(map(str, [c for c in g.stream({"items": [5], "out": []}, context=Ctx(user="bob"), stream_mode="updates")])))
try:
    print(g.invoke({"items": [1], "out": []}))
except Exception as e:
    print("no ctx", type(e).__name__, str(e)[:80])
class TD(TypedDict):
    lang: str
def node_td(s, runtime: Runtime[TD]):
    return {"out": [runtime.context]}
g2 = StateGraph(S, context_schema=TD).add_node("n", node_td).add_edge(START, "n").compile()
print(g2.invoke({"items": [], "out": []}, context={"lang": "fr"}))
print(g2.invoke({"items": [], "out": []}))
print(g2.get_context_jsonschema())
