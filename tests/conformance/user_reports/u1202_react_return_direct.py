# https://github.com/langchain-ai/langchain/issues/22441 : a return_direct=True tool in create_react_agent (v1 and v2): the agent stops after the tool without calling the model again; a mixed turn with a direct and a normal tool; the updates stream and how many times the model ran
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
n = {"calls": 0}
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
    def invoke(self, *a, **kw):
        n["calls"] += 1
        return super().invoke(*a, **kw)
@tool(return_direct=True)
def multiply(a: int, b: int) -> int:
    """mul"""
    return a * b
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
def c(name, i, a, b): return {"name": name, "args": {"a": a, "b": b}, "id": i, "type": "tool_call"}
for version in ["v1", "v2"]:
    for calls in [[c("multiply", "m1", 5, 6)], [c("add", "x1", 1, 2), c("multiply", "m1", 5, 6)], [c("add", "x1", 1, 2)]]:
        n["calls"] = 0
        model = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls), AIMessage("final", id="a2")]))
        agent = create_react_agent(model, [multiply, add], version=version)
        ups = []
        for ch in agent.stream({"messages": [HumanMessage("q", id="h")]}, stream_mode="updates"):
            for k, v in ch.items():
                ups.append((k, [(m.type, m.content) for m in v["messages"]]))
        print(version, [x["name"] for x in calls], n["calls"], sorted(ups) if version == "v2" else ups)
