# https://github.com/langchain-ai/langgraph/issues/3286 , docs 'how to add summary of the conversation history' : a chat loop whose summarise node runs when more than four messages are kept, writes a summary and RemoveMessage()s all but the last two; five turns on one thread; the kept ids, the summary and what the model was shown each turn
from typing import Literal
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, SystemMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(MessagesState):
    summary: str
shown = []
def model(s):
    msgs = s["messages"]
    if s.get("summary"):
        msgs = [SystemMessage("Summary: " + s["summary"])] + msgs
    shown.append([m.content for m in msgs])
    n = len([m for m in s["messages"] if isinstance(m, HumanMessage)])
    return {"messages": [AIMessage("reply to " + s["messages"][-1].content, id="ai-" + s["messages"][-1].id)]}
def should(s) -> Literal["summarise", "__end__"]:
    return "summarise" if len(s["messages"]) > 4 else END
def summarise(s):
    prev = s.get("summary", "")
    text = (prev + " | " if prev else "") + ",".join(m.content for m in s["messages"][:-2])
    return {"summary": text, "messages": [RemoveMessage(id=m.id) for m in s["messages"][:-2]]}
g = StateGraph(S)
g.add_node("model", model); g.add_node("summarise", summarise)
g.add_edge(START, "model"); g.add_conditional_edges("model", should); g.add_edge("summarise", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "c"}}
for i in range(5):
    out = app.invoke({"messages": [HumanMessage("u%d" % i, id="u%d" % i)]}, cfg)
    print(i, [m.id for m in out["messages"]], repr(out.get("summary")))
for s in shown:
    print(s)
h = list(app.get_state_history(cfg))
print(len(h), [(x.metadata["step"], x.next, [m.id for m in x.values.get("messages", [])]) for x in h[:6]])
