.class final Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ShelfToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field private synthetic L$0:Ljava/lang/Object;

.field L$1:Ljava/lang/Object;

.field L$2:Ljava/lang/Object;

.field L$3:Ljava/lang/Object;

.field L$4:Ljava/lang/Object;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/cetp/ShelfToolProvider;


# direct methods
.method constructor <init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4

    iput-object p1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6

    new-instance v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;

    iget-object v1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    invoke-direct {v2, v1, p2}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    iput-object p1, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$0:Ljava/lang/Object;

    move-object v0, v2

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 18

    move-object/from16 v0, p0

    iget-object v7, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$0:Ljava/lang/Object;

    check-cast v7, Lkotlinx/coroutines/CoroutineScope;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 165
    move-object/from16 v0, p0

    iget v0, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_0

    :pswitch_0
    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 166
    new-instance v3, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    const/4 v6, 0x0

    invoke-direct {v3, v5, v6}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$books$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    move-object v0, v7

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x3

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;

    move-result-object v8

    .line 167
    new-instance v3, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$highlights$1;

    move-object/from16 v5, p0

    iget-object v5, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    const/4 v6, 0x0

    invoke-direct {v3, v5, v6}, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1$highlights$1;-><init>(Lapp/quire/reader/cetp/ShelfToolProvider;Lkotlin/coroutines/Continuation;)V

    check-cast v3, Lkotlin/jvm/functions/Function2;

    move-object v0, v7

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x3

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;

    move-result-object v9

    .line 168
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v12, "books"

    move-object v11, v0

    move-object/from16 v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, p0

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$0:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, p0

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$1:Ljava/lang/Object;

    move-object/from16 v2, p0

    iput-object v9, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$2:Ljava/lang/Object;

    move-object/from16 v2, p0

    iput-object v11, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$3:Ljava/lang/Object;

    move-object/from16 v2, p0

    iput-object v12, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$4:Ljava/lang/Object;

    const/4 v3, 0x1

    move-object/from16 v2, p0

    iput v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->label:I

    invoke-interface {v8, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_0

    .line 165
    return-object v15

    :pswitch_1
    move-object/from16 v0, p0

    iget-object v12, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$4:Ljava/lang/Object;

    check-cast v12, Ljava/lang/String;

    move-object/from16 v0, p0

    iget-object v11, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$3:Ljava/lang/Object;

    check-cast v11, Lorg/json/JSONObject;

    move-object/from16 v0, p0

    iget-object v9, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$2:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/Deferred;

    move-object/from16 v0, p0

    iget-object v8, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$1:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/Deferred;

    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    .line 168
    :cond_0
    move-object v13, v0

    invoke-virtual {v11, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v12, "highlights"

    move-object v11, v0

    move-object/from16 v1, p0

    check-cast v1, Lkotlin/coroutines/Continuation;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, p0

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$0:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, p0

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$1:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    move-object/from16 v2, p0

    iput-object v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$2:Ljava/lang/Object;

    move-object/from16 v2, p0

    iput-object v11, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$3:Ljava/lang/Object;

    move-object/from16 v2, p0

    iput-object v12, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$4:Ljava/lang/Object;

    const/4 v3, 0x2

    move-object/from16 v2, p0

    iput v3, v2, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->label:I

    invoke-interface {v9, v1}, Lkotlinx/coroutines/Deferred;->await(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_1

    .line 165
    return-object v15

    :pswitch_2
    move-object/from16 v0, p0

    iget-object v12, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$4:Ljava/lang/Object;

    check-cast v12, Ljava/lang/String;

    move-object/from16 v0, p0

    iget-object v11, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$3:Ljava/lang/Object;

    check-cast v11, Lorg/json/JSONObject;

    move-object/from16 v0, p0

    iget-object v9, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$2:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/Deferred;

    move-object/from16 v0, p0

    iget-object v8, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$1:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/Deferred;

    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    .line 168
    :cond_1
    move-object v13, v0

    invoke-virtual {v11, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 169
    sget-object v0, Lapp/quire/reader/cetp/ExportFiles;->INSTANCE:Lapp/quire/reader/cetp/ExportFiles;

    move-object/from16 v1, p0

    iget-object v1, v1, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->this$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    invoke-static {v1}, Lapp/quire/reader/cetp/ShelfToolProvider;->access$getExportDir(Lapp/quire/reader/cetp/ShelfToolProvider;)Ljava/io/File;

    move-result-object v1

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v4, p0

    check-cast v4, Lkotlin/coroutines/Continuation;

    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, p0

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$0:Ljava/lang/Object;

    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, p0

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$1:Ljava/lang/Object;

    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, p0

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$2:Ljava/lang/Object;

    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object/from16 v5, p0

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$3:Ljava/lang/Object;

    const/4 v6, 0x0

    move-object/from16 v5, p0

    iput-object v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$4:Ljava/lang/Object;

    const/4 v6, 0x3

    move-object/from16 v5, p0

    iput v6, v5, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->label:I

    const-string v2, "shelf"

    invoke-virtual {v0, v1, v2, v10, v4}, Lapp/quire/reader/cetp/ExportFiles;->write(Ljava/io/File;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_2

    .line 165
    return-object v15

    :pswitch_3
    move-object/from16 v0, p0

    iget-object v10, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$3:Ljava/lang/Object;

    check-cast v10, Lorg/json/JSONObject;

    move-object/from16 v0, p0

    iget-object v9, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$2:Ljava/lang/Object;

    check-cast v9, Lkotlinx/coroutines/Deferred;

    move-object/from16 v0, p0

    iget-object v8, v0, Lapp/quire/reader/cetp/ShelfToolProvider$exportShelf$event$1;->L$1:Ljava/lang/Object;

    check-cast v8, Lkotlinx/coroutines/Deferred;

    move-object/from16 v0, p1

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, p1

    .line 169
    :cond_2
    check-cast v0, Lorg/json/JSONObject;

    move-object v14, v0

    new-instance v0, Lapp/quire/reader/cetp/WorkEvent$Finished;

    invoke-direct {v0, v14}, Lapp/quire/reader/cetp/WorkEvent$Finished;-><init>(Lorg/json/JSONObject;)V

    return-object v0

    .line 165
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
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method
