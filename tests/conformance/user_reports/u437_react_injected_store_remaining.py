# https://github.com/langchain-ai/langgraph/issues/5072 , #6023 : create_react_agent with a store (InjectedStore tool) and a recursion-limited loop: "Sorry, need more steps" via remaining_steps; get_state after
from typing import Annotated, Any
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, InjectedStore
from langgraph.store.memory import InMemoryStore

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
def remember(fact: str, store: Annotated[Any, InjectedStore()]) -> str:
    """Remember."""
    store.put(("facts",), fact, {"f": fact})
    return f"stored {fact}; total {len(store.search(('facts',)))}"

def calls():
    i = 0
    while True:
        i += 1
        yield AIMessage("", id=f"a{i}", tool_calls=[{"name": "remember", "args": {"fact": f"f{i}"}, "id": f"t{i}"}])
store = InMemoryStore()
agent = create_react_agent(M(messages=calls()), [remember], store=store)
out = agent.invoke({"messages": [HumanMessage("go", id="h")]}, {"recursion_limit": 6})
print([(type(m).__name__, m.content) for m in out["messages"]])
print(sorted(i.key for i in store.search(("facts",))))
try:
    agent.invoke({"messages": [HumanMessage("go", id="h")]}, {"recursion_limit": 1})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
