.class public interface abstract Lapp/larder/core/ToolHandler;
.super Ljava/lang/Object;
.source "ToolCall.kt"


# virtual methods
.method public abstract handle(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
.end method
