# https://github.com/langchain-ai/langgraph/issues/4841 : create_react_agent with post_model_hook; tools with InjectedState / InjectedStore / InjectedToolCallId
from typing import Annotated
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent, InjectedState, InjectedStore
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self

@tool("read_the_news", description="Read the news")
def read_the_news(state: Annotated[dict, InjectedState], tcid: Annotated[str, InjectedToolCallId]):
    return f"news; {len(state['messages'])} msgs; {tcid}"

@tool
def remember(key: str, store: Annotated[object, InjectedStore()], messages: Annotated[list, InjectedState("messages")]) -> str:
    """Remember a key."""
    store.put(("mem",), key, {"n": len(messages)})
    return "stored " + key

def fm(ms): return [(type(m).__name__, m.content, getattr(m, "tool_call_id", None), [t["name"] for t in getattr(m, "tool_calls", [])]) for m in ms]
for hook in (None, lambda s: {}):
    model = M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "read_the_news", "args": {}, "id": "c1"}, {"name": "remember", "args": {"key": "k"}, "id": "c2"}]), AIMessage("done", id="a2")])
    store = InMemoryStore()
    ag = create_react_agent(model, [read_the_news, remember], post_model_hook=hook, store=store, checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    out = ag.invoke({"messages": [("user", "hi")]}, cfg)
    print(fm(out["messages"]))
    print(store.get(("mem",), "k").value, list(ag.get_graph().nodes))
    print([(h.metadata["step"], h.next) for h in ag.get_state_history(cfg)])
