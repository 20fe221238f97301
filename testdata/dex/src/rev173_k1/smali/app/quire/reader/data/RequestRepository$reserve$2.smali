.class final Lapp/quire/reader/data/RequestRepository$reserve$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RequestRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $argsDigest:Ljava/lang/String;

.field final synthetic $key:Ljava/lang/String;

.field final synthetic $tool:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/RequestRepository;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/quire/reader/data/RequestRepository;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$key:Ljava/lang/String;

    iput-object p2, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$tool:Ljava/lang/String;

    iput-object p3, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$argsDigest:Ljava/lang/String;

    iput-object p4, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->this$0:Lapp/quire/reader/data/RequestRepository;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lapp/quire/reader/data/RequestRepository$reserve$2;

    iget-object v2, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$key:Ljava/lang/String;

    iget-object v3, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$tool:Ljava/lang/String;

    iget-object v4, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$argsDigest:Ljava/lang/String;

    iget-object v5, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->this$0:Lapp/quire/reader/data/RequestRepository;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/data/RequestRepository$reserve$2;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/quire/reader/data/RequestRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/RequestRepository$reserve$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/RequestRepository$reserve$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/RequestRepository$reserve$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/RequestRepository$reserve$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 23
    iget v0, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 24
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 25
    iget-object v2, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$key:Ljava/lang/String;

    const-string v1, "dedup_key"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 26
    iget-object v2, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    iget-object v2, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->$argsDigest:Ljava/lang/String;

    const-string v1, "args_digest"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 29
    iget-object v0, p0, Lapp/quire/reader/data/RequestRepository$reserve$2;->this$0:Lapp/quire/reader/data/RequestRepository;

    invoke-static {v0}, Lapp/quire/reader/data/RequestRepository;->access$getDb$p(Lapp/quire/reader/data/RequestRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "requests"

    const/4 v2, 0x0

    const/4 v4, 0x4

    invoke-virtual {v0, v1, v2, v5, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    move-result-wide v0

    const-wide/16 v2, -0x1

    cmp-long v0, v0, v2

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0

    .line 23
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method
