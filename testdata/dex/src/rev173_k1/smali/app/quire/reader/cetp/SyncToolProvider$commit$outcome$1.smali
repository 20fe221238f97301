.class final Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "SyncToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field final synthetic $account:Lapp/quire/reader/data/Account;

.field final synthetic $args:Lorg/json/JSONObject;

.field final synthetic $call:Lapp/quire/reader/cetp/Call;

.field final synthetic $spec:Lapp/quire/reader/cetp/ToolSpec;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/cetp/SyncToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)V
    .registers 8

    iput-object p1, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    iput-object p2, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$spec:Lapp/quire/reader/cetp/ToolSpec;

    iput-object p3, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$call:Lapp/quire/reader/cetp/Call;

    iput-object p4, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$args:Lorg/json/JSONObject;

    iput-object p5, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$account:Lapp/quire/reader/data/Account;

    const/4 v0, 0x1

    invoke-direct {p0, v0, p6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;

    iget-object v2, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    iget-object v3, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$spec:Lapp/quire/reader/cetp/ToolSpec;

    iget-object v4, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$call:Lapp/quire/reader/cetp/Call;

    iget-object v5, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$args:Lorg/json/JSONObject;

    iget-object v6, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$account:Lapp/quire/reader/data/Account;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, p1

    invoke-direct/range {v0 .. v6}, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;-><init>(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    move-object v1, p1

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1}, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->invoke(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4

    invoke-virtual {p0, p1}, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->create(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 10

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 166
    iget v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    iget-object v0, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->this$0:Lapp/quire/reader/cetp/SyncToolProvider;

    iget-object v1, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$spec:Lapp/quire/reader/cetp/ToolSpec;

    iget-object v2, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$call:Lapp/quire/reader/cetp/Call;

    iget-object v3, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$args:Lorg/json/JSONObject;

    iget-object v4, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->$account:Lapp/quire/reader/data/Account;

    move-object v5, p0

    check-cast v5, Lkotlin/coroutines/Continuation;

    const/4 v6, 0x1

    iput v6, p0, Lapp/quire/reader/cetp/SyncToolProvider$commit$outcome$1;->label:I

    invoke-static/range {v0 .. v5}, Lapp/quire/reader/cetp/SyncToolProvider;->access$perform(Lapp/quire/reader/cetp/SyncToolProvider;Lapp/quire/reader/cetp/ToolSpec;Lapp/quire/reader/cetp/Call;Lorg/json/JSONObject;Lapp/quire/reader/data/Account;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_0

    return-object v7

    :pswitch_1
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, p1

    :cond_0
    return-object v0

    :goto_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
