# https://github.com/langchain-ai/langgraph/issues/1815 : a RAG loop whose grading step fans out one Send per retrieved document to a grader writing into an operator.add reducer, joined before deciding to rewrite or answer; the updates stream per superstep (sorted within each fan-out), the final state and the number of grader tasks per step in the history
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send
class S(TypedDict, total=False):
    query: str
    docs: list
    graded: Annotated[list, operator.add]
    tries: int
    answer: str
CORPUS = {"q": ["apple pie", "car", "bus"], "q2": ["apple tart", "apple jam", "boat"]}
def retrieve(s):
    return {"docs": CORPUS[s["query"]], "tries": s.get("tries", 0) + 1}
def fan_out(s):
    return [Send("grade", {"doc": d, "round": s["tries"]}) for d in s["docs"]]
def grade(arg):
    return {"graded": [[arg["round"], arg["doc"], "apple" in arg["doc"]]]}
def decide(s):
    good = [g for g in s["graded"] if g[0] == s["tries"] and g[2]]
    return "answer" if len(good) >= 2 else "rewrite"
def rewrite(s):
    return {"query": "q2"}
def answer(s):
    return {"answer": sorted(g[1] for g in s["graded"] if g[0] == s["tries"] and g[2])}
g = StateGraph(S)
g.add_node("retrieve", retrieve); g.add_node("grade", grade); g.add_node("join", lambda s: {}); g.add_node("rewrite", rewrite); g.add_node("answer", answer)
g.add_edge(START, "retrieve"); g.add_conditional_edges("retrieve", fan_out, ["grade"]); g.add_edge("grade", "join")
g.add_conditional_edges("join", decide, ["answer", "rewrite"]); g.add_edge("rewrite", "retrieve"); g.add_edge("answer", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
step = []
out = []
for ch in app.stream({"query": "q"}, cfg, stream_mode="updates"):
    (node, upd), = ch.items()
    if node == "grade":
        step.append(str(upd))
        continue
    if step:
        out.append(sorted(step)); step = []
    out.append((node, upd))
for o in out:
    print(o)
st = app.get_state(cfg)
print(st.values["answer"], sorted(map(str, st.values["graded"])))
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
