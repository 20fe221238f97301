.class public final Lcom/sp/TasksProvider;
.super Lcom/sp/Endpoint;
.source "Providers.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 23
    invoke-direct {v1}, Lcom/sp/Endpoint;-><init>()V
    return-void
.end method


# virtual methods
.method public execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    move-object/from16 v0, v16
    instance-of v0, v0, Lcom/sp/TasksProvider$execute$1;
    if-eqz v0, :L39
    move-object/from16 v0, v16
    check-cast v0, Lcom/sp/TasksProvider$execute$1;
    move-object v5, v0
    iget v0, v5, Lcom/sp/TasksProvider$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/sp/TasksProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/sp/TasksProvider$execute$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/sp/TasksProvider$execute$1;
    move-object v1, v13
    move-object/from16 v2, v16
    invoke-direct/range {v0 .. v2}, Lcom/sp/TasksProvider$execute$1;-><init>(Lcom/sp/TasksProvider;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/sp/TasksProvider$execute$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 24
    iget v0, v5, Lcom/sp/TasksProvider$execute$1;->label:I
    packed-switch v0, :sw_67
    goto :L247
:L88
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 25
    invoke-virtual {v13, v15}, Lcom/sp/TasksProvider;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L108
    const-string v1, "DEADLINE_EXCEEDED"
    invoke-virtual {v13, v1}, Lcom/sp/TasksProvider;->fail(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L108
    .line 26
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/sp/TasksProvider$execute$1;->L$0:Ljava/lang/Object;
    iput-object v15, v5, Lcom/sp/TasksProvider$execute$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/sp/TasksProvider$execute$1;->label:I
    invoke-virtual {v13, v15, v5}, Lcom/sp/TasksProvider;->owner(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L170
    .line 24
    return-object v9
:L145
    iget-object v0, v5, Lcom/sp/TasksProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v15, v0
    iget-object v0, v5, Lcom/sp/TasksProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
:L170
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    .line 27
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v0
    .line 28
    const-string v1, "owner"
    invoke-virtual {v6, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    const-string v1, "title"
    const-string v3, "title"
    invoke-virtual {v15, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    invoke-virtual {v13}, Lcom/sp/TasksProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "tasks"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 31
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    move-object v11, v8
    .line 35
    const/4 v12, 0x0
    .line 31
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    .line 31
    return-object v8
:L247
    .line 24
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L145
    .end packed-switch
.end method

