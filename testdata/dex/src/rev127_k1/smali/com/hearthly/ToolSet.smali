.class public interface abstract Lcom/hearthly/ToolSet;
.super Ljava/lang/Object;
.source "ToolRunner.kt"

# virtual methods
.method public abstract handle(Lcom/hearthly/ToolCall;)Lcom/hearthly/Reply;
.end method
