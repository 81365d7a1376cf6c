# https://github.com/langchain-ai/langgraph/issues/4969 , #1394 : draw_mermaid with node metadata, Send-only conditional edges (path list), a loop, frontmatter_config, with_styles=False; to_json nodes
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class S(TypedDict, total=False):
    n: int
b = StateGraph(S)
b.add_node("plan", lambda s: {}, metadata={"owner": "team-a", "cost": 2})
b.add_node("work", lambda s: {})
b.add_node("check", lambda s: {})
b.add_edge(START, "plan")
b.add_conditional_edges("plan", lambda s: [Send("work", {"n": i}) for i in range(2)], ["work"])
b.add_edge("work", "check")
b.add_conditional_edges("check", lambda s: "plan" if s.get("n", 0) < 0 else END, {"plan": "plan", END: END})
g = b.compile(name="My Graph")
print(g.get_graph().draw_mermaid())
print(g.get_graph().draw_mermaid(with_styles=False, frontmatter_config={"config": {"theme": "neutral"}}))
j = g.get_graph().to_json()
print([(n["id"], n.get("metadata")) for n in j["nodes"]], j["edges"])
print(g.get_name(), g.get_graph().first_node().id, g.get_graph().last_node().id)
