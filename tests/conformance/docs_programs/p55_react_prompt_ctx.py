from dataclasses import dataclass
from typing import Any, Annotated
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedStore, ToolRuntime
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.runtime import get_runtime

seen_prompts = []
class FakeToolModel(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kwargs: Any):
        return self
    def _generate(self, messages, *a, **k):
        seen_prompts.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, *a, **k)

@dataclass
class Ctx:
    user_name: str

@tool
def whoami(runtime: ToolRuntime) -> str:
    """Return the current user."""
    return f"user={runtime.context.user_name} store={runtime.store is not None} call={runtime.tool_call_id}"

@tool
def remember(fact: str, store: Annotated[Any, InjectedStore()]) -> str:
    """Save a fact."""
    store.put(("facts",), fact, {"f": fact})
    return "saved"

def prompt(state):
    user = get_runtime(Ctx).context.user_name
    return [SystemMessage(f"You help {user}")] + state["messages"]

model = FakeToolModel(responses=[
    AIMessage("", id="a1", tool_calls=[{"name": "whoami", "args": {}, "id": "c1"}, {"name": "remember", "args": {"fact": "sky"}, "id": "c2"}]),
    AIMessage("all done", id="a2"),
])
store = InMemoryStore()
agent = create_react_agent(model=model, tools=[whoami, remember], prompt=prompt, context_schema=Ctx, store=store, checkpointer=InMemorySaver())
r = agent.invoke({"messages": [HumanMessage("hi", id="u")]}, {"configurable": {"thread_id": "1"}}, context=Ctx(user_name="Kim"))
for m in r["messages"]:
    print(type(m).__name__, repr(m.content), getattr(m, "tool_call_id", None))
print(seen_prompts)
print([i.key for i in store.search(("facts",))])
