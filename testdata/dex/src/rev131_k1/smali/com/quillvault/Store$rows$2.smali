.class final Lcom/quillvault/Store$rows$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $bind:[Ljava/lang/String;
.field final synthetic $op:Ljava/lang/String;
.field final synthetic $sql:Ljava/lang/String;
.field  label:I
.field final synthetic this$0:Lcom/quillvault/Store;


# direct methods
.method constructor <init>(Lcom/quillvault/Store;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object p1, p0, Lcom/quillvault/Store$rows$2;->this$0:Lcom/quillvault/Store;
    iput-object p2, p0, Lcom/quillvault/Store$rows$2;->$sql:Ljava/lang/String;
    iput-object p3, p0, Lcom/quillvault/Store$rows$2;->$bind:[Ljava/lang/String;
    iput-object p4, p0, Lcom/quillvault/Store$rows$2;->$op:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9
    new-instance v0, Lcom/quillvault/Store$rows$2;
    iget-object v2, p0, Lcom/quillvault/Store$rows$2;->this$0:Lcom/quillvault/Store;
    iget-object v3, p0, Lcom/quillvault/Store$rows$2;->$sql:Ljava/lang/String;
    iget-object v4, p0, Lcom/quillvault/Store$rows$2;->$bind:[Ljava/lang/String;
    iget-object v5, p0, Lcom/quillvault/Store$rows$2;->$op:Ljava/lang/String;
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, p2
    invoke-direct/range {v0 .. v5}, Lcom/quillvault/Store$rows$2;-><init>(Lcom/quillvault/Store;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillvault/Store$rows$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/Store$rows$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Store$rows$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/Store$rows$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 31
    iget v0, p0, Lcom/quillvault/Store$rows$2;->label:I
    packed-switch v0, :pswitch_data_8
    goto/16 :L186
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 32
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v6
:L36
    .line 34
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    iget-object v0, p0, Lcom/quillvault/Store$rows$2;->this$0:Lcom/quillvault/Store;
    iget-object v1, p0, Lcom/quillvault/Store$rows$2;->$sql:Ljava/lang/String;
    iget-object v2, p0, Lcom/quillvault/Store$rows$2;->$bind:[Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/quillvault/Store;->access$read(Lcom/quillvault/Store;Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L61
    .line 38
    iget-object v1, p0, Lcom/quillvault/Store$rows$2;->$op:Ljava/lang/String;
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long/2addr v2, v6
    const/16 v4, 0x3e8
    int-to-long v4, v4
    div-long/2addr v2, v4
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, " us"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "QuillStore"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 39
    goto :L180
:L89
    .line 35
    move-exception v9
    .line 36
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    new-instance v0, Lcom/quillvault/StoreError;
    iget-object v2, p0, Lcom/quillvault/Store$rows$2;->$op:Ljava/lang/String;
    move-object v3, v9
    check-cast v3, Ljava/lang/Throwable;
    invoke-direct {v0, v2, v3}, Lcom/quillvault/StoreError;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    check-cast v0, Ljava/lang/Throwable;
    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L122
    .line 38
    iget-object v1, p0, Lcom/quillvault/Store$rows$2;->$op:Ljava/lang/String;
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long/2addr v2, v6
    const/16 v4, 0x3e8
    int-to-long v4, v4
    div-long/2addr v2, v4
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, " us"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "QuillStore"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 39
    goto :L180
:L150
    .line 38
    move-exception v9
:L152
    iget-object v1, p0, Lcom/quillvault/Store$rows$2;->$op:Ljava/lang/String;
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long/2addr v2, v6
    const/16 v4, 0x3e8
    int-to-long v4, v4
    div-long/2addr v2, v4
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, " took "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v5, " us"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "QuillStore"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    throw v9
:L180
    invoke-static {v8}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v0
    .line 39
    return-object v0
:L186
    .line 31
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
    .catch Landroid/database/sqlite/SQLiteException; {:L36 .. :L61} :L89
    .catchall {:L36 .. :L61} :L150
    .catchall {:L89 .. :L122} :L150
.end method
