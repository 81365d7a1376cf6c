# https://github.com/langchain-ai/langgraph/pull/4457 : create_react_agent(name=...) and its compiled graph: .name, the nodes of get_graph() for plain / with tools / pre+post hooks / response_format, the AIMessage's name, and the agent used as a node without an explicit name
from pydantic import BaseModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent
class Ans(BaseModel):
    x: int
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def with_structured_output(self, schema, **kw):
        return RunnableLambda(lambda m: schema(x=1))
@tool
def t(q: str) -> str:
    """t"""
    return q
def m(): return Model(messages=iter([AIMessage("hi", id="a%d" % i) for i in range(5)]))
for label, kw in [("plain", {}), ("tools", {"tools": [t]}), ("hooks", {"tools": [t], "pre_model_hook": lambda s: {"llm_input_messages": s["messages"]}, "post_model_hook": lambda s: {}}),
                  ("rf", {"tools": [t], "response_format": Ans}), ("named", {"name": "helper"})]:
    tools = kw.pop("tools", [])
    a = create_react_agent(m(), tools, **kw)
    out = a.invoke({"messages": [HumanMessage("q", id="h")]})
    print(label, a.name, sorted(a.get_graph().nodes), out["messages"][-1].name, sorted(out))
named = create_react_agent(m(), [], name="helper")
g = StateGraph(MessagesState).add_node(named).add_edge(START, "helper").compile()
print(list(g.nodes), [ (k, [x.content for x in v["messages"]]) for ch in g.stream({"messages": [HumanMessage("q", id="h")]}, stream_mode="updates") for k, v in ch.items()])
