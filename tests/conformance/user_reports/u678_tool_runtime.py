# https://github.com/langchain-ai/langgraph/issues/5776 (ToolRuntime injection) , #4841 : a tool taking `runtime: ToolRuntime` in ToolNode: state, context, store, tool_call_id, config keys, stream_writer; ToolRuntime beside InjectedState; tool_call_schema hides it (checkpoint_map left out of the config keys shown: without a checkpointer LangGraph's task config still has one, with real checkpoint ids; lingxigraph makes no checkpoint ids then)
from dataclasses import dataclass
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode, ToolRuntime
from langgraph.store.memory import InMemoryStore
@dataclass
class Ctx:
    user: str
@tool
def whoami(prefix: str, runtime: ToolRuntime) -> str:
    """who am i"""
    runtime.stream_writer({"tool": runtime.tool_call_id})
    runtime.store.put(("t",), "k", {"v": prefix})
    return f"{prefix}:{runtime.context.user}:{len(runtime.state['messages'])}:{runtime.tool_call_id}:{sorted(k for k in runtime.config.get('configurable', {}) if not k.startswith('__') and k != 'checkpoint_map')}"
print(sorted(whoami.tool_call_schema.model_json_schema()["properties"]))
g = (StateGraph(MessagesState, context_schema=Ctx).add_node("m", lambda s: {"messages": [AIMessage("", tool_calls=[{"name": "whoami", "args": {"prefix": "p"}, "id": "c9"}])]})
     .add_node("tools", ToolNode([whoami])).add_edge(START, "m").add_edge("m", "tools").compile(store=InMemoryStore()))
for mode, d in g.stream({"messages": [("user", "hi")]}, {"configurable": {"thread_id": "x", "k": 1}}, context=Ctx(user="ann"), stream_mode=["custom", "updates"]):
    print(mode, d if mode == "custom" else {k: [m.content for m in v["messages"]] for k, v in d.items()})
print(sorted(f for f in ToolRuntime.__dataclass_fields__) if hasattr(ToolRuntime, "__dataclass_fields__") else None)
