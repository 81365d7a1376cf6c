# https://github.com/langchain-ai/langgraph/issues/8059 : a tool taking `runtime: ToolRuntime` in a create_react_agent with a custom state, a context_schema, a store and the stream writer: runtime.state keys, runtime.context, runtime.tool_call_id, runtime.config thread, runtime.store, and custom chunks it writes
from dataclasses import dataclass
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolRuntime
from langgraph.prebuilt.chat_agent_executor import AgentState
from langgraph.store.memory import InMemoryStore
from langgraph.checkpoint.memory import InMemorySaver
class S(AgentState):
    mood: str
@dataclass
class Ctx:
    user: str
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def inspect_rt(q: str, runtime: ToolRuntime) -> str:
    """inspect"""
    runtime.stream_writer({"tool": q})
    runtime.store.put(("t",), q, {"by": runtime.context.user})
    return "|".join([q, runtime.state["mood"], runtime.context.user, runtime.tool_call_id, runtime.config["configurable"]["thread_id"], ",".join(sorted(runtime.state))])
store = InMemoryStore()
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "inspect_rt", "args": {"q": "x"}, "id": "tc9", "type": "tool_call"}]), AIMessage("ok", id="a2")]))
agent = create_react_agent(model, [inspect_rt], state_schema=S, context_schema=Ctx, store=store, checkpointer=InMemorySaver())
for mode, c in agent.stream({"messages": [HumanMessage("go", id="h")], "mood": "calm"}, {"configurable": {"thread_id": "T"}}, context=Ctx(user="ann"), stream_mode=["custom", "updates"]):
    print(mode, c if mode == "custom" else {k: [m.content for m in v["messages"]] for k, v in c.items()})
print([(i.key, i.value) for i in store.search(("t",))], sorted(inspect_rt.tool_call_schema.model_json_schema()["properties"]))
