# https://github.com/langchain-ai/langgraph/pull/4785 , pre/post model hook reports : create_react_agent pre_model_hook (llm_input_messages vs messages overwrite with RemoveMessage) and post_model_hook; update stream and graph
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langchain_core.tools import tool
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.prebuilt import create_react_agent

seen = []
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def _generate(self, messages, *a, **kw):
        seen.append([m.content for m in messages])
        return super()._generate(messages, *a, **kw)

@tool
def t(x: int) -> int:
    """Double."""
    return x * 2

def pre_input(state):
    return {"llm_input_messages": state["messages"][-1:]}
def pre_overwrite(state):
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), *state["messages"][-2:]]}
def post(state):
    last = state["messages"][-1]
    return {"messages": [AIMessage(last.content + "!", id=last.id, tool_calls=last.tool_calls)]}

for pre in (pre_input, pre_overwrite):
    seen.clear()
    model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "t", "args": {"x": 2}, "id": "c1"}]), AIMessage("four", id="a2")]))
    agent = create_react_agent(model, [t], pre_model_hook=pre, post_model_hook=post)
    print(sorted(agent.get_graph().nodes))
    ups = []
    for ch in agent.stream({"messages": [HumanMessage("q0", id="h0"), AIMessage("r0", id="r0"), HumanMessage("q1", id="h1")]}, stream_mode="updates"):
        for k, v in ch.items():
            ups.append((k, sorted(v)))
    print(ups)
    print(seen)
    model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "t", "args": {"x": 2}, "id": "c1"}]), AIMessage("four", id="a2")]))
    agent = create_react_agent(model, [t], pre_model_hook=pre, post_model_hook=post)
    out = agent.invoke({"messages": [HumanMessage("q0", id="h0"), AIMessage("r0", id="r0"), HumanMessage("q1", id="h1")]})
    print([(type(m).__name__, m.content) for m in out["messages"]])
