.class final Lcom/parkrun/ResultsProvider$call$tools$4;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ResultsProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nResultsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ResultsProvider.kt\ncom/parkrun/ResultsProvider$call$tools$4\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,93:1\n1#2:94\n*E\n"
.end annotation

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic $req:Landroid/os/Bundle;
.field final synthetic $uid:I
.field final synthetic this$0:Lcom/parkrun/ResultsProvider;
.field final synthetic $ctx:Landroid/content/Context;

.method constructor <init>(Landroid/os/Bundle;ILcom/parkrun/ResultsProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object v2, v1, Lcom/parkrun/ResultsProvider$call$tools$4;->$req:Landroid/os/Bundle;
    iput v3, v1, Lcom/parkrun/ResultsProvider$call$tools$4;->$uid:I
    iput-object v4, v1, Lcom/parkrun/ResultsProvider$call$tools$4;->this$0:Lcom/parkrun/ResultsProvider;
    iput-object v5, v1, Lcom/parkrun/ResultsProvider$call$tools$4;->$ctx:Landroid/content/Context;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v15, v17
    iget-object v0, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 50
    iget v0, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->label:I
    packed-switch v0, :sw_16
    goto :L323
    :L36
    invoke-static/range {v18 .. v18}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 51
    sget-object v0, Lcom/parkrun/ResumeBook;->INSTANCE:Lcom/parkrun/ResumeBook;
    iget-object v1, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->$req:Landroid/os/Bundle;
    invoke-static {v1}, Lcom/parkrun/ToolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    iget v2, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->$uid:I
    invoke-virtual {v0, v1, v2}, Lcom/parkrun/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L292
    .line 52
    iget-object v0, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->this$0:Lcom/parkrun/ResultsProvider;
    move-object v9, v0
    :t_65
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v10, v9
    const/4 v0, 0x0
    move v11, v0
    .line 53
    invoke-static {v10}, Lcom/parkrun/ResultsProvider;->access$getDb$p(Lcom/parkrun/ResultsProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L92
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L92
    const-string v1, "SELECT secs FROM results WHERE id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v12, v2
    const/4 v3, 0x0
    const-string v5, "id"
    invoke-static {v8, v5}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    aput-object v4, v12, v3
    invoke-virtual {v0, v1, v12}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v12, v0
    const/4 v0, 0x0
    move-object v13, v0
    :t_123
    nop
    check-cast v12, Landroid/database/Cursor;
    move-object v14, v12
    const/4 v0, 0x0
    move/16 v16, v0
    .line 54
    invoke-interface {v14}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L155
    const/4 v1, 0x0
    invoke-interface {v14, v1}, Landroid/database/Cursor;->getInt(I)I
    move-result v0
    goto :L177
    :L155
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v3, "id"
    invoke-static {v8, v3}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "no result "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L177
    .line 53
    move v14, v0
    :t_179
    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move v0, v14
    goto :L212
    :t_191
    :L191
    move-exception v0
    move-object/16 v16, v0
    move-object/from16 v13, v16
    throw v16
    :t_200
    :L200
    move-exception v0
    move-object/16 v16, v0
    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v16
    :L212
    .line 55
    nop
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v0
    .line 52
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v10, v0
    :t_221
    goto :L240
    :L224
    move-exception v0
    move-object v11, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v10, v0
    :L240
    move-object v9, v10
    .line 56
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L277
    check-cast v9, Ljava/lang/Number;
    invoke-virtual {v9}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v10, v0
    .line 94
    const/4 v0, 0x0
    move v11, v0
    .line 56
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"secs\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 56
    goto :L322
    :L277
    move-object v10, v0
    .line 94
    const/4 v0, 0x0
    move v11, v0
    .line 56
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "no such result"
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 56
    goto :L322
    :L292
    .line 58
    iget-object v0, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->$ctx:Landroid/content/Context;
    const-class v1, Lcom/parkrun/ShareResultActivity;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/parkrun/ToolKt;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 59
    sget-object v1, Lcom/parkrun/ResumeBook;->INSTANCE:Lcom/parkrun/ResumeBook;
    sget-object v2, Lcom/parkrun/Tokens;->INSTANCE:Lcom/parkrun/Tokens;
    invoke-virtual {v2}, Lcom/parkrun/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    iget v3, v15, Lcom/parkrun/ResultsProvider$call$tools$4;->$uid:I
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    .line 58
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L322
    .line 60
    return-object v0
    :L323
    .line 50
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catch Ljava/lang/Throwable; {:t_123 .. :t_179} :L191
    .catchall {:t_123 .. :t_179} :L200
    .catchall {:t_191 .. :t_200} :L200
    .catch Ljava/lang/Throwable; {:t_65 .. :t_221} :L224
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 11
    new-instance v0, Lcom/parkrun/ResultsProvider$call$tools$4;
    iget-object v2, v8, Lcom/parkrun/ResultsProvider$call$tools$4;->$req:Landroid/os/Bundle;
    iget v3, v8, Lcom/parkrun/ResultsProvider$call$tools$4;->$uid:I
    iget-object v4, v8, Lcom/parkrun/ResultsProvider$call$tools$4;->this$0:Lcom/parkrun/ResultsProvider;
    iget-object v5, v8, Lcom/parkrun/ResultsProvider$call$tools$4;->$ctx:Landroid/content/Context;
    move-object v1, v0
    move-object v6, v10
    invoke-direct/range {v1 .. v6}, Lcom/parkrun/ResultsProvider$call$tools$4;-><init>(Landroid/os/Bundle;ILcom/parkrun/ResultsProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    move-object v7, v0
    iput-object v9, v7, Lcom/parkrun/ResultsProvider$call$tools$4;->L$0:Ljava/lang/Object;
    check-cast v7, Lkotlin/coroutines/Continuation;
    return-object v7
.end method

.method public final invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/ResultsProvider$call$tools$4;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/ResultsProvider$call$tools$4;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/ResultsProvider$call$tools$4;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lorg/json/JSONObject;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/ResultsProvider$call$tools$4;->invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

