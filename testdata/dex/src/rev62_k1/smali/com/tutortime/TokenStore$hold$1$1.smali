.class final Lcom/tutortime/TokenStore$hold$1$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Repo.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRepo.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Repo.kt\ncom/tutortime/TokenStore$hold$1$1\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,51:1\n1#2:52\n*E\n"
.end annotation

.field  label:I
.field synthetic L$0:Ljava/lang/Object;
.field final synthetic $token:Ljava/lang/String;
.field final synthetic $uid:I

.method constructor <init>(Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object v2, v1, Lcom/tutortime/TokenStore$hold$1$1;->$token:Ljava/lang/String;
    iput v3, v1, Lcom/tutortime/TokenStore$hold$1$1;->$uid:I
    const/4 v0, 0x2
    invoke-direct {v1, v0, v4}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 13
    iget-object v0, v11, Lcom/tutortime/TokenStore$hold$1$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroidx/datastore/preferences/core/Preferences;
    move-object v5, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 41
    iget v0, v11, Lcom/tutortime/TokenStore$hold$1$1;->label:I
    packed-switch v0, :sw_16
    goto :L82
    :L36
    invoke-static {v12}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 41
    move-object v6, v5
    iget-object v0, v11, Lcom/tutortime/TokenStore$hold$1$1;->$token:Ljava/lang/String;
    move-object v7, v0
    iget v0, v11, Lcom/tutortime/TokenStore$hold$1$1;->$uid:I
    move v8, v0
    move-object v9, v6
    .line 52
    const/4 v0, 0x0
    move v10, v0
    .line 41
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "hold_"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Landroidx/datastore/preferences/core/PreferencesKeys;->stringPreferencesKey(Ljava/lang/String;)Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v1
    invoke-static {v8}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroidx/datastore/preferences/core/Preferences;->set(Landroidx/datastore/preferences/core/Preferences$Key;Ljava/lang/Object;)V
    .line 41
    .line 41
    return-object v6
    :L82
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
    .registers 7
    new-instance v0, Lcom/tutortime/TokenStore$hold$1$1;
    iget-object v1, v4, Lcom/tutortime/TokenStore$hold$1$1;->$token:Ljava/lang/String;
    iget v2, v4, Lcom/tutortime/TokenStore$hold$1$1;->$uid:I
    invoke-direct {v0, v1, v2, v6}, Lcom/tutortime/TokenStore$hold$1$1;-><init>(Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    move-object v3, v0
    iput-object v5, v3, Lcom/tutortime/TokenStore$hold$1$1;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlin/coroutines/Continuation;
    return-object v3
.end method

.method public final invoke(Landroidx/datastore/preferences/core/Preferences;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {v2, v3, v4}, Lcom/tutortime/TokenStore$hold$1$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/tutortime/TokenStore$hold$1$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/tutortime/TokenStore$hold$1$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast v2, Landroidx/datastore/preferences/core/Preferences;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/tutortime/TokenStore$hold$1$1;->invoke(Landroidx/datastore/preferences/core/Preferences;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

