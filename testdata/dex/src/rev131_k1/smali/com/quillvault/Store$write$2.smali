.class final Lcom/quillvault/Store$write$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Store.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $block:Lkotlin/jvm/functions/Function1;
.field final synthetic $op:Ljava/lang/String;
.field private synthetic L$0:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillvault/Store;


# direct methods
.method constructor <init>(Lkotlin/jvm/functions/Function1;Lcom/quillvault/Store;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object p1, p0, Lcom/quillvault/Store$write$2;->$block:Lkotlin/jvm/functions/Function1;
    iput-object p2, p0, Lcom/quillvault/Store$write$2;->this$0:Lcom/quillvault/Store;
    iput-object p3, p0, Lcom/quillvault/Store$write$2;->$op:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 8
    new-instance v4, Lcom/quillvault/Store$write$2;
    iget-object v1, p0, Lcom/quillvault/Store$write$2;->$block:Lkotlin/jvm/functions/Function1;
    iget-object v2, p0, Lcom/quillvault/Store$write$2;->this$0:Lcom/quillvault/Store;
    iget-object v3, p0, Lcom/quillvault/Store$write$2;->$op:Ljava/lang/String;
    invoke-direct {v4, v1, v2, v3, p2}, Lcom/quillvault/Store$write$2;-><init>(Lkotlin/jvm/functions/Function1;Lcom/quillvault/Store;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v4, Lcom/quillvault/Store$write$2;->L$0:Ljava/lang/Object;
    move-object v0, v4
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillvault/Store$write$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/Store$write$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Store$write$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/Store$write$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13
    iget-object v4, p0, Lcom/quillvault/Store$write$2;->L$0:Ljava/lang/Object;
    check-cast v4, Lkotlinx/coroutines/CoroutineScope;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 51
    iget v0, p0, Lcom/quillvault/Store$write$2;->label:I
    packed-switch v0, :pswitch_data_16
    goto :L183
:L36
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 52
    move-object v5, v4
    iget-object v6, p0, Lcom/quillvault/Store$write$2;->$block:Lkotlin/jvm/functions/Function1;
    iget-object v7, p0, Lcom/quillvault/Store$write$2;->this$0:Lcom/quillvault/Store;
:L54
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v8, v5
    .line 70
    const/4 v9, 0x0
    .line 52
    invoke-static {v7}, Lcom/quillvault/Store;->access$getDb$p(Lcom/quillvault/Store;)Lcom/quillvault/QuillDb;
    move-result-object v1
    invoke-virtual {v1}, Lcom/quillvault/QuillDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "getWritableDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-interface {v6, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L95
    goto :L114
:L98
    move-exception v9
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v8
:L114
    move-object v5, v8
    iget-object v6, p0, Lcom/quillvault/Store$write$2;->$op:Ljava/lang/String;
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v7
    if-nez v7, :L138
    move-object v0, v5
    goto :L179
:L138
    move-object v8, v5
:L141
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v9, v7
    .line 70
    const/4 v10, 0x0
    .line 52
    new-instance v0, Lcom/quillvault/StoreError;
    invoke-direct {v0, v6, v9}, Lcom/quillvault/StoreError;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v0
:L165
    move-exception v10
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
:L179
    invoke-static {v0}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v0
    return-object v0
:L183
    .line 51
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_16
    .packed-switch 0x0
        :L36
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L54 .. :L95} :L98
    .catch Ljava/lang/Throwable; {:L141 .. :L165} :L165
.end method
