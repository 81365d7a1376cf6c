# https://github.com/langchain-ai/langgraph/issues/2139 : a research assistant: an orchestrator fans out one Send per topic to a researcher subgraph with its own input / output schemas (private keys stay inside), a writer joins the notes; the parent's updates (sorted within the fan-out), the final report, and the subgraph's input / output JSON schemas
from typing import Annotated
from typing_extensions import TypedDict
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class Parent(TypedDict, total=False):
    topics: list
    notes: Annotated[list, operator.add]
    report: str
class RIn(TypedDict):
    topic: str
class ROut(TypedDict):
    notes: list
class RState(TypedDict, total=False):
    topic: str
    queries: list
    notes: list
def plan_queries(s):
    return {"queries": [s["topic"] + " basics", s["topic"] + " history"]}
def search(s):
    return {"notes": ["%s -> %d hits" % (q, len(q)) for q in s["queries"]]}
researcher = StateGraph(RState, input_schema=RIn, output_schema=ROut).add_node("plan_queries", plan_queries).add_node("search", search).add_edge(START, "plan_queries").add_edge("plan_queries", "search").compile()
def fan(s):
    return [Send("researcher", {"topic": t}) for t in s["topics"]]
def writer(s):
    return {"report": "; ".join(sorted(s["notes"]))}
app = StateGraph(Parent).add_node("researcher", researcher).add_node("writer", writer)
app.add_conditional_edges(START, fan, ["researcher"]); app.add_edge("researcher", "writer"); app.add_edge("writer", END)
app = app.compile()
chunks = [c for c in app.stream({"topics": ["owls", "bats"]}, stream_mode="updates")]
print(sorted(map(str, chunks[:2])), chunks[2:])
print(app.invoke({"topics": ["moths"]}))
print(researcher.get_input_jsonschema(), researcher.get_output_jsonschema())
