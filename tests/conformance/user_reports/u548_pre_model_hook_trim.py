# https://github.com/langchain-ai/langgraph/pull/4785 , #5112 : create_react_agent pre_model_hook returning llm_input_messages vs messages with RemoveMessage(REMOVE_ALL_MESSAGES); what the model saw and what the state keeps, over two turns on a thread
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
class Scripted(BaseChatModel):
    seen: list = []
    i: int = 0
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([m.content for m in messages])
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=AIMessage(f"reply{self.i}", id=f"r{self.i}"))])
    @property
    def _llm_type(self):
        return "scripted"
    def bind_tools(self, tools, **kw):
        return self
def keep_last_input(state):
    return {"llm_input_messages": state["messages"][-1:]}
def overwrite(state):
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES)] + state["messages"][-2:]}
for hook in [keep_last_input, overwrite]:
    model = Scripted()
    agent = create_react_agent(model, [], pre_model_hook=hook, checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    for i, text in enumerate(["one", "two", "three"]):
        agent.invoke({"messages": [HumanMessage(text, id=f"h{i}")]}, cfg)
    print(hook.__name__, model.seen)
    print(" state", [m.content for m in agent.get_state(cfg).values["messages"]])
    print(" nodes", list(agent.get_graph().nodes))
