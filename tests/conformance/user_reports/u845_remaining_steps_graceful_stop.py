# https://github.com/langchain-ai/langgraph/issues/3123 , https://github.com/langchain-ai/langgraph/issues/1722 : a create_react_agent whose model keeps calling tools, run with small recursion limits: where RemainingSteps makes it answer "Sorry, need more steps to process this request." instead of raising, the messages it ends with, and a hand-written loop that reads RemainingSteps and IsLastStep itself
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import operator
from typing import Annotated, TypedDict
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
@tool
def ping(n: int) -> str:
    """ping"""
    return "pong %d" % n
def looping():
    return iter([AIMessage("", id="a%d" % i, tool_calls=[call("ping", {"n": i}, "c%d" % i)]) for i in range(20)])
for limit in [2, 3, 4, 5, 6]:
    agent = create_react_agent(Model(messages=looping()), [ping])
    try:
        out = agent.invoke({"messages": [HumanMessage("go", id="h")]}, {"recursion_limit": limit})
        print(limit, len(out["messages"]), show(out["messages"][-2:]))
    except Exception as e:
        print(limit, "RAISED", type(e).__name__, str(e).splitlines()[0])
class L(TypedDict):
    seen: Annotated[list, operator.add]
    rs: RemainingSteps
    last: IsLastStep
def step(s):
    return {"seen": [(s["rs"], s["last"])]}
g = StateGraph(L).add_node("step", step)
g.add_edge(START, "step"); g.add_conditional_edges("step", lambda s: END if s["rs"] <= 2 else "step")
for limit in [3, 5, 8]:
    print(limit, g.compile().invoke({"seen": []}, {"recursion_limit": limit}))
