# https://github.com/langchain-ai/langgraph/issues/1015 : add_node given only a runnable (RunnableLambda of a named function, of a lambda, a RunnableLambda with name=, an LCEL sequence, a RunnableParallel, a compiled graph with a name, a functools.partial, a callable object): the node name each gets or the error raised, and the names in "updates" chunks
import functools
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda, RunnableParallel
from langgraph.graph import StateGraph, START
class S(TypedDict, total=False):
    x: int
def bump(s): return {"x": s["x"] + 1}
def add(s, n=1): return {"x": s["x"] + n}
class Obj:
    def __call__(self, s): return {"x": s["x"] * 2}
sub = StateGraph(S).add_node("inner", bump).add_edge(START, "inner").compile(name="my_sub")
cands = {
    "lambda_named_fn": RunnableLambda(bump),
    "lambda_lambda": RunnableLambda(lambda s: {"x": 0}),
    "lambda_name_kw": RunnableLambda(bump, name="custom_name"),
    "sequence": RunnableLambda(bump) | RunnableLambda(bump),
    "parallel": RunnableParallel(x=lambda s: 5),
    "compiled": sub,
    "partial": functools.partial(add, n=5),
    "callable_obj": Obj(),
}
for label, node in cands.items():
    b = StateGraph(S)
    try:
        b.add_node(node)
        name = list(b.nodes)[0]
        app = b.add_edge(START, name).compile()
        print(label, repr(name), list(app.stream({"x": 1})))
    except Exception as e:
        print(label, "ERR", type(e).__name__, e)
