.class final Lapp/quire/reader/data/OperationRepository$move$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "OperationRepository.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# instance fields
.field final synthetic $id:Ljava/lang/String;

.field final synthetic $result:Lorg/json/JSONObject;

.field final synthetic $state:Ljava/lang/String;

.field label:I

.field final synthetic this$0:Lapp/quire/reader/data/OperationRepository;


# direct methods
.method constructor <init>(Ljava/lang/String;Lorg/json/JSONObject;Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 7

    iput-object p1, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$state:Ljava/lang/String;

    iput-object p2, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$result:Lorg/json/JSONObject;

    iput-object p3, p0, Lapp/quire/reader/data/OperationRepository$move$2;->this$0:Lapp/quire/reader/data/OperationRepository;

    iput-object p4, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$id:Ljava/lang/String;

    const/4 v0, 0x2

    invoke-direct {p0, v0, p5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V

    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 9

    new-instance v0, Lapp/quire/reader/data/OperationRepository$move$2;

    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$state:Ljava/lang/String;

    iget-object v3, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$result:Lorg/json/JSONObject;

    iget-object v4, p0, Lapp/quire/reader/data/OperationRepository$move$2;->this$0:Lapp/quire/reader/data/OperationRepository;

    iget-object v5, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$id:Ljava/lang/String;

    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-object v5, p2

    invoke-direct/range {v0 .. v5}, Lapp/quire/reader/data/OperationRepository$move$2;-><init>(Ljava/lang/String;Lorg/json/JSONObject;Lapp/quire/reader/data/OperationRepository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v0, Lkotlin/coroutines/Continuation;

    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    move-object v2, p2

    check-cast v2, Lkotlin/coroutines/Continuation;

    invoke-virtual {p0, v1, v2}, Lapp/quire/reader/data/OperationRepository$move$2;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5

    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/data/OperationRepository$move$2;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v0

    check-cast v0, Lapp/quire/reader/data/OperationRepository$move$2;

    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/OperationRepository$move$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    .line 62
    iget v0, p0, Lapp/quire/reader/data/OperationRepository$move$2;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 63
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 64
    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$state:Ljava/lang/String;

    const-string v1, "state"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    iget-object v0, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$result:Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    iget-object v2, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$result:Lorg/json/JSONObject;

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 67
    iget-object v0, p0, Lapp/quire/reader/data/OperationRepository$move$2;->this$0:Lapp/quire/reader/data/OperationRepository;

    invoke-static {v0}, Lapp/quire/reader/data/OperationRepository;->access$getDb$p(Lapp/quire/reader/data/OperationRepository;)Lapp/quire/reader/data/QuireDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/quire/reader/data/QuireDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    iget-object v6, p0, Lapp/quire/reader/data/OperationRepository$move$2;->$id:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "operations"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    .line 62
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
