# https://github.com/langchain-ai/langgraph/pull/1081 : create_react_agent's prompt as a str, a SystemMessage, a callable over the state, a RunnableLambda and None: exactly which messages (type, content) the chat model receives on each form, and the final transcript (the prompt is never saved into state)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableLambda
from langgraph.prebuilt import create_react_agent
seen = []
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, msgs, *a, **kw):
        ms = msgs.to_messages() if hasattr(msgs, "to_messages") else msgs
        seen.append([(type(m).__name__, m.content) for m in ms])
        return super().invoke(msgs, *a, **kw)
def cal(state):
    return [SystemMessage("callable sees %d" % len(state["messages"]))] + state["messages"]
forms = [("str", "be brief"), ("sys", SystemMessage("sys brief")), ("callable", cal),
         ("runnable", RunnableLambda(lambda s: [HumanMessage("prefix")] + s["messages"])), ("none", None)]
for label, p in forms:
    seen.clear()
    agent = create_react_agent(Model(messages=iter([AIMessage("ok", id="a")])), [], prompt=p)
    out = agent.invoke({"messages": [HumanMessage("hi", id="h")]})
    print(label, seen, [(type(m).__name__, m.content) for m in out["messages"]])
