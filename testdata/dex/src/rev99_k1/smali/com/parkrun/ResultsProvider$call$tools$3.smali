.class final Lcom/parkrun/ResultsProvider$call$tools$3;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ResultsProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nResultsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 ResultsProvider.kt\ncom/parkrun/ResultsProvider$call$tools$3\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,93:1\n1#2:94\n*E\n"
.end annotation

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic $req:Landroid/os/Bundle;
.field final synthetic this$0:Lcom/parkrun/ResultsProvider;
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $uid:I
.field final synthetic $pkg:Ljava/lang/String;

.method constructor <init>(Landroid/os/Bundle;Lcom/parkrun/ResultsProvider;Landroid/content/Context;ILjava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 8
    iput-object v2, v1, Lcom/parkrun/ResultsProvider$call$tools$3;->$req:Landroid/os/Bundle;
    iput-object v3, v1, Lcom/parkrun/ResultsProvider$call$tools$3;->this$0:Lcom/parkrun/ResultsProvider;
    iput-object v4, v1, Lcom/parkrun/ResultsProvider$call$tools$3;->$ctx:Landroid/content/Context;
    iput v5, v1, Lcom/parkrun/ResultsProvider$call$tools$3;->$uid:I
    iput-object v6, v1, Lcom/parkrun/ResultsProvider$call$tools$3;->$pkg:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v7}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 17
    iget-object v0, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 40
    iget v0, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->label:I
    packed-switch v0, :sw_16
    goto :L242
    :L36
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 41
    sget-object v0, Lcom/parkrun/Holds;->INSTANCE:Lcom/parkrun/Holds;
    iget-object v1, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->$req:Landroid/os/Bundle;
    invoke-static {v1}, Lcom/parkrun/ToolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :L102
    move-object v9, v1
    move-object v10, v9
    .line 94
    move-object v12, v0
    const/4 v0, 0x0
    move v11, v0
    .line 41
    invoke-interface {v10}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L82
    const/4 v0, 0x1
    goto :L83
    :L82
    const/4 v0, 0x0
    :L83
    .line 41
    nop
    move v13, v0
    .line 41
    move-object v0, v12
    if-eqz v13, :L98
    move-object v1, v9
    goto :L104
    :L98
    const/4 v1, 0x0
    goto :L104
    :L102
    .line 41
    const/4 v1, 0x0
    :L104
    invoke-virtual {v0, v1}, Lcom/parkrun/Holds;->redeem(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 42
    if-eqz v7, :L205
    .line 43
    iget-object v0, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->this$0:Lcom/parkrun/ResultsProvider;
    invoke-static {v0}, Lcom/parkrun/ResultsProvider;->access$getDb$p(Lcom/parkrun/ResultsProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L130
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L130
    const-string v1, "results"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v2
    iget-object v2, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->$pkg:Ljava/lang/String;
    move-object v9, v2
    move-object v10, v8
    .line 94
    move-object v13, v1
    move-object v12, v0
    const/4 v0, 0x0
    move v11, v0
    .line 43
    const-string v1, "owner"
    invoke-virtual {v10, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v14, v0
    .line 43
    .line 43
    const-string v3, "runner = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v8
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v7, v8, v5
    move-object v0, v12
    move-object v1, v13
    move-object v4, v8
    invoke-virtual/range {v0 .. v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 44
    const-string v0, "{\"claimed\":true}"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L241
    :L205
    .line 46
    iget-object v0, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->$ctx:Landroid/content/Context;
    const-class v1, Lcom/parkrun/ClaimResultActivity;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/parkrun/ToolKt;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 47
    sget-object v1, Lcom/parkrun/Holds;->INSTANCE:Lcom/parkrun/Holds;
    sget-object v2, Lcom/parkrun/Tokens;->INSTANCE:Lcom/parkrun/Tokens;
    invoke-virtual {v2}, Lcom/parkrun/Tokens;->quick()Ljava/lang/String;
    move-result-object v2
    iget v3, v15, Lcom/parkrun/ResultsProvider$call$tools$3;->$uid:I
    const-string v5, "runner"
    invoke-static {v6, v5}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v2, v3, v4}, Lcom/parkrun/Holds;->hold(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 46
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L241
    .line 48
    return-object v0
    :L242
    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 12
    new-instance v0, Lcom/parkrun/ResultsProvider$call$tools$3;
    iget-object v2, v9, Lcom/parkrun/ResultsProvider$call$tools$3;->$req:Landroid/os/Bundle;
    iget-object v3, v9, Lcom/parkrun/ResultsProvider$call$tools$3;->this$0:Lcom/parkrun/ResultsProvider;
    iget-object v4, v9, Lcom/parkrun/ResultsProvider$call$tools$3;->$ctx:Landroid/content/Context;
    iget v5, v9, Lcom/parkrun/ResultsProvider$call$tools$3;->$uid:I
    iget-object v6, v9, Lcom/parkrun/ResultsProvider$call$tools$3;->$pkg:Ljava/lang/String;
    move-object v1, v0
    move-object v7, v11
    invoke-direct/range {v1 .. v7}, Lcom/parkrun/ResultsProvider$call$tools$3;-><init>(Landroid/os/Bundle;Lcom/parkrun/ResultsProvider;Landroid/content/Context;ILjava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object v8, v0
    iput-object v10, v8, Lcom/parkrun/ResultsProvider$call$tools$3;->L$0:Ljava/lang/Object;
    check-cast v8, Lkotlin/coroutines/Continuation;
    return-object v8
.end method

.method public final invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/ResultsProvider$call$tools$3;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/ResultsProvider$call$tools$3;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/ResultsProvider$call$tools$3;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lorg/json/JSONObject;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/ResultsProvider$call$tools$3;->invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

