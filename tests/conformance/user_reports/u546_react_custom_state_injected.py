# https://github.com/langchain-ai/langgraph/issues/4841 , #6012 : create_react_agent with a custom state_schema, a prompt callable reading state, a tool with InjectedState reading a custom key and InjectedStore, remaining_steps, structured values out
from typing import Annotated
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedState, InjectedStore
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
class Scripted(BaseChatModel):
    responses: list
    seen: list = []
    i: int = 0
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        r = self.responses[self.i]
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=r)])
    @property
    def _llm_type(self):
        return "scripted"
    def bind_tools(self, tools, **kw):
        return self
class St(AgentState):
    user_id: str
    lang: str
@tool
def prefs(topic: str, user_id: Annotated[str, InjectedState("user_id")], store: Annotated[object, InjectedStore()]) -> str:
    """Look up preferences."""
    item = store.get(("prefs", user_id), topic)
    return str(item.value if item else None)
def prompt(state):
    return [SystemMessage(f"answer in {state['lang']}")] + state["messages"]
store = InMemoryStore()
store.put(("prefs", "u1"), "food", {"likes": "tea"})
model = Scripted(responses=[AIMessage("", id="a1", tool_calls=[{"name": "prefs", "args": {"topic": "food"}, "id": "c1"}]), AIMessage("you like tea", id="a2")])
agent = create_react_agent(model, [prefs], state_schema=St, prompt=prompt, store=store, checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = agent.invoke({"messages": [HumanMessage("what do I like?", id="h")], "user_id": "u1", "lang": "fr"}, cfg)
print(sorted(out), out["user_id"], out["lang"])
print([(type(m).__name__, m.content) for m in out["messages"]])
for s in model.seen:
    print(s)
st = agent.get_state(cfg)
print(st.values.get("remaining_steps"), sorted(st.values), st.metadata["step"])
print(sorted(agent.get_input_jsonschema()["properties"]), sorted(agent.get_output_jsonschema()["properties"]))
