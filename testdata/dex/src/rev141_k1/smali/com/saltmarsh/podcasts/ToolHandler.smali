.class public interface abstract Lcom/saltmarsh/podcasts/ToolHandler;
.super Ljava/lang/Object;
.source "Host.kt"


# virtual methods
.method public abstract handle(Lcom/saltmarsh/podcasts/ToolCall;)Lcom/saltmarsh/podcasts/Reply;
.end method
