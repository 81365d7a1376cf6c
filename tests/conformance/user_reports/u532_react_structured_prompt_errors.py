# https://github.com/langchain-ai/langgraph/issues/6338 , #2219 : create_react_agent with a tool raising (handle_tool_errors default), an unknown tool name, bad args; the ToolMessage texts and statuses
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def div(a: int, b: int) -> float:
    """Divide."""
    return a / b
model = M(messages=iter([
    AIMessage("", id="a2", tool_calls=[{"name": "mul", "args": {"a": 1}, "id": "c2"}]),
    AIMessage("", id="a3", tool_calls=[{"name": "div", "args": {"a": "x"}, "id": "c3"}]),
    AIMessage("", id="a4", tool_calls=[{"name": "div", "args": {"a": 6, "b": 3}, "id": "c4"}]),
    AIMessage("", id="a1", tool_calls=[{"name": "div", "args": {"a": 1, "b": 0}, "id": "c1"}]),
    AIMessage("done", id="a5")]))
agent = create_react_agent(model, [div])
from langgraph.checkpoint.memory import InMemorySaver
agent = create_react_agent(model, [div], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    agent.invoke({"messages": [HumanMessage("go", id="h")]}, cfg)
except Exception as e:
    print("raised", type(e).__name__, e)
st = agent.get_state(cfg)
print(st.next, [(t.name, repr(t.error)) for t in st.tasks])
for m in st.values["messages"]:
    if type(m).__name__ == "ToolMessage":
        print(m.tool_call_id, m.status, m.name, m.content.replace("\n", " | ")[:300])
    else:
        print(type(m).__name__, m.content)
