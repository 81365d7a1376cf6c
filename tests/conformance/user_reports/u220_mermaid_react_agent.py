# https://github.com/langchain-ai/langgraph/issues/4597 , #4969 : get_graph().draw_mermaid() of create_react_agent (with/without tools, hooks), a graph with Command destinations and a node named with spaces
from typing import Literal
from typing_extensions import TypedDict
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def t1(x: int) -> int:
    """t1"""
    return x
m = M(responses=[AIMessage("x")])
print(create_react_agent(m, [t1]).get_graph().draw_mermaid())
print(create_react_agent(m, []).get_graph().draw_mermaid())
print(create_react_agent(m, [t1], pre_model_hook=lambda s: {}, post_model_hook=lambda s: {}).get_graph().draw_mermaid())
class S(TypedDict):
    x: int
def go(s) -> Command[Literal["my node", "__end__"]]:
    return Command(goto="my node")
b = StateGraph(S); b.add_node("go", go); b.add_node("my node", lambda s: {"x": 1}); b.add_edge(START, "go")
print(b.compile().get_graph().draw_mermaid())
print(b.compile().get_graph().draw_mermaid(curve_style=__import__("langchain_core.runnables.graph", fromlist=["CurveStyle"]).CurveStyle.BASIS, wrap_label_n_words=2))
