# https://github.com/langchain-ai/langgraph/issues/5659 (round 2: input errors) , #4060 : pydantic input schema validation errors on invoke and in nodes; context_schema validation
from dataclasses import dataclass
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, END

class In(BaseModel):
    q: str = Field(min_length=2)
    n: int = 1
class All(BaseModel):
    q: str
    n: int = 1
    out: str = ""
def node(s: All): return {"out": s.q * s.n}
b = StateGraph(All, input_schema=In); b.add_node("node", node); b.add_edge(START, "node"); b.add_edge("node", END)
g = b.compile()
print(g.invoke({"q": "ab", "n": 2}))
for bad in [{"q": "a"}, {"n": "x", "q": "abc"}, {}, {"q": None}]:
    try:
        print(g.invoke(bad))
    except Exception as e:
        lines = str(e).splitlines()
        print(type(e).__name__, lines[0], lines[1] if len(lines) > 1 else "")
@dataclass
class Ctx:
    user: str
def cnode(s, runtime):
    return {"out": runtime.context.user}
b2 = StateGraph(All, context_schema=Ctx); b2.add_node("c", cnode); b2.add_edge(START, "c")
g2 = b2.compile()
print(g2.invoke({"q": "x"}, context={"user": "u1"}))
print(g2.invoke({"q": "x"}, context=Ctx(user="u2")))
try:
    print(g2.invoke({"q": "x"}))
except Exception as e:
    print(type(e).__name__, str(e)[:100])
