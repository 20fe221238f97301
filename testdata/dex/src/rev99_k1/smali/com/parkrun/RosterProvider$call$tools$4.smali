.class final Lcom/parkrun/RosterProvider$call$tools$4;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RosterProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRosterProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RosterProvider.kt\ncom/parkrun/RosterProvider$call$tools$4\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,104:1\n1#2:105\n*E\n"
.end annotation

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic $req:Landroid/os/Bundle;
.field final synthetic $uid:I
.field final synthetic this$0:Lcom/parkrun/RosterProvider;
.field final synthetic $ctx:Landroid/content/Context;

.method constructor <init>(Landroid/os/Bundle;ILcom/parkrun/RosterProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    .registers 7
    iput-object v2, v1, Lcom/parkrun/RosterProvider$call$tools$4;->$req:Landroid/os/Bundle;
    iput v3, v1, Lcom/parkrun/RosterProvider$call$tools$4;->$uid:I
    iput-object v4, v1, Lcom/parkrun/RosterProvider$call$tools$4;->this$0:Lcom/parkrun/RosterProvider;
    iput-object v5, v1, Lcom/parkrun/RosterProvider$call$tools$4;->$ctx:Landroid/content/Context;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v6}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 17
    iget-object v0, v15, Lcom/parkrun/RosterProvider$call$tools$4;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 50
    iget v0, v15, Lcom/parkrun/RosterProvider$call$tools$4;->label:I
    packed-switch v0, :sw_16
    goto :L181
    :L36
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 51
    sget-object v0, Lcom/parkrun/ResumeBook;->INSTANCE:Lcom/parkrun/ResumeBook;
    iget-object v1, v15, Lcom/parkrun/RosterProvider$call$tools$4;->$req:Landroid/os/Bundle;
    invoke-static {v1}, Lcom/parkrun/ToolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    iget v2, v15, Lcom/parkrun/RosterProvider$call$tools$4;->$uid:I
    invoke-virtual {v0, v1, v2}, Lcom/parkrun/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-eqz v0, :L150
    .line 52
    iget-object v0, v15, Lcom/parkrun/RosterProvider$call$tools$4;->this$0:Lcom/parkrun/RosterProvider;
    invoke-static {v0}, Lcom/parkrun/RosterProvider;->access$getDb$p(Lcom/parkrun/RosterProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L78
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L78
    const-string v1, "volunteers"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v2
    move-object v10, v9
    .line 105
    move-object v13, v1
    move-object v12, v0
    const/4 v0, 0x0
    move v11, v0
    .line 52
    const-string v1, "role"
    const-string v3, "role"
    invoke-static {v8, v3}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v14, v0
    .line 52
    .line 52
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v9
    move-object v9, v4
    const/4 v5, 0x0
    const-string v7, "id"
    invoke-static {v8, v7}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v9, v5
    invoke-virtual {v12, v13, v2, v3, v9}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 53
    const-string v0, "{\"swapped\":true}"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L180
    :L150
    .line 55
    iget-object v0, v15, Lcom/parkrun/RosterProvider$call$tools$4;->$ctx:Landroid/content/Context;
    const-class v1, Lcom/parkrun/SwapRoleActivity;
    const/high16 v2, 0x8000000
    invoke-static {v0, v1, v2}, Lcom/parkrun/ToolKt;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 56
    sget-object v1, Lcom/parkrun/ResumeBook;->INSTANCE:Lcom/parkrun/ResumeBook;
    sget-object v2, Lcom/parkrun/Tokens;->INSTANCE:Lcom/parkrun/Tokens;
    invoke-virtual {v2}, Lcom/parkrun/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    iget v3, v15, Lcom/parkrun/RosterProvider$call$tools$4;->$uid:I
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    .line 55
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L180
    .line 57
    return-object v0
    :L181
    .line 50
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
    .registers 11
    new-instance v0, Lcom/parkrun/RosterProvider$call$tools$4;
    iget-object v2, v8, Lcom/parkrun/RosterProvider$call$tools$4;->$req:Landroid/os/Bundle;
    iget v3, v8, Lcom/parkrun/RosterProvider$call$tools$4;->$uid:I
    iget-object v4, v8, Lcom/parkrun/RosterProvider$call$tools$4;->this$0:Lcom/parkrun/RosterProvider;
    iget-object v5, v8, Lcom/parkrun/RosterProvider$call$tools$4;->$ctx:Landroid/content/Context;
    move-object v1, v0
    move-object v6, v10
    invoke-direct/range {v1 .. v6}, Lcom/parkrun/RosterProvider$call$tools$4;-><init>(Landroid/os/Bundle;ILcom/parkrun/RosterProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    move-object v7, v0
    iput-object v9, v7, Lcom/parkrun/RosterProvider$call$tools$4;->L$0:Ljava/lang/Object;
    check-cast v7, Lkotlin/coroutines/Continuation;
    return-object v7
.end method

.method public final invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/RosterProvider$call$tools$4;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/RosterProvider$call$tools$4;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/RosterProvider$call$tools$4;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lorg/json/JSONObject;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/RosterProvider$call$tools$4;->invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

