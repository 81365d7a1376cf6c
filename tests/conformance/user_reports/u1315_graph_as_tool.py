# https://github.com/langchain-ai/langgraph/issues/1455 : a compiled graph turned into a tool with as_tool(name=..., description=..., arg_types=...), its args schema, invoked directly and from ToolNode inside another graph, and the tool's output the agent sees
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.prebuilt import ToolNode
class S(TypedDict):
    q: str
    answer: str
def solve(s): return {"answer": s["q"][::-1]}
g = StateGraph(S).add_node("solve", solve).add_edge(START, "solve").compile()
t = g.as_tool(name="reverser", description="Reverses q.")
print(t.name, t.description, type(t).__name__)
print(sorted(t.args))
for args in [{"q": "abc"}, {"q": "abc", "answer": ""}]:
    try:
        print(t.invoke(args))
    except Exception as e:
        print("ERR", type(e).__name__, str(e).splitlines()[0])
t2 = g.as_tool(name="rev2", description="d", arg_types={"q": str})
print(sorted(t2.args), t2.invoke({"q": "xyz"}))
def agent(s):
    return {"messages": [AIMessage("", id="a", tool_calls=[{"name": "reverser", "args": {"q": "hello", "answer": ""}, "id": "c"}])]}
outer = StateGraph(MessagesState).add_node("agent", agent).add_node("tools", ToolNode([t])).add_edge(START, "agent").add_edge("agent", "tools").compile()
out = outer.invoke({"messages": [HumanMessage("go", id="h")]})
print([(type(m).__name__, m.content) for m in out["messages"]])
