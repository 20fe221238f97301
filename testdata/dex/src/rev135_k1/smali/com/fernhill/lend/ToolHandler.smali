.class public interface abstract Lcom/fernhill/lend/ToolHandler;
.super Ljava/lang/Object;
.source "ToolSet.kt"


# virtual methods
.method public abstract handle(Lcom/fernhill/lend/ToolCall;)Lcom/fernhill/lend/Reply;
.end method
