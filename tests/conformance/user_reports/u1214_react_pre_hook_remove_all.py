# https://github.com/langchain-ai/langgraph/pull/4457 : a pre_model_hook that summarises by returning {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), summary, *last]} (rewriting state) versus llm_input_messages (not rewriting), over a checkpointed two-turn conversation: what the model saw and what the thread keeps
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, SystemMessage
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
seen = []
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, msgs, *a, **kw):
        ms = msgs.to_messages() if hasattr(msgs, "to_messages") else msgs
        seen.append([m.content for m in ms])
        return super().invoke(msgs, *a, **kw)
def rewrite(s):
    if len(s["messages"]) < 3:
        return {}
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), SystemMessage("summary of %d" % (len(s["messages"]) - 1), id="sum"), s["messages"][-1]]}
def view(s):
    return {"llm_input_messages": [SystemMessage("summary of %d" % (len(s["messages"]) - 1))] + s["messages"][-1:]}
for label, hook in [("rewrite", rewrite), ("view", view)]:
    seen.clear()
    agent = create_react_agent(Model(messages=iter([AIMessage("r%d" % i, id="r%d" % i) for i in range(3)])), [], pre_model_hook=hook, checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": label}}
    for q in ["one", "two", "three"]:
        out = agent.invoke({"messages": [HumanMessage(q, id=q)]}, cfg)
    print(label, seen, [m.content for m in out["messages"]], sorted(out))
