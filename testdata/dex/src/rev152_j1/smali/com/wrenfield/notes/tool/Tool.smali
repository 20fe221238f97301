.class public interface abstract Lcom/wrenfield/notes/tool/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public abstract execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/tool/Reply;",
            ">;"
        }
    .end annotation
.end method

.method public abstract spec()Lcom/wrenfield/notes/tool/ToolSpec;
.end method
