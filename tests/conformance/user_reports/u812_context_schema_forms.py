# https://github.com/langchain-ai/langgraph/issues/5776 : context= given as a dict to a dataclass / pydantic / TypedDict context_schema (coerced or not), a dict with an unknown key, a pydantic validation error, no context, a non-dict value, and config["configurable"] not becoming context; get_runtime() inside a node
from dataclasses import dataclass
from typing import TypedDict, Annotated
import operator
from pydantic import BaseModel
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime, get_runtime
class S(TypedDict):
    x: Annotated[list, operator.add]
@dataclass
class Ctx:
    user: str = "anon"
    n: int = 1
class PCtx(BaseModel):
    user: str
    n: int = 2
class TCtx(TypedDict):
    user: str
def node(s, runtime: Runtime):
    return {"x": [repr(runtime.context), repr(get_runtime().context) == repr(runtime.context)]}
def run(label, schema, **kw):
    g = StateGraph(S, context_schema=schema); g.add_node("n", node); g.add_edge(START, "n")
    try:
        print(label, g.compile().invoke({"x": []}, **kw))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0])
run("dc none", Ctx)
run("dc obj", Ctx, context=Ctx("bob"))
run("dc dict", Ctx, context={"user": "d"})
run("dc bad key", Ctx, context={"zz": 1})
run("dc int", Ctx, context=5)
run("dc config", Ctx, config={"configurable": {"user": "cfg"}})
run("pyd dict", PCtx, context={"user": "p"})
run("pyd bad", PCtx, context={"n": "x"})
run("pyd none", PCtx)
run("td dict", TCtx, context={"user": "t"})
run("no schema dict", None, context={"user": "plain"})
