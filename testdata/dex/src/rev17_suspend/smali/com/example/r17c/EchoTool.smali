.class public final Lcom/example/r17c/EchoTool;
.super Ljava/lang/Object;
.source "EchoTool.kt"

# interfaces
.implements Lcom/example/r17c/SuspendTool;

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 8
    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
