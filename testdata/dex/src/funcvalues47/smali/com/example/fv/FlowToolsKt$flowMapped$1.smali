.class final Lcom/example/fv/FlowToolsKt$flowMapped$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "FlowTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $db:Landroid/database/sqlite/SQLiteDatabase;

.field final synthetic $q:Ljava/lang/String;

.field label:I


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5

    iput-object p1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iput-object p2, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->$q:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v0, Lcom/example/fv/FlowToolsKt$flowMapped$1;
    iget-object v1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v2, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->$q:Ljava/lang/String;
    invoke-direct {v0, v1, v2, p2}, Lcom/example/fv/FlowToolsKt$flowMapped$1;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    invoke-virtual {p0, p1, p2}, Lcom/example/fv/FlowToolsKt$flowMapped$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/example/fv/FlowToolsKt$flowMapped$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/example/fv/FlowToolsKt$flowMapped$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Lkotlinx/coroutines/CoroutineScope;
    check-cast p2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, p1, p2}, Lcom/example/fv/FlowToolsKt$flowMapped$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0

    .line 24
    iget v1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->label:I
    packed-switch v1, :pswitch_data

    new-instance v1, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->$q:Ljava/lang/String;
    invoke-static {v1}, Lkotlinx/coroutines/flow/FlowKt;->flowOf(Ljava/lang/Object;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v1

    .line 25
    new-instance v2, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1;
    invoke-direct {v2, v1}, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v2, Lkotlinx/coroutines/flow/Flow;

    .line 26
    new-instance v1, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2;
    iget-object v3, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->$db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v1, v2, v3}, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2;-><init>(Lkotlinx/coroutines/flow/Flow;Landroid/database/sqlite/SQLiteDatabase;)V
    check-cast v1, Lkotlinx/coroutines/flow/Flow;

    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1;->label:I
    invoke-static {v1, v2}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v1
    if-ne v1, v0, :cond_done
    return-object v0

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v1, p1

    :cond_done
    return-object v1

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
