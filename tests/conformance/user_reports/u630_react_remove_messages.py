# https://github.com/langchain-ai/langgraph/pull/4785 , #5112 : create_react_agent with a pre_model_hook that trims via RemoveMessage(REMOVE_ALL_MESSAGES) + kept messages, a post_model_hook, checkpointer across turns: final messages per turn
from langchain_core.messages import AIMessage, RemoveMessage, HumanMessage
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def pre(state):
    msgs = state["messages"]
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES)] + msgs[-3:]}
def post(state):
    return {"messages": [AIMessage(state["messages"][-1].content + " (checked)", id=state["messages"][-1].id)]}
agent = create_react_agent(Model(messages=iter([AIMessage(f"r{i}", id=f"ai{i}") for i in range(4)])), [], pre_model_hook=pre, post_model_hook=post, checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for i in range(4):
    out = agent.invoke({"messages": [HumanMessage(f"h{i}", id=f"h{i}")]}, c)
    print([(type(m).__name__, m.content, m.id) for m in out["messages"]])
print(list(agent.get_graph().nodes))
