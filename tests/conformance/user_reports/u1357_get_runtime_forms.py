# https://github.com/langchain-ai/langgraph/pull/6689 : get_runtime() as tools and helpers use it: inside a node, a routing function, a @task called by a node, a tool run by ToolNode, and outside any graph (the error); Runtime.override / merge on the runtime a node receives; context of a dataclass schema with defaults and a TypedDict schema given as a dict
from dataclasses import dataclass
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.runtime import Runtime, get_runtime
from langgraph.func import task
from langgraph.prebuilt import ToolNode
@dataclass
class Ctx:
    user: str = "anon"
    lang: str = "en"
class TCtx(TypedDict):
    user: str
out = []
def helper(tag):
    rt = get_runtime()
    out.append((tag, rt.context, rt.store is None))
@task
def t1(x):
    helper("task")
    return x
@tool
def lookup(q: str) -> str:
    """Look up."""
    helper("tool")
    return q
def node(s, runtime: Runtime[Ctx]):
    helper("node")
    r2 = runtime.override(context=Ctx(user="other"))
    out.append(("override", r2.context, runtime.context))
    t1(1).result()
    return {"messages": [AIMessage("", id="a", tool_calls=[{"name": "lookup", "args": {"q": "z"}, "id": "c"}])]}
def route(s):
    helper("route")
    return "tools"
for schema, ctx in ((Ctx, Ctx(user="ann")), (Ctx, None), (TCtx, {"user": "bob"})):
    out.clear()
    g = (StateGraph(MessagesState, context_schema=schema).add_node("node", node).add_node("tools", ToolNode([lookup]))
         .add_edge(START, "node").add_conditional_edges("node", route, ["tools"]).compile())
    try:
        g.invoke({"messages": []}, context=ctx)
    except Exception as e:
        out.append(("ERR", type(e).__name__))
    print(schema.__name__, out)
try:
    get_runtime()
except Exception as e:
    print("outside", type(e).__name__, e)
