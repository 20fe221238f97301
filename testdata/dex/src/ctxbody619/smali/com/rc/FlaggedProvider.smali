.class public final Lcom/rc/FlaggedProvider;
.super Lcom/rc/Endpoint;
.source "Endpoint.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 80
    invoke-direct {v1}, Lcom/rc/Endpoint;-><init>()V
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    instance-of v0, v15, Lcom/rc/FlaggedProvider$execute$1;
    if-eqz v0, :L39
    move-object v0, v15
    check-cast v0, Lcom/rc/FlaggedProvider$execute$1;
    move-object v5, v0
    iget v0, v5, Lcom/rc/FlaggedProvider$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/rc/FlaggedProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/rc/FlaggedProvider$execute$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/rc/FlaggedProvider$execute$1;
    invoke-direct {v0, v12, v15}, Lcom/rc/FlaggedProvider$execute$1;-><init>(Lcom/rc/FlaggedProvider;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/rc/FlaggedProvider$execute$1;->result:Ljava/lang/Object;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v10
    .line 81
    iget v0, v5, Lcom/rc/FlaggedProvider$execute$1;->label:I
    packed-switch v0, :sw_67
    goto :L237
:L88
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 82
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0L
    invoke-virtual {v14, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v6
    .line 83
    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rc/FlaggedProvider$execute$1;->L$0:Ljava/lang/Object;
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rc/FlaggedProvider$execute$1;->L$1:Ljava/lang/Object;
    iput-wide v6, v5, Lcom/rc/FlaggedProvider$execute$1;->J$0:J
    const/4 v4, 0x1
    iput v4, v5, Lcom/rc/FlaggedProvider$execute$1;->label:I
    invoke-virtual {v12, v14, v5}, Lcom/rc/FlaggedProvider;->owner(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L181
    .line 81
    return-object v10
:L149
    iget-wide v0, v5, Lcom/rc/FlaggedProvider$execute$1;->J$0:J
    move-wide v6, v0
    iget-object v0, v5, Lcom/rc/FlaggedProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v14, v0
    iget-object v0, v5, Lcom/rc/FlaggedProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v13, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
:L181
    check-cast v0, Ljava/lang/String;
    move-object v11, v0
    .line 84
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    const-string v1, "owner"
    invoke-virtual {v8, v1, v11}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "deadline"
    invoke-static {v6, v7}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 85
    invoke-virtual {v12}, Lcom/rc/FlaggedProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "flagged"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 86
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L237
    .line 81
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L149
    .end packed-switch
.end method

