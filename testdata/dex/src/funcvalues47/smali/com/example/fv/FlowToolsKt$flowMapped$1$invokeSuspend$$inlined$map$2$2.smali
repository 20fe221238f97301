.class public final Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;
.super Ljava/lang/Object;
.source "FlowTools.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;


# instance fields
.field final synthetic $this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;

.field final synthetic $db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Lkotlinx/coroutines/flow/FlowCollector;Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4

    iput-object p1, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    iput-object p2, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;->$db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 9

    instance-of v0, p2, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;
    if-eqz v0, :cond_new
    move-object v0, p2
    check-cast v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;
    iget v1, v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;->label:I
    const/high16 v2, -0x80000000
    and-int/2addr v1, v2
    if-eqz v1, :cond_new
    iget v1, v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;->label:I
    sub-int/2addr v1, v2
    iput v1, v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;->label:I
    goto :goto_start

    :cond_new
    new-instance v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;
    invoke-direct {v0, p0, p2}, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;-><init>(Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;Lkotlin/coroutines/Continuation;)V

    :goto_start
    iget-object v1, v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    iget v2, v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;->label:I
    packed-switch v2, :pswitch_data

    new-instance v1, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v1

    :pswitch_0
    invoke-static {v1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v5, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;->$this_unsafeFlow:Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p1
    check-cast v2, Ljava/lang/String;

    .line 26
    iget-object v6, p0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2;->$db$inlined:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v7, 0x0
    invoke-virtual {v6, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v6
    invoke-interface {v6}, Landroid/database/Cursor;->getCount()I
    move-result v6
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v3
    const/4 v6, 0x1
    iput v6, v0, Lcom/example/fv/FlowToolsKt$flowMapped$1$invokeSuspend$$inlined$map$2$2$1;->label:I
    invoke-interface {v5, v3, v0}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v3
    if-ne v3, v4, :cond_done
    return-object v4

    :pswitch_1
    invoke-static {v1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    :cond_done
    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
