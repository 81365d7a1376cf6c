# https://github.com/langchain-ai/langgraph/pull/5243 , #6046 : config_schema / input / output deprecated kwargs on StateGraph, configurable values read in a node, get_config_jsonschema / get_context_jsonschema, warnings text
import warnings
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.config import get_config

class S(TypedDict):
    v: str
class Cfg(TypedDict):
    model: str
class In(TypedDict):
    v: str
def node(state):
    return {"v": state["v"] + get_config()["configurable"].get("model", "?")}
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    b = StateGraph(S, config_schema=Cfg)
    b2 = StateGraph(S, input=In, output=In)
    print(sorted({(x.category.__name__, str(x.message)) for x in w}))
b.add_node("node", node); b.add_edge(START, "node")
g = b.compile()
print(g.invoke({"v": ""}, {"configurable": {"model": "gpt"}}))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        print(g.get_config_jsonschema())
    except Exception as e:
        print("config schema", type(e).__name__, e)
    print(g.get_context_jsonschema())
    print(sorted({(x.category.__name__, str(x.message)[:80]) for x in w}))
b2.add_node("node", node); b2.add_edge(START, "node")
print(b2.compile().invoke({"v": "x"}), b2.compile().get_input_jsonschema()["title"], b2.compile().get_output_jsonschema()["title"])
