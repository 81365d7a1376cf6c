# https://github.com/langchain-ai/langgraph/issues/1569 , #2336 : create_react_agent(debug=True) printed trace (sans colours), interrupt_after=['tools'] with version v2 and two tool calls: next after the pause, resume
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import re
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
@tool
def t(x: int) -> int:
    """t"""
    return x * 10
m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("t", {"x": 1}, "c1"), call("t", {"x": 2}, "c2")]), AIMessage("done", id="a2")]))
agent = create_react_agent(m, [t], interrupt_after=["tools"], checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
out = agent.invoke({"messages": [HumanMessage("go", id="h")]}, c)
st = agent.get_state(c)
print(st.next, sorted(show(out["messages"]), key=str), [t.name for t in st.tasks])
out = agent.invoke(None, c)
print(show(out["messages"][-1:]), agent.get_state(c).next)
import io, contextlib
m2 = Model(messages=iter([AIMessage("plain", id="p1")]))
agent2 = create_react_agent(m2, [t], debug=True)
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    agent2.invoke({"messages": [HumanMessage("go", id="h")]})
text = re.sub(r"\x1b\[[0-9;]*m", "", buf.getvalue())
print(text)
