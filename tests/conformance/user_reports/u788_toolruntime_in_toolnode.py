# https://github.com/langchain-ai/docs/issues/1173 , https://github.com/langchain-ai/langgraph/issues/5990 : a tool taking `runtime: ToolRuntime` inside a StateGraph's ToolNode: the runtime's state, context, tool_call_id, store and config; the tool's schema hides the runtime argument
from dataclasses import dataclass
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, ToolRuntime
from langgraph.store.memory import InMemoryStore
@dataclass
class Ctx:
    user_id: str
class S(MessagesState):
    topic: str
@tool
def lookup(q: str, runtime: ToolRuntime) -> str:
    """Look something up."""
    runtime.store.put(("notes",), q, {"by": runtime.context.user_id})
    return f"{q}|{runtime.state['topic']}|{runtime.context.user_id}|{runtime.tool_call_id}|{len(runtime.state['messages'])}|{runtime.config['metadata'].get('langgraph_node')}"
print(sorted(lookup.tool_call_schema.model_json_schema()["properties"]))
store = InMemoryStore()
g = StateGraph(S, context_schema=Ctx); g.add_node("tools", ToolNode([lookup])); g.add_edge(START, "tools")
app = g.compile(store=store)
out = app.invoke({"topic": "cats", "messages": [AIMessage("", tool_calls=[{"name": "lookup", "args": {"q": "x"}, "id": "t1"}, {"name": "lookup", "args": {"q": "y"}, "id": "t2"}])]}, context=Ctx(user_id="u9"))
print([m.content for m in out["messages"][1:]])
print(sorted((i.key, i.value["by"]) for i in store.search(("notes",))))
