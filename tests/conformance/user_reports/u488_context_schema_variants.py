# https://github.com/langchain-ai/langgraph/issues/6370 : context_schema as TypedDict / pydantic model, no context given, Runtime defaults, context in a subgraph node and Send worker
from typing import TypedDict, Annotated
import operator
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.types import Send
class CtxTD(TypedDict):
    lang: str
class CtxPD(BaseModel):
    lang: str = "en"
    n: int = 1
class S(TypedDict):
    out: Annotated[list, operator.add]
def a(s, runtime: Runtime[CtxTD]):
    return {"out": [("a", runtime.context)]}
g = StateGraph(S, context_schema=CtxTD).add_node("a", a).add_edge(START, "a").compile()
print(g.invoke({"out": []}, context={"lang": "fr"}))
print(g.invoke({"out": []}))
def b(s, runtime: Runtime[CtxPD]):
    return {"out": [("b", type(runtime.context).__name__, getattr(runtime.context, "lang", None))]}
def w(x, runtime: Runtime[CtxPD]):
    return {"out": [("w", x, getattr(runtime.context, "n", None))]}
sub = StateGraph(S, context_schema=CtxPD).add_node("b", b).add_edge(START, "b").compile()
g2 = (StateGraph(S, context_schema=CtxPD).add_node("sub", sub).add_node("w", w)
      .add_conditional_edges(START, lambda s: ["sub", Send("w", 7)], ["sub", "w"]).compile())
print(sorted(map(str, g2.invoke({"out": []}, context=CtxPD(lang="de", n=3))["out"])))
print(sorted(map(str, g2.invoke({"out": []}, context={"lang": "it"})["out"])))
print(sorted(map(str, g2.invoke({"out": []})["out"])))
def c(s, runtime: Runtime):
    return {"out": [(runtime.context, runtime.store, runtime.previous)]}
print(StateGraph(S).add_node("c", c).add_edge(START, "c").compile().invoke({"out": []}))
