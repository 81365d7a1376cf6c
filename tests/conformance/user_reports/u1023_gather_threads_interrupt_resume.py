# https://github.com/langchain-ai/langgraph/issues/3617 : three threads of one compiled graph run at once with asyncio.gather, each stopping at an interrupt() in a different branch count; then all resumed at once with their own answers; each thread's interrupts, results and history stay its own
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: int
    answers: Annotated[list, operator.add]
async def ask(x):
    await asyncio.sleep(0)
    return {"answers": [f"{x['i']}={interrupt('q' + str(x['i']))}"]}
async def done(s):
    return {"answers": ["done:" + str(len(s["answers"]))]}
b = StateGraph(S)
b.add_node("ask", ask); b.add_node("done", done)
b.add_conditional_edges(START, lambda s: [Send("ask", {"i": i}) for i in range(s["n"])], ["ask"])
b.add_edge("ask", "done")
g = b.compile(checkpointer=InMemorySaver())
async def main():
    cfgs = [{"configurable": {"thread_id": f"t{n}"}} for n in (1, 2, 3)]
    outs = await asyncio.gather(*(g.ainvoke({"n": n, "answers": []}, c) for n, c in zip((1, 2, 3), cfgs)))
    print([sorted(i.value for i in o["__interrupt__"]) for o in outs])
    async def resume(c):
        st = await g.aget_state(c)
        return await g.ainvoke(Command(resume={i.id: c["configurable"]["thread_id"] for i in st.interrupts}), c)
    outs = await asyncio.gather(*(resume(c) for c in cfgs))
    print([sorted(o["answers"]) for o in outs])
    for c in cfgs:
        print(c["configurable"]["thread_id"], [h.metadata["step"] async for h in g.aget_state_history(c)])
asyncio.run(main())
