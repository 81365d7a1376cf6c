# https://github.com/langchain-ai/langgraph/issues/4394 , #4788 , #593 : drawing Send fan-outs (path_map list), Command[Literal] nodes, defer nodes, a create_react_agent subgraph with xray; to_json ids/edges; draw_mermaid options; get_graph().edges
from typing import Literal, TypedDict
import operator
from typing import Annotated
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Command
from langgraph.prebuilt import create_react_agent
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def fan(s):
    return [Send("work", i) for i in s["items"]]
def decide(s) -> Command[Literal["finish", "agent"]]:
    return Command(goto="finish")
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def t1(x: int) -> int:
    """tool."""
    return x
agent = create_react_agent(M(messages=iter([])), [t1], name="agent")
b = (StateGraph(S).add_node("plan", lambda s: {}).add_node("work", lambda i: {"out": [i]}).add_node("decide", decide)
     .add_node("agent", agent).add_node("finish", lambda s: {}, defer=True)
     .add_edge(START, "plan").add_conditional_edges("plan", fan, ["work"]).add_edge("work", "decide").add_edge("agent", "finish").add_edge("finish", END))
g = b.compile()
for x in [False, True]:
    gr = g.get_graph(xray=x)
    print(gr.draw_mermaid())
    j = gr.to_json()
    print([n["id"] for n in j["nodes"]])
    print([(e["source"], e["target"], e.get("conditional", False)) for e in j["edges"]])
print(g.get_graph().draw_mermaid(with_styles=False, curve_style=__import__("langchain_core.runnables.graph", fromlist=["CurveStyle"]).CurveStyle.BASIS))
print([(e.source, e.target, e.data, e.conditional) for e in g.get_graph().edges])
