.class public final Lcom/tidemark/invoices/Repository;
.super Ljava/lang/Object;
.source "Repository.kt"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final io:Lkotlin/coroutines/CoroutineContext;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/CoroutineContext;)V
    .registers 4

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "io"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/Repository;->db:Landroid/database/sqlite/SQLiteDatabase;

    iput-object p2, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    return-void
.end method

.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/CoroutineContext;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    .line 55
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object p2

    check-cast p2, Lkotlin/coroutines/CoroutineContext;

    :cond_0
    invoke-direct {p0, p1, p2}, Lcom/tidemark/invoices/Repository;-><init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/coroutines/CoroutineContext;)V

    return-void
.end method

.method public static final synthetic access$getDb$p(Lcom/tidemark/invoices/Repository;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 55
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method public static final synthetic access$project(Lcom/tidemark/invoices/Repository;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidemark/invoices/DocState;J)V
    .registers 5

    .line 55
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/tidemark/invoices/Repository;->project(Landroid/database/sqlite/SQLiteDatabase;Lcom/tidemark/invoices/DocState;J)V

    return-void
.end method

.method private final project(Landroid/database/sqlite/SQLiteDatabase;Lcom/tidemark/invoices/DocState;J)V
    .registers 14

    .line 160
    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "inv_"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 161
    const/4 v0, 0x5

    new-array v8, v0, [Lkotlin/Pair;

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getNumber()Ljava/lang/String;

    move-result-object v3

    const-string v2, "number"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v8, v1

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getCustomer()Ljava/lang/String;

    move-result-object v3

    const-string v2, "customer"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v8, v1

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getTotalCents()J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "total_cents"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v8, v1

    .line 162
    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v3

    const-string v2, "status"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v8, v1

    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "updated_at"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v8, v1

    .line 161
    invoke-static {v8}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v7

    .line 163
    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getId()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "invoices"

    const-string v3, "id = ?"

    invoke-virtual {p1, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    if-nez v0, :cond_1

    .line 164
    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-static {v7, v1, v2}, Lcom/tidemark/invoices/CursorExtKt;->putValue(Landroid/content/ContentValues;Ljava/lang/String;Ljava/lang/Object;)V

    .line 165
    const-string v1, "invoices"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    goto :goto_0

    .line 167
    :cond_0
    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "exp_"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 168
    const/4 v0, 0x3

    new-array v8, v0, [Lkotlin/Pair;

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getStatus()Ljava/lang/String;

    move-result-object v3

    const-string v2, "status"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v8, v1

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getDocument()Ljava/lang/String;

    move-result-object v3

    const-string v2, "path"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v8, v1

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getCount()I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const-string v2, "rows"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v8, v1

    invoke-static {v8}, Lcom/tidemark/invoices/CursorExtKt;->valuesOf([Lkotlin/Pair;)Landroid/content/ContentValues;

    move-result-object v7

    .line 169
    const/4 v4, 0x1

    new-array v8, v4, [Ljava/lang/String;

    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getId()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v8, v5

    const-string v1, "exports"

    const-string v3, "id = ?"

    invoke-virtual {p1, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    if-nez v0, :cond_1

    .line 170
    invoke-virtual {p2}, Lcom/tidemark/invoices/DocState;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "id"

    invoke-static {v7, v1, v2}, Lcom/tidemark/invoices/CursorExtKt;->putValue(Landroid/content/ContentValues;Ljava/lang/String;Ljava/lang/Object;)V

    .line 171
    invoke-static {p3, p4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "created_at"

    invoke-static {v7, v1, v2}, Lcom/tidemark/invoices/CursorExtKt;->putValue(Landroid/content/ContentValues;Ljava/lang/String;Ljava/lang/Object;)V

    .line 172
    const-string v1, "exports"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 175
    :cond_1
    :goto_0
    return-void
.end method


# virtual methods
.method public final claimNext(Ljava/util/Set;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 120
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$claimNext$2;

    const/4 v2, 0x0

    invoke-direct {v1, p1, p0, v2}, Lcom/tidemark/invoices/Repository$claimNext$2;-><init>(Ljava/util/Set;Lcom/tidemark/invoices/Repository;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 129
    return-object v0
.end method

.method public final commit(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16

    .line 76
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$commit$2;

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    move-object v5, p5

    move-object v6, p3

    move-object v7, p4

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/tidemark/invoices/Repository$commit$2;-><init>(Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lorg/json/JSONObject;Ljava/util/List;Lcom/tidemark/invoices/DocState;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v2

    if-ne v0, v2, :cond_0

    return-object v0

    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 94
    return-object v0
.end method

.method public final finish(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/WorkResult;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 8

    .line 137
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$finish$2;

    const/4 v3, 0x0

    invoke-direct {v1, p0, p2, p1, v3}, Lcom/tidemark/invoices/Repository$finish$2;-><init>(Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/WorkResult;Lcom/tidemark/invoices/OutboxItem;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p3}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v2

    if-ne v0, v2, :cond_0

    return-object v0

    :cond_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 156
    return-object v0
.end method

.method public final history(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 57
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$history$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lcom/tidemark/invoices/Repository$history$2;-><init>(Lcom/tidemark/invoices/Repository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 61
    return-object v0
.end method

.method public final load(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 24

    move-object/from16 v0, p2

    instance-of v0, v0, Lcom/tidemark/invoices/Repository$load$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lcom/tidemark/invoices/Repository$load$1;

    move-object/from16 v19, v0

    move-object/from16 v0, v19

    iget v0, v0, Lcom/tidemark/invoices/Repository$load$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    move-object/from16 v1, v19

    iget v1, v1, Lcom/tidemark/invoices/Repository$load$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    move-object/from16 v0, v19

    iput v1, v0, Lcom/tidemark/invoices/Repository$load$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tidemark/invoices/Repository$load$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/Repository$load$1;-><init>(Lcom/tidemark/invoices/Repository;Lkotlin/coroutines/Continuation;)V

    move-object/from16 v19, v0

    :goto_0
    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$load$1;->result:Ljava/lang/Object;

    move-object/from16 v18, v0

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v20

    .line 63
    move-object/from16 v0, v19

    iget v0, v0, Lcom/tidemark/invoices/Repository$load$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    sget-object v0, Lcom/tidemark/invoices/Reducer;->INSTANCE:Lcom/tidemark/invoices/Reducer;

    new-instance v1, Lcom/tidemark/invoices/DocState;

    move-object/from16 v2, p1

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const-wide/16 v6, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/16 v13, 0x3fe

    const/4 v14, 0x0

    invoke-direct/range {v1 .. v14}, Lcom/tidemark/invoices/DocState;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object/from16 v16, v1

    move-object v15, v0

    move-object/from16 v4, p1

    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    move-object/from16 v3, v19

    iput-object v4, v3, Lcom/tidemark/invoices/Repository$load$1;->L$0:Ljava/lang/Object;

    move-object/from16 v3, v19

    iput-object v15, v3, Lcom/tidemark/invoices/Repository$load$1;->L$1:Ljava/lang/Object;

    move-object/from16 v4, v16

    move-object/from16 v3, v19

    iput-object v4, v3, Lcom/tidemark/invoices/Repository$load$1;->L$2:Ljava/lang/Object;

    const/4 v4, 0x1

    move-object/from16 v3, v19

    iput v4, v3, Lcom/tidemark/invoices/Repository$load$1;->label:I

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, v19

    invoke-virtual {v0, v1, v2}, Lcom/tidemark/invoices/Repository;->history(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    move-object/from16 v2, v20

    if-ne v0, v2, :cond_1

    return-object v20

    :pswitch_1
    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$load$1;->L$2:Ljava/lang/Object;

    check-cast v0, Lcom/tidemark/invoices/DocState;

    move-object/from16 v16, v0

    move-object/from16 v0, v19

    iget-object v15, v0, Lcom/tidemark/invoices/Repository$load$1;->L$1:Ljava/lang/Object;

    check-cast v15, Lcom/tidemark/invoices/Reducer;

    move-object/from16 v0, v19

    iget-object v0, v0, Lcom/tidemark/invoices/Repository$load$1;->L$0:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    move-object/from16 p1, v0

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object/from16 v0, v18

    :cond_1
    move-object/from16 v17, v0

    move-object/from16 v2, v17

    check-cast v2, Ljava/util/List;

    move-object/from16 v1, v16

    invoke-virtual {v15, v1, v2}, Lcom/tidemark/invoices/Reducer;->fold(Lcom/tidemark/invoices/DocState;Ljava/util/List;)Lcom/tidemark/invoices/DocState;

    move-result-object v0

    return-object v0

    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public final operation(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 111
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$operation$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lcom/tidemark/invoices/Repository$operation$2;-><init>(Lcom/tidemark/invoices/Repository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 113
    return-object v0
.end method

.method public final prior(ILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 69
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$prior$2;

    move-object v2, p0

    move v3, p1

    move-object v4, p2

    move-object v5, p3

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/tidemark/invoices/Repository$prior$2;-><init>(Lcom/tidemark/invoices/Repository;ILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 73
    return-object v0
.end method

.method public final progress(Ljava/lang/String;IILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    .line 131
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$progress$2;

    move-object v2, p0

    move v3, p2

    move v4, p3

    move-object v5, p4

    move-object v6, p1

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/tidemark/invoices/Repository$progress$2;-><init>(Lcom/tidemark/invoices/Repository;IILjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p5}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 134
    return-object v0
.end method

.method public final purgeExports(Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lcom/tidemark/invoices/Event$Purged;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14

    .line 97
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$purgeExports$2;

    move-object v2, p3

    move-object v3, p0

    move-object v4, p1

    move-object v5, p2

    move-object v6, p4

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/tidemark/invoices/Repository$purgeExports$2;-><init>(Lcom/tidemark/invoices/Event$Purged;Lcom/tidemark/invoices/Repository;Lcom/tidemark/invoices/ToolCall;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p5}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 109
    return-object v0
.end method

.method public final requestCancel(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 116
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$requestCancel$2;

    const/4 v2, 0x0

    invoke-direct {v1, p0, p1, v2}, Lcom/tidemark/invoices/Repository$requestCancel$2;-><init>(Lcom/tidemark/invoices/Repository;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 118
    return-object v0
.end method

.method public final rows(Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12

    .line 65
    iget-object v0, p0, Lcom/tidemark/invoices/Repository;->io:Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/tidemark/invoices/Repository$rows$2;

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    move-object v5, p3

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/tidemark/invoices/Repository$rows$2;-><init>(Lcom/tidemark/invoices/Repository;Ljava/lang/String;[Ljava/lang/String;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p4}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 67
    return-object v0
.end method
