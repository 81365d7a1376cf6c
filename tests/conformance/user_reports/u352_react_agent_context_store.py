# https://github.com/langchain-ai/langgraph/issues/6046 , #5700 : create_react_agent with context_schema: a dynamic prompt reading runtime context, a tool reading get_runtime().context and the store, invoked with context=
from dataclasses import dataclass
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.runtime import get_runtime
from langgraph.store.memory import InMemoryStore

@dataclass
class Ctx:
    user_name: str

class ToolModel(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def whoami() -> str:
    """Tell the user name."""
    rt = get_runtime(Ctx)
    rt.store.put(("seen",), rt.context.user_name, {"n": 1})
    return f"you are {rt.context.user_name}"
def prompt(state, runtime=None):
    r = get_runtime(Ctx)
    return [{"role": "system", "content": f"User is {r.context.user_name}"}] + state["messages"]
store = InMemoryStore()
model = ToolModel(messages=iter([AIMessage("", id="c1", tool_calls=[{"name": "whoami", "args": {}, "id": "t1"}]), AIMessage("bye", id="c2")]))
agent = create_react_agent(model, [whoami], prompt=prompt, context_schema=Ctx, store=store)
out = agent.invoke({"messages": [HumanMessage("who?", id="h")]}, context=Ctx("ann"))
print([(type(x).__name__, x.content) for x in out["messages"]])
print([i.key for i in store.search(("seen",))])
