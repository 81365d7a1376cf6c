# https://github.com/langchain-ai/langgraph/issues/4986 : stream_mode="messages" from create_react_agent(version="v2") (a non-streaming model) with two parallel tool calls: the AI chunks' node and step, and each ToolMessage's langgraph_node, step, triggers and path (Send tasks), sorted within the tools step
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def look(q: str) -> str:
    """look"""
    return "saw " + q
model = Model(disable_streaming=True, messages=iter([AIMessage("calling", id="a1", tool_calls=[{"name": "look", "args": {"q": q}, "id": "c" + q, "type": "tool_call"} for q in ("x", "y")]), AIMessage("saw both", id="a2")]))
agent = create_react_agent(model, [look], version="v2")
rows = []
for ch, meta in agent.stream({"messages": [HumanMessage("look", id="h")]}, stream_mode="messages"):
    rows.append((meta["langgraph_step"], type(ch).__name__, ch.content, meta["langgraph_node"], tuple(meta["langgraph_triggers"]), tuple(str(p) for p in meta["langgraph_path"])))
for r in sorted(rows, key=lambda r: (r[0], r[1] == "ToolMessage" and r[2])):
    print(r)
