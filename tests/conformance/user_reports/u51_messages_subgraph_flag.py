# https://github.com/langchain-ai/langgraph/pull/4843 , #5010 , PR 5836: "messages" mode and the subgraphs flag
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END

def make_model(text, mid):
    return GenericFakeChatModel(messages=iter([AIMessage(text, id=mid)] * 6))

inner_model = make_model("inner says", "i1")
outer_model = make_model("outer says", "o1")

def inner_llm(state):
    return {"messages": [inner_model.invoke(state["messages"])]}
ib = StateGraph(MessagesState); ib.add_node("inner_llm", inner_llm); ib.add_edge(START, "inner_llm")
inner = ib.compile()

def outer_llm(state):
    return {"messages": [outer_model.invoke(state["messages"])]}

def call_inner_streaming(state):
    toks = [m.content for m, meta in inner.stream({"messages": state["messages"]}, stream_mode="messages")]
    return {"messages": [AIMessage("|".join(toks), id="joined")]}

for variant in ("node", "call_stream"):
    ob = StateGraph(MessagesState)
    ob.add_node("outer_llm", outer_llm)
    ob.add_node("sub", inner if variant == "node" else call_inner_streaming)
    ob.add_edge(START, "outer_llm"); ob.add_edge("outer_llm", "sub"); ob.add_edge("sub", END)
    g = ob.compile()
    for sg in (False, True):
        out = []
        for ch in g.stream({"messages": [("user", "hi")]}, stream_mode="messages", subgraphs=sg):
            if sg:
                ns, (m, meta) = ch
                out.append((len(ns), m.content, meta["langgraph_node"]))
            else:
                m, meta = ch
                out.append((m.content, meta["langgraph_node"]))
        print(variant, sg, out)
