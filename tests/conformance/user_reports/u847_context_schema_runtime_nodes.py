# https://github.com/langchain-ai/langgraph/issues/5023 , docs 'runtime context' : a graph with context_schema (a dataclass with defaults) whose nodes read Runtime.context, a subgraph node reading the same context, a create_react_agent with context_schema and a prompt reading get_runtime().context, and what happens with a missing required context field
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from dataclasses import dataclass
from typing import TypedDict
from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime, get_runtime
from langgraph.prebuilt import create_react_agent
@dataclass
class Ctx:
    user: str
    lang: str = "en"
class S(TypedDict):
    out: list
def greet(s: S, runtime: Runtime[Ctx]):
    return {"out": s["out"] + ["hi %s (%s)" % (runtime.context.user, runtime.context.lang)]}
def inner(s: S, runtime: Runtime[Ctx]):
    return {"out": s["out"] + ["inner sees %s" % (type(runtime.context).__name__,) + " " + runtime.context.user]}
sub = StateGraph(S, context_schema=Ctx).add_node("inner", inner).add_edge(START, "inner").compile()
app = StateGraph(S, context_schema=Ctx).add_node("greet", greet).add_node("sub", sub).add_edge(START, "greet").add_edge("greet", "sub").compile()
print(app.invoke({"out": []}, context=Ctx(user="ann")))
print(app.invoke({"out": []}, context={"user": "bob", "lang": "fr"}))
try:
    print(app.invoke({"out": []}, context={"lang": "de"}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e).splitlines()[0])
try:
    print(app.invoke({"out": []}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e).splitlines()[0])
seen = []
def prompt(state):
    ctx = get_runtime(Ctx).context
    seen.append(ctx)
    return [SystemMessage("user " + ctx.user)] + state["messages"]
agent = create_react_agent(Model(messages=iter([AIMessage("ok", id="a1")])), [], prompt=prompt, context_schema=Ctx)
print(show(agent.invoke({"messages": [HumanMessage("x", id="h")]}, context=Ctx(user="cy"))["messages"]))
print(seen)
