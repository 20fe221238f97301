.class public interface abstract Lcom/example/r17c/SuspendTool;
.super Ljava/lang/Object;
.source "SuspendTool.kt"

.method public abstract handle(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Lorg/json/JSONObject;",
            "Lkotlin/coroutines/Continuation<",
            "-",
            "Landroid/os/Bundle;",
            ">;)",
            "Ljava/lang/Object;"
        }
    .end annotation
.end method
