# https://github.com/langchain-ai/langgraph/pull/4785 : create_react_agent drawings (mermaid) with/without tools, pre/post hooks, response_format; an agent used as a subgraph with xray
from pydantic import BaseModel
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def with_structured_output(self, schema, **kw):
        return self
class R(BaseModel):
    x: int
@tool
def t(x: int) -> int:
    """T."""
    return x
m = M(messages=iter([]))
for kw in ({"tools": []}, {"tools": [t]}, {"tools": [t], "pre_model_hook": lambda s: {}}, {"tools": [t], "post_model_hook": lambda s: {}}, {"tools": [t], "response_format": R}, {"tools": [t], "pre_model_hook": lambda s: {}, "post_model_hook": lambda s: {}, "response_format": R}):
    a = create_react_agent(m, **kw)
    print(sorted(k for k in kw), a.name)
    print(a.get_graph().draw_mermaid())
a = create_react_agent(m, [t], name="helper")
p = StateGraph(MessagesState).add_node("helper", a).add_edge(START, "helper").compile()
print(p.get_graph(xray=True).draw_mermaid())
