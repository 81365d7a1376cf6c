# https://github.com/langchain-ai/langgraph/issues/3362 , docs 'subgraph persistence' : a chat subgraph compiled with checkpointer=True, None and False, run as a node and invoked inside a node over three turns of one parent thread: how many messages it remembers, what the parent keeps, get_state(subgraphs=True) after the turns, and the history under its namespace
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
def agent(s):
    return {"messages": [AIMessage("memo %d" % len(s["messages"]), id="m%d" % len(s["messages"]))]}
for cp in [True, None, False]:
    sub = StateGraph(MessagesState).add_node("agent", agent).add_edge(START, "agent").compile(checkpointer=cp)
    def router(s):
        out = sub.invoke({"messages": [HumanMessage("to sub " + s["messages"][-1].content, id="x" + s["messages"][-1].id)]})
        return {"messages": [AIMessage("sub has %d" % len(out["messages"]), id="r" + s["messages"][-1].id)]}
    for how in ["node", "func"]:
        app = StateGraph(MessagesState).add_node("n", sub if how == "node" else router).add_edge(START, "n").compile(checkpointer=InMemorySaver())
        cfg = {"configurable": {"thread_id": "1"}}
        outs = []
        for i in range(3):
            outs.append(len(app.invoke({"messages": [HumanMessage("t%d" % i, id="h%d" % i)]}, cfg)["messages"]))
        st = app.get_state(cfg, subgraphs=True)
        print(cp, how, outs, [m.content for m in st.values["messages"]][-2:], [(tk.name, tk.state) for tk in st.tasks])
        t("  ns history", lambda: len(list(app.get_state_history({"configurable": {"thread_id": "1", "checkpoint_ns": "n"}}))))
