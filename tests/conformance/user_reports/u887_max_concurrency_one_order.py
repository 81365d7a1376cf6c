# https://github.com/langchain-ai/langgraph/issues/4826 , https://github.com/langchain-ai/langgraph/issues/5182 : max_concurrency=1 over a step mixing plain successors and Send tasks (sync and async): the order the tasks run in and the order their writes land in the reducer
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Send
class S(TypedDict):
    log: Annotated[list, operator.add]
order = []
def w(arg):
    order.append(arg["i"])
    return {"log": [arg["i"]]}
def z(s):
    order.append("z")
    return {"log": ["z"]}
def a(s):
    order.append("a")
    return {"log": ["a"]}
g = StateGraph(S).add_node("w", w).add_node("z", z).add_node("a", a)
g.add_conditional_edges(START, lambda s: ["z", "a"] + [Send("w", {"i": i}) for i in range(4)], ["w", "z", "a"])
app = g.compile()
for mc in [1]:
    order.clear()
    print(mc, app.invoke({"log": []}, {"max_concurrency": mc}), order)
async def main():
    order.clear()
    out = await app.ainvoke({"log": []}, {"max_concurrency": 1})
    return out, list(order)
print("async", asyncio.run(main()))
