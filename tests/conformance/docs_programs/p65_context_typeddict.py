from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.config import get_config

class Ctx(TypedDict):
    lang: str
    level: int

class S(TypedDict):
    out: str

def node(state: S, runtime: Runtime[Ctx]):
    cfg = get_config()
    return {"out": f"{runtime.context['lang']}/{runtime.context['level']} thread={cfg['configurable'].get('thread_id')} node={cfg['metadata']['langgraph_node']}"}

g = StateGraph(S, context_schema=Ctx).add_node(node).add_edge(START, "node").compile()
print(g.invoke({"out": ""}, context={"lang": "fr", "level": 2}))
print(g.invoke({"out": ""}, {"configurable": {"thread_id": "z"}}, context={"lang": "de", "level": 1}))
try:
    print(g.invoke({"out": ""}, context={"lang": "fr"}))
except Exception as e:
    print(type(e).__name__, str(e)[:120])
print(g.get_context_jsonschema() if hasattr(g, "get_context_jsonschema") else None)
