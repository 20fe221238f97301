.class public interface abstract Lcom/fernlog/Tool;
.super Ljava/lang/Object;
.source "Tool.kt"


.method public abstract getName()Ljava/lang/String;
.end method

.method public abstract getEffect()Ljava/lang/String;
.end method

.method public abstract run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
.end method

