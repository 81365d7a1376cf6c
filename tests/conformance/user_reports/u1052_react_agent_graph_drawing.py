# https://github.com/langchain-ai/langgraph/issues/4969 : create_react_agent's drawn graph: nodes and edges with no tools, with tools, with pre_model_hook and post_model_hook, with response_format, and its draw_mermaid; names and node metadata
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from pydantic import BaseModel
from langgraph.prebuilt import create_react_agent
@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b
class Answer(BaseModel):
    text: str
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
model = Model(messages=iter([AIMessage("hi")]))
for label, kw in [("no tools", dict(tools=[])), ("tools", dict(tools=[add])), ("hooks", dict(tools=[add], pre_model_hook=lambda s: {"llm_input_messages": s["messages"]}, post_model_hook=lambda s: {})), ("response", dict(tools=[add], response_format=Answer))]:
    g = create_react_agent(model, **kw)
    gr = g.get_graph()
    print(label, g.name, list(gr.nodes), sorted((e.source, e.target, e.conditional) for e in gr.edges))
print(create_react_agent(model, tools=[add], pre_model_hook=lambda s: {}, post_model_hook=lambda s: {}).get_graph().draw_mermaid())
