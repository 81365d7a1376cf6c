# https://github.com/langchain-ai/langgraph/issues/1761 , serde reports : SqliteSaver stores messages, Send pending writes and Interrupt objects; reopen the db in a new saver: get_state().interrupts/tasks, resume, history
import os, tempfile
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.sqlite import SqliteSaver

def plan(s): return {"messages": [AIMessage("plan", id="p")]}
def ask(s): return {"messages": [HumanMessage(interrupt({"need": s["topic"]}), id="h-" + s["topic"])]}
b = StateGraph(MessagesState); b.add_node("plan", plan); b.add_node("ask", ask)
b.add_edge(START, "plan"); b.add_conditional_edges("plan", lambda s: [Send("ask", {"topic": t, "messages": []}) for t in ("x", "y")], ["ask"]); b.add_edge("ask", END)
path = os.path.join(tempfile.mkdtemp(), "s.db")
cfg = {"configurable": {"thread_id": "1"}}
with SqliteSaver.from_conn_string(path) as cp:
    g = b.compile(checkpointer=cp)
    out = g.invoke({"messages": [("user", "go")]}, cfg)
    print(sorted(i.value["need"] for i in out["__interrupt__"]))
with SqliteSaver.from_conn_string(path) as cp:
    g = b.compile(checkpointer=cp)
    st = g.get_state(cfg)
    print(st.next, sorted(str((t.name, [i.value for i in t.interrupts])) for t in st.tasks), [type(m).__name__ for m in st.values["messages"]])
    ids = {i.value["need"]: i.id for i in st.interrupts}
    out = g.invoke(Command(resume={ids["x"]: "ans-x"}), cfg)
    print(sorted(i.value["need"] for i in out["__interrupt__"]))
with SqliteSaver.from_conn_string(path) as cp:
    g = b.compile(checkpointer=cp)
    out = g.invoke(Command(resume={ids["y"]: "ans-y"}), cfg)
    print(sorted((type(m).__name__, m.content) for m in out["messages"]))
    print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
    t = cp.get_tuple(cfg); print(type(t.checkpoint["channel_values"]["messages"][0]).__name__)
