# https://github.com/langchain-ai/langgraph/issues/4841 : create_react_agent with a pre_model_hook that trims history into llm_input_messages and a post_model_hook that asks a human to approve tool calls (interrupt) and drops them when refused; the streamed updates, the pause, a rejection and an approval, and what the model saw each call
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
seen = []
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, msgs, *a, **kw):
        seen.append([m.content for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)])
        return super().invoke(msgs, *a, **kw)
@tool
def send_email(to: str) -> str:
    """send"""
    return "sent to " + to
def pre(s):
    return {"llm_input_messages": s["messages"][-2:]}
def post(s):
    last = s["messages"][-1]
    if not last.tool_calls:
        return {}
    ok = interrupt({"approve": [c["name"] for c in last.tool_calls]})
    if ok:
        return {}
    return {"messages": [RemoveMessage(id=last.id), AIMessage("cancelled", id=last.id + "x")]}
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "send_email", "args": {"to": "bob"}, "id": "t1", "type": "tool_call"}]), AIMessage("", id="a2", tool_calls=[{"name": "send_email", "args": {"to": "ann"}, "id": "t2", "type": "tool_call"}]), AIMessage("done", id="a3")]))
agent = create_react_agent(model, [send_email], pre_model_hook=pre, post_model_hook=post, checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(inp):
    for ch in agent.stream(inp, cfg, stream_mode="updates"):
        print({k: ([i.value for i in v] if k == "__interrupt__" else {kk: ([(type(m).__name__, m.content) for m in vv] if kk in ("messages", "llm_input_messages") else vv) for kk, vv in (v or {}).items()}) for k, v in ch.items()})
    st = agent.get_state(cfg)
    print(st.next, [m.content for m in st.values["messages"]])
show({"messages": [HumanMessage("one", id="h1"), HumanMessage("two", id="h2"), HumanMessage("email bob", id="h3")]})
show(Command(resume=False))
show({"messages": [HumanMessage("email ann", id="h4")]})
show(Command(resume=True))
print(seen)
