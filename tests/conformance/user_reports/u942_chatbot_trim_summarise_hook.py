# https://github.com/langchain-ai/langgraph/pull/4059 : a long-running chatbot built on create_react_agent whose pre_model_hook summarises old turns by replacing the whole history (RemoveMessage(REMOVE_ALL_MESSAGES) + summary + recent messages) once it grows past four messages; four turns on one thread: what the model saw each call, the stored transcript after each turn, and the history length
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, RemoveMessage
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
seen = []
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, msgs, *a, **kw):
        seen.append([m.content for m in msgs])
        return super().invoke(msgs, *a, **kw)
def pre(s):
    msgs = s["messages"]
    if len(msgs) <= 4:
        return {}
    summary = SystemMessage("summary of %d msgs" % (len(msgs) - 2), id="sum-%d" % len(msgs))
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), summary] + msgs[-2:]}
model = Model(messages=iter([AIMessage("reply %d" % i, id="a%d" % i) for i in range(4)]))
agent = create_react_agent(model, [], pre_model_hook=pre, checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "chat"}}
for i in range(4):
    out = agent.invoke({"messages": [HumanMessage("turn %d" % i, id="h%d" % i)]}, cfg)
    print(i, [(type(m).__name__, m.content) for m in out["messages"]])
print(seen)
print(len(list(agent.get_state_history(cfg))))
