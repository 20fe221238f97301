.class public interface abstract Lcom/larchwood/library/ToolHandler;
.super Ljava/lang/Object;
.source "Host.kt"


# virtual methods
.method public abstract handle(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
.end method
