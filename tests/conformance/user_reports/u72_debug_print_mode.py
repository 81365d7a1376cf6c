# compile(debug=True) / stream(print_mode=...) console output (users pasting debug prints in reports)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

b = StateGraph(S)
b.add_node("a", lambda s: {"log": ["a"]}); b.add_node("b", lambda s: {"log": ["b"]})
b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("b", END)
g = b.compile()
print("--- print_mode updates")
for ch in g.stream({"log": []}, stream_mode="values", print_mode="updates"):
    print("got", ch)
print("--- print_mode values+updates")
g.invoke({"log": []}, print_mode=["values", "updates"])
print("--- compile(debug=True)")
g2 = b.compile(debug=True)
print(g2.invoke({"log": []}))
print("--- stream debug=True with subgraphs")
outer = StateGraph(S); outer.add_node("inner", g); outer.add_edge(START, "inner")
for ch in outer.compile().stream({"log": []}, stream_mode="updates", subgraphs=True, print_mode=["updates"]):
    print("got", ch[1])
print("--- debug mode printed")
for ch in g.stream({"log": []}, stream_mode="updates", print_mode="tasks"):
    pass
