# https://github.com/langchain-ai/langgraph/issues/6370 : Runtime context through Send workers and a subgraph reached by Send, context in a conditional edge function, stream with context, runtime.context immutable across steps; missing context with a default dataclass
from dataclasses import dataclass, field
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.types import Send
@dataclass
class Ctx:
    prefix: str = "def"
    n: list = field(default_factory=list)
class S(TypedDict):
    subjects: list
    jokes: Annotated[list, operator.add]
class W(TypedDict):
    subject: str
def gen(s: S, runtime: Runtime[Ctx]):
    return {"subjects": ["lion", "cat"]}
def route(s: S, runtime: Runtime[Ctx]):
    runtime.context.n.append("routed")
    return [Send("joke", {"subject": x}) for x in s["subjects"]]
def joke(s: W, runtime: Runtime[Ctx]):
    return {"jokes": [f"{runtime.context.prefix}:{s['subject']}"]}
subj = StateGraph(W, context_schema=Ctx).add_node("inner", lambda s, runtime: {"subject": s["subject"]}).add_edge(START, "inner").compile()
g = StateGraph(S, context_schema=Ctx).add_node("gen", gen).add_node("joke", joke).add_edge(START, "gen").add_conditional_edges("gen", route, ["joke"]).add_edge("joke", END).compile()
ctx = Ctx(prefix="P")
print(sorted(g.invoke({"subjects": [], "jokes": []}, context=ctx)["jokes"]), ctx.n)
print(sorted(g.invoke({"subjects": [], "jokes": []}, context=Ctx())["jokes"]))
try:
    print(sorted(g.invoke({"subjects": [], "jokes": []})["jokes"]))
except Exception as e:
    print("none", type(e).__name__, str(e)[:80])
try:
    print(sorted(g.invoke({"subjects": [], "jokes": []}, context={"prefix": "D"})["jokes"]))
except Exception as e:
    print("dict", type(e).__name__, str(e)[:80])
