# https://github.com/langchain-ai/langgraph/issues/5932 , #4718 : stream(version="v2") with ["messages","updates","values"] over a graph with a chat model node and a ToolNode: part types, ns, message/metadata pairs, ToolMessage in messages mode, invoke(version="v2")
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode, tools_condition
class Scripted(BaseChatModel):
    responses: list
    i: int = 0
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        r = self.responses[self.i % len(self.responses)]
        self.i += 1
        return ChatResult(generations=[ChatGeneration(message=r)])
    @property
    def _llm_type(self):
        return "scripted"
@tool
def add(a: int, b: int) -> int:
    """Add."""
    return a + b
model = Scripted(responses=[AIMessage("", id="a1", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}]), AIMessage("3", id="a2")])
def agent(s):
    return {"messages": [model.invoke(s["messages"])]}
g = (StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([add])).add_edge(START, "agent")
     .add_conditional_edges("agent", tools_condition).add_edge("tools", "agent").compile())
for part in g.stream({"messages": [HumanMessage("1+2", id="h")]}, stream_mode=["messages", "updates", "values"], version="v2"):
    t, ns, data = part["type"], part["ns"], part["data"]
    if t == "messages":
        m, meta = data
        print(t, ns, type(m).__name__, m.content, meta["langgraph_node"], sorted(part))
    elif t == "updates":
        print(t, ns, {k: [(type(x).__name__, x.content) for x in v["messages"]] for k, v in data.items()}, sorted(part))
    else:
        print(t, ns, [x.content for x in data["messages"]])
out = g.invoke({"messages": [HumanMessage("again", id="h2")]}, version="v2")
print(type(out).__name__, [x.content for x in out.value["messages"]], out.interrupts)
