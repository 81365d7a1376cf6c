# https://github.com/langchain-ai/langgraph/issues/2599 : create_react_agent whose tool raises, with ToolNode(handle_tool_errors=False) passed as tools and with the default: the exception's type, text and notes (which tasks are named), the messages after, and get_state next / tasks errors
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode
from langgraph.checkpoint.memory import InMemorySaver
@tool
def explode(x: int) -> str:
    """Explode."""
    raise ZeroDivisionError(f"exploded {x}")
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def model():
    return Model(messages=iter([AIMessage("", tool_calls=[{"name": "explode", "args": {"x": 1}, "id": "c1"}], id="ai1"), AIMessage("final", id="ai2")]))
for label, tools in [("raise", ToolNode([explode], handle_tool_errors=False)), ("default", [explode])]:
    g = create_react_agent(model(), tools, checkpointer=InMemorySaver())
    c = {"configurable": {"thread_id": label}}
    try:
        out = g.invoke({"messages": [("user", "go")]}, c)
        print(label, [(m.type, m.content[:60] if isinstance(m.content, str) else m.content) for m in out["messages"]])
    except Exception as e:
        print(label, type(e).__name__, str(e), [n.split(" and id")[0] for n in getattr(e, "__notes__", [])])
        st = g.get_state(c)
        print(label, st.next, [(t.name, repr(t.error)) for t in st.tasks], len(st.values["messages"]))
