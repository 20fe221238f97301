.class final Lcom/rc/TimeoutProvider$execute$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Endpoint.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field label:I
.field final synthetic this$0:Lcom/rc/TimeoutProvider;
.field final synthetic $extras:Landroid/os/Bundle;


# direct methods
.method constructor <init>(Lcom/rc/TimeoutProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v3, v2, Lcom/rc/TimeoutProvider$execute$2;->this$0:Lcom/rc/TimeoutProvider;
    iput-object v4, v2, Lcom/rc/TimeoutProvider$execute$2;->$extras:Landroid/os/Bundle;
    const/4 v1, 0x2
    invoke-direct {v2, v1, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v6
    .line 95
    iget v0, v8, Lcom/rc/TimeoutProvider$execute$2;->label:I
    packed-switch v0, :sw_9
    goto :L112
:L32
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 96
    iget-object v0, v8, Lcom/rc/TimeoutProvider$execute$2;->this$0:Lcom/rc/TimeoutProvider;
    iget-object v1, v8, Lcom/rc/TimeoutProvider$execute$2;->$extras:Landroid/os/Bundle;
    move-object v2, v8
    check-cast v2, Lkotlin/coroutines/Continuation;
    const/4 v4, 0x1
    iput v4, v8, Lcom/rc/TimeoutProvider$execute$2;->label:I
    invoke-virtual {v0, v1, v2}, Lcom/rc/TimeoutProvider;->owner(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L70
    .line 95
    return-object v6
:L65
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L70
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 97
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    const-string v1, "owner"
    invoke-virtual {v5, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 98
    iget-object v0, v8, Lcom/rc/TimeoutProvider$execute$2;->this$0:Lcom/rc/TimeoutProvider;
    invoke-virtual {v0}, Lcom/rc/TimeoutProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "timeout"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 99
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L112
    .line 95
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_9
    .packed-switch 0x0
        :L32
        :L65
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v0, Lcom/rc/TimeoutProvider$execute$2;
    iget-object v2, v4, Lcom/rc/TimeoutProvider$execute$2;->this$0:Lcom/rc/TimeoutProvider;
    iget-object v3, v4, Lcom/rc/TimeoutProvider$execute$2;->$extras:Landroid/os/Bundle;
    invoke-direct {v0, v2, v3, v6}, Lcom/rc/TimeoutProvider$execute$2;-><init>(Lcom/rc/TimeoutProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/rc/TimeoutProvider$execute$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/rc/TimeoutProvider$execute$2;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/rc/TimeoutProvider$execute$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, v4
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, v5
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v3, v1, v2}, Lcom/rc/TimeoutProvider$execute$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

