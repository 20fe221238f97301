.class public final Lcom/berthbook/HarbourLog;
.super Ljava/lang/Object;
.source "Storage.kt"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    const-string v1, "db"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/berthbook/HarbourLog;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public static final synthetic access$getDb$p(Lcom/berthbook/HarbourLog;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 57
    iget-object v0, v1, Lcom/berthbook/HarbourLog;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method


# virtual methods
.method public final append-ysKqw_A(Ljava/lang/String;Ljava/lang/String;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    .line 58
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/berthbook/HarbourLog$append$2;
    const/4 v7, 0x0
    move-object v2, v9
    move-object v3, v10
    move v4, v11
    move-object v5, v8
    move-object v6, v7
    invoke-direct/range {v1 .. v6}, Lcom/berthbook/HarbourLog$append$2;-><init>(Ljava/lang/String;Ljava/lang/String;ILcom/berthbook/HarbourLog;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v0, v1, v12}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 65
    return-object v0
.end method

.method public final berthOf(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    instance-of v0, v11, Lcom/berthbook/HarbourLog$berthOf$1;
    if-eqz v0, :L39
    move-object v0, v11
    check-cast v0, Lcom/berthbook/HarbourLog$berthOf$1;
    move-object v6, v0
    iget v0, v6, Lcom/berthbook/HarbourLog$berthOf$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v6, Lcom/berthbook/HarbourLog$berthOf$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v6, Lcom/berthbook/HarbourLog$berthOf$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/berthbook/HarbourLog$berthOf$1;
    invoke-direct {v0, v9, v11}, Lcom/berthbook/HarbourLog$berthOf$1;-><init>(Lcom/berthbook/HarbourLog;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
:L50
    iget-object v0, v6, Lcom/berthbook/HarbourLog$berthOf$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 67
    iget v0, v6, Lcom/berthbook/HarbourLog$berthOf$1;->label:I
    packed-switch v0, :sw_66
    goto :L161
:L88
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 67
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/berthbook/HarbourLog$berthOf$2;
    const/4 v5, 0x0
    invoke-direct {v1, v9, v10, v5}, Lcom/berthbook/HarbourLog$berthOf$2;-><init>(Lcom/berthbook/HarbourLog;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v6, Lcom/berthbook/HarbourLog$berthOf$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v6, Lcom/berthbook/HarbourLog$berthOf$1;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L154
    .line 67
    return-object v8
:L140
    iget-object v0, v6, Lcom/berthbook/HarbourLog$berthOf$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L154
    .line 67
    const-string v2, "withContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    return-object v0
:L161
    .line 67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_66
    .packed-switch 0x0
        :L88
        :L140
    .end packed-switch
.end method

.method public final shareWith-ayzpHmE(JLjava/lang/String;)I
    .registers 13
    const-string v1, "who"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 73
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    .line 74
    const-string v1, "shared_with"
    invoke-virtual {v7, v1, v12}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 75
    iget-object v0, v9, Lcom/berthbook/HarbourLog;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "harbour_log"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    invoke-static {v10, v11}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v8, v5
    invoke-virtual {v0, v1, v7, v3, v8}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public final purgeBefore(J)I
    .registers 10
    .line 78
    iget-object v0, v7, Lcom/berthbook/HarbourLog;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "harbour_log"
    const-string v2, "at_ms < ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-static {v8, v9}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

