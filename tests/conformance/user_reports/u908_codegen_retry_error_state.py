# https://github.com/langchain-ai/langgraph/issues/1530 : a code-generation retry loop: generate code, check it by exec(), keep the error message in state and loop back with the error until the code runs or three iterations pass; run with durability="exit" and "sync" and compare the histories the checkpointer kept
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
CODES = ["x = 1 +", "x = undefined_name", "x = 41 + 1"]
class S(TypedDict, total=False):
    code: str
    error: str
    iterations: int
    result: int
def generate(s):
    i = s.get("iterations", 0)
    return {"code": CODES[i], "iterations": i + 1}
def check(s):
    env = {}
    try:
        exec(s["code"], env)
    except Exception as e:
        return {"error": "%s: %s" % (type(e).__name__, str(e).split(" (")[0])}
    return {"error": "", "result": env["x"]}
def decide(s):
    return END if not s["error"] or s["iterations"] >= 3 else "generate"
g = StateGraph(S)
g.add_node("generate", generate); g.add_node("check", check)
g.add_edge(START, "generate"); g.add_edge("generate", "check"); g.add_conditional_edges("check", decide)
app = g.compile(checkpointer=InMemorySaver())
for d in ["exit", "sync", "async"]:
    cfg = {"configurable": {"thread_id": d}}
    out = app.invoke({"iterations": 0}, cfg, durability=d)
    print(d, out)
    print(d, [(h.metadata["step"], h.metadata["source"], h.next, h.values.get("error")) for h in app.get_state_history(cfg)])
