.class final Lapp/quire/reader/data/OperationRepository$create$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "OperationRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $id:Ljava/lang/String;

.field final synthetic $requestId:Ljava/lang/String;

.field final synthetic $seq:J

.field final synthetic $uid:I

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/OperationRepository;


# direct methods
.method constructor <init>(Ljava/lang/String;JILjava/lang/String;Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V
    .registers 9

    iput-object p1, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$id:Ljava/lang/String;

    iput-wide p2, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$seq:J

    iput p4, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$uid:I

    iput-object p5, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$requestId:Ljava/lang/String;

    iput-object p6, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->this$0:Lapp/quire/reader/data/OperationRepository;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11

    new-instance v0, Lapp/quire/reader/data/OperationRepository$create$2$1;

    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$id:Ljava/lang/String;

    iget-wide v3, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$seq:J

    iget v5, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$uid:I

    iget-object v6, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$requestId:Ljava/lang/String;

    iget-object v7, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->this$0:Lapp/quire/reader/data/OperationRepository;

    move-object v1, v2

    move-wide v2, v3

    move v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, p2

    invoke-direct/range {v0 .. v7}, Lapp/quire/reader/data/OperationRepository$create$2$1;-><init>(Ljava/lang/String;JILjava/lang/String;Lapp/quire/reader/data/OperationRepository;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/OperationRepository$create$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/OperationRepository$create$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/OperationRepository$create$2$1;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/OperationRepository$create$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 36
    iget v0, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 37
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 38
    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$id:Ljava/lang/String;

    const-string v1, "id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    iget-wide v2, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$seq:J

    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "seq"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 40
    iget v2, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$uid:I

    invoke-static {v2}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "owner_uid"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 41
    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->$requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    const-string v1, "state"

    const-string v2, "queued"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 43
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 44
    iget-object v0, p0, Lapp/quire/reader/data/OperationRepository$create$2$1;->this$0:Lapp/quire/reader/data/OperationRepository;

    invoke-static {v0}, Lapp/quire/reader/data/OperationRepository;->access$getDb$p(Lapp/quire/reader/data/OperationRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "operations"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0

    .line 36
    :goto_0
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
