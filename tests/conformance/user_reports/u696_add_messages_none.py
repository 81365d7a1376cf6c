# tester report (round 9 brief item 4): {"messages": None} into add_messages
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.graph.message import add_messages
from langchain_core.messages import HumanMessage
for l, r in [([HumanMessage("hi", id="1")], None), (None, [HumanMessage("hi", id="1")]), (None, None), ([], None)]:
    try:
        print(add_messages(l, r))
    except Exception as e:
        print("RAISED", type(e).__name__, e)
def n(s):
    return {"messages": None}
g = StateGraph(MessagesState); g.add_node("n", n); g.add_edge(START, "n"); g.add_edge("n", END)
app = g.compile()
for inp in ({"messages": [("user", "x")]}, {"messages": None}):
    try:
        print(app.invoke(inp))
    except Exception as e:
        print("RAISED", type(e).__name__, e)
