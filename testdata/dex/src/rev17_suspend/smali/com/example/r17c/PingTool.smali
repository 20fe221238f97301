.class public final Lcom/example/r17c/PingTool;
.super Ljava/lang/Object;
.source "PingTool.kt"

# interfaces
.implements Lcom/example/r17c/SuspendTool;

.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle(ILorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9
    instance-of v0, p3, Lcom/example/r17c/PingTool$handle$1;
    if-eqz v0, :cond_new
    move-object v0, p3
    check-cast v0, Lcom/example/r17c/PingTool$handle$1;
    iget v1, v0, Lcom/example/r17c/PingTool$handle$1;->label:I
    const/high16 v2, -0x80000000
    and-int/2addr v1, v2
    if-eqz v1, :cond_new
    iget v1, v0, Lcom/example/r17c/PingTool$handle$1;->label:I
    sub-int/2addr v1, v2
    iput v1, v0, Lcom/example/r17c/PingTool$handle$1;->label:I
    goto :goto_0
    :cond_new
    new-instance v0, Lcom/example/r17c/PingTool$handle$1;
    invoke-direct {v0, p0, p3}, Lcom/example/r17c/PingTool$handle$1;-><init>(Lcom/example/r17c/PingTool;Lkotlin/coroutines/Continuation;)V
    :goto_0
    iget-object v1, v0, Lcom/example/r17c/PingTool$handle$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    iget v3, v0, Lcom/example/r17c/PingTool$handle$1;->label:I
    packed-switch v3, :pswitch_data_0
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string p2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {p1, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
    :pswitch_0
    invoke-static {v1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 9
    const-wide/16 v3, 0xa
    const/4 v5, 0x1
    iput v5, v0, Lcom/example/r17c/PingTool$handle$1;->label:I
    invoke-static {v3, v4, v0}, Lkotlinx/coroutines/DelayKt;->delay(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v3
    if-ne v3, v2, :cond_cont
    return-object v2
    :pswitch_1
    invoke-static {v1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    :cond_cont
    # near miss CETP603: resumed on runBlocking's event loop, the Binder thread
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 11
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"who\":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v4
    const/16 v5, 0x7d
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, Lcom/example/r17c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
