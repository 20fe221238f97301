.class final Lcom/parkrun/RosterProvider$call$tools$3;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RosterProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic this$0:Lcom/parkrun/RosterProvider;
.field final synthetic $ctx:Landroid/content/Context;
.field final synthetic $uid:I

.method constructor <init>(Lcom/parkrun/RosterProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    .registers 6
    iput-object v2, v1, Lcom/parkrun/RosterProvider$call$tools$3;->this$0:Lcom/parkrun/RosterProvider;
    iput-object v3, v1, Lcom/parkrun/RosterProvider$call$tools$3;->$ctx:Landroid/content/Context;
    iput v4, v1, Lcom/parkrun/RosterProvider$call$tools$3;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v5}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11
    iget-object v0, v9, Lcom/parkrun/RosterProvider$call$tools$3;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 41
    iget v0, v9, Lcom/parkrun/RosterProvider$call$tools$3;->label:I
    packed-switch v0, :sw_16
    goto :L129
    :L36
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 42
    const-string v1, "confirmed"
    invoke-static {v7, v1}, Lcom/parkrun/ToolKt;->flag(Lorg/json/JSONObject;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L98
    .line 43
    iget-object v0, v9, Lcom/parkrun/RosterProvider$call$tools$3;->this$0:Lcom/parkrun/RosterProvider;
    invoke-static {v0}, Lcom/parkrun/RosterProvider;->access$getDb$p(Lcom/parkrun/RosterProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L67
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L67
    const-string v1, "volunteers"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    const-string v6, "id"
    invoke-static {v7, v6}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 44
    const-string v0, "{\"dropped\":true}"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L128
    :L98
    .line 46
    iget-object v0, v9, Lcom/parkrun/RosterProvider$call$tools$3;->$ctx:Landroid/content/Context;
    const-class v1, Lcom/parkrun/DropVolunteerActivity;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/parkrun/ToolKt;->confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 47
    sget-object v1, Lcom/parkrun/ResumeBook;->INSTANCE:Lcom/parkrun/ResumeBook;
    sget-object v2, Lcom/parkrun/Tokens;->INSTANCE:Lcom/parkrun/Tokens;
    invoke-virtual {v2}, Lcom/parkrun/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    iget v3, v9, Lcom/parkrun/RosterProvider$call$tools$3;->$uid:I
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    .line 46
    invoke-static {v0, v1}, Lcom/parkrun/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L128
    .line 48
    return-object v0
    :L129
    .line 41
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
    .registers 8
    new-instance v0, Lcom/parkrun/RosterProvider$call$tools$3;
    iget-object v1, v5, Lcom/parkrun/RosterProvider$call$tools$3;->this$0:Lcom/parkrun/RosterProvider;
    iget-object v2, v5, Lcom/parkrun/RosterProvider$call$tools$3;->$ctx:Landroid/content/Context;
    iget v3, v5, Lcom/parkrun/RosterProvider$call$tools$3;->$uid:I
    invoke-direct {v0, v1, v2, v3, v7}, Lcom/parkrun/RosterProvider$call$tools$3;-><init>(Lcom/parkrun/RosterProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    move-object v4, v0
    iput-object v6, v4, Lcom/parkrun/RosterProvider$call$tools$3;->L$0:Ljava/lang/Object;
    check-cast v4, Lkotlin/coroutines/Continuation;
    return-object v4
.end method

.method public final invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/RosterProvider$call$tools$3;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/RosterProvider$call$tools$3;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/RosterProvider$call$tools$3;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lorg/json/JSONObject;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/RosterProvider$call$tools$3;->invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

