# https://github.com/langchain-ai/langgraph/issues/4279 : an interrupt() inside a subgraph (added as a node, and invoked from a node) streamed with subgraphs=True in values / updates / [values, updates]: where the __interrupt__ chunks appear (subgraph namespace and root), the values chunks around them, and the resume's chunks
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    x: str
def ask(s): return {"x": s["x"] + interrupt("inner q")}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
def call_sub(s): return sub.invoke(s)
def short(c):
    if isinstance(c, dict):
        return {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in c.items()}
    return c
for label, node in [("as_node", sub), ("called", call_sub)]:
    g = StateGraph(S).add_node("outer", node).add_edge(START, "outer").compile(checkpointer=InMemorySaver())
    for mode in ["values", "updates", ["values", "updates"]]:
        cfg = {"configurable": {"thread_id": label + str(mode)}}
        for inp in [{"x": "a"}, Command(resume="!")]:
            out = []
            for item in g.stream(inp, cfg, stream_mode=mode, subgraphs=True):
                ns, rest = item[0], item[1:]
                out.append(([n.split(":")[0] for n in ns], rest[0], short(rest[1])) if len(rest) == 2 else ([n.split(":")[0] for n in ns], short(rest[0])))
            print(label, mode, "resume" if isinstance(inp, Command) else "first", out)
