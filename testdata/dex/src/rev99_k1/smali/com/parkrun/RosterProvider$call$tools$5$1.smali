.class final Lcom/parkrun/RosterProvider$call$tools$5$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "RosterProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRosterProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RosterProvider.kt\ncom/parkrun/RosterProvider$call$tools$5$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,104:1\n1#2:105\n*E\n"
.end annotation

.field  label:I
.field final synthetic this$0:Lcom/parkrun/RosterProvider;
.field final synthetic $a:Lorg/json/JSONObject;

.method constructor <init>(Lcom/parkrun/RosterProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/parkrun/RosterProvider$call$tools$5$1;->this$0:Lcom/parkrun/RosterProvider;
    iput-object v3, v1, Lcom/parkrun/RosterProvider$call$tools$5$1;->$a:Lorg/json/JSONObject;
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 15
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 60
    iget v0, v13, Lcom/parkrun/RosterProvider$call$tools$5$1;->label:I
    packed-switch v0, :sw_8
    goto :L130
    :L28
    invoke-static/range {v14 .. v14}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 61
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 62
    iget-object v0, v13, Lcom/parkrun/RosterProvider$call$tools$5$1;->this$0:Lcom/parkrun/RosterProvider;
    invoke-static {v0}, Lcom/parkrun/RosterProvider;->access$getDb$p(Lcom/parkrun/RosterProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    if-nez v0, :L54
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L54
    const-string v1, "absences"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v3
    iget-object v3, v13, Lcom/parkrun/RosterProvider$call$tools$5$1;->$a:Lorg/json/JSONObject;
    move-object v6, v3
    move-object v7, v5
    .line 105
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 62
    const-string v1, "week"
    const-string v3, "week"
    invoke-static {v6, v3}, Lcom/parkrun/ToolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "uid"
    invoke-static {v4}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 62
    .line 62
    invoke-virtual {v9, v10, v11, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 63
    const-string v0, "{\"absent\":true}"
    invoke-static {v0}, Lcom/parkrun/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L130
    .line 60
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method

.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/parkrun/RosterProvider$call$tools$5$1;
    iget-object v1, v3, Lcom/parkrun/RosterProvider$call$tools$5$1;->this$0:Lcom/parkrun/RosterProvider;
    iget-object v2, v3, Lcom/parkrun/RosterProvider$call$tools$5$1;->$a:Lorg/json/JSONObject;
    invoke-direct {v0, v1, v2, v5}, Lcom/parkrun/RosterProvider$call$tools$5$1;-><init>(Lcom/parkrun/RosterProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/parkrun/RosterProvider$call$tools$5$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/parkrun/RosterProvider$call$tools$5$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/parkrun/RosterProvider$call$tools$5$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Lkotlinx/coroutines/CoroutineScope;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/RosterProvider$call$tools$5$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

