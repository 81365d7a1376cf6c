# v3 engineer's finding (RunControl / request_drain) : a drain requested inside a subgraph step: the subgraph's last values chunk, the parent task (no failure), snapshot, resume; sync and async, root and nested
import asyncio
from langgraph.graph import StateGraph, START
from langgraph import runtime as rt
from langgraph.checkpoint import memory as cp
from typing import TypedDict
class S(TypedDict):
    v: list
def mk(ctl):
    def a(s):
        ctl[0].request_drain("stop")
        return {"v": s["v"] + ["a"]}
    return a
ctl = [None]
sb = StateGraph(S); sb.add_node("a", mk(ctl)); sb.add_node("b", lambda s: {"v": s["v"] + ["b"]}); sb.add_edge(START, "a"); sb.add_edge("a", "b")
sub = sb.compile()
pb = StateGraph(S); pb.add_node("x", lambda s: {"v": s["v"] + ["x"]}); pb.add_node("y", lambda s: {"v": ["y"]}); pb.add_node("sub", sub); pb.add_node("after", lambda s: {"v": s["v"] + ["after"]})
pb.add_edge(START, "x"); pb.add_edge("x", "sub"); pb.add_edge("x", "y"); pb.add_edge("sub", "after")
g = pb.compile(checkpointer=cp.InMemorySaver())
root = sb.compile(checkpointer=cp.InMemorySaver())
def clean(c):
    ns, mode, d = c
    if mode == "tasks":
        d = {k: (repr(v) if k == "error" else v) for k, v in d.items() if k in ("name", "error", "result")}
    return (len(ns), mode, d)
async def main():
    for i, (gr, sg) in enumerate([(g, True), (g, False), (root, False)]):
        for asy in (False, True):
            ctl[0] = rt.RunControl()
            cfg = {"configurable": {"thread_id": f"{i}{asy}"}}
            out = []
            try:
                if asy:
                    async for c in gr.astream({"v": []}, cfg, stream_mode=["values", "updates", "tasks", "checkpoints"], subgraphs=True, control=ctl[0]):
                        out.append(clean(c))
                else:
                    for c in gr.stream({"v": []}, cfg, stream_mode=["values", "updates", "tasks"], subgraphs=sg, control=ctl[0]):
                        out.append(clean(c) if sg else clean(((),)+c))
            except Exception as e:
                out.append(("RAISED", type(e).__name__, str(e)))
            # (parallel siblings' chunks: sorted, their order is thread timing)
            for o in sorted(out, key=repr):
                if o[1] == "checkpoints": o = (o[0], o[1], o[2]["next"], o[2]["metadata"]["step"])
                print(i, asy, o)
            st = gr.get_state(cfg, subgraphs=True)
            print(i, asy, "state", st.next, st.values, [(t.name, t.error) for t in st.tasks])
            ctl[0] = rt.RunControl()
            try:
                print(i, asy, gr.invoke(None, cfg, control=ctl[0]))
            except Exception as e:
                print(i, asy, "RAISED", type(e).__name__, e)
asyncio.run(main())
