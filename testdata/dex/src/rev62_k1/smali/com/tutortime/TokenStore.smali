.class public final Lcom/tutortime/TokenStore;
.super Ljava/lang/Object;
.source "Repo.kt"

.field private final dataStore:Landroidx/datastore/core/DataStore;

.method public constructor <init>(Landroidx/datastore/core/DataStore;)V
    .registers 3
    const-string v0, "dataStore"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tutortime/TokenStore;->dataStore:Landroidx/datastore/core/DataStore;
    return-void
.end method

.method public final hold(Ljava/lang/String;I)V
    .registers 8
    const-string v1, "token"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const/4 v0, 0x0
    new-instance v1, Lcom/tutortime/TokenStore$hold$1;
    const/4 v4, 0x0
    invoke-direct {v1, v5, v6, v7, v4}, Lcom/tutortime/TokenStore$hold$1;-><init>(Lcom/tutortime/TokenStore;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 43
    return-void
.end method

.method public final redeem(Ljava/lang/String;)Z
    .registers 10
    .line 46
    check-cast v9, Ljava/lang/CharSequence;
    move-object v7, v9
    if-eqz v7, :L18
    invoke-interface {v7}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-nez v0, :L22
    :L18
    const/4 v0, 0x1
    goto :L23
    :L22
    const/4 v0, 0x0
    :L23
    .line 46
    if-eqz v0, :L28
    const/4 v0, 0x0
    return v0
    :L28
    .line 47
    const/4 v0, 0x0
    new-instance v1, Lcom/tutortime/TokenStore$redeem$prefs$1;
    const/4 v4, 0x0
    invoke-direct {v1, v8, v4}, Lcom/tutortime/TokenStore$redeem$prefs$1;-><init>(Lcom/tutortime/TokenStore;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroidx/datastore/preferences/core/Preferences;
    move-object v7, v0
    .line 48
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "hold_"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Landroidx/datastore/preferences/core/PreferencesKeys;->stringPreferencesKey(Ljava/lang/String;)Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v1
    invoke-virtual {v7, v1}, Landroidx/datastore/preferences/core/Preferences;->get(Landroidx/datastore/preferences/core/Preferences$Key;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L70
    const/4 v0, 0x1
    goto :L71
    :L70
    const/4 v0, 0x0
    :L71
    return v0
.end method

.method public static final synthetic access$getDataStore$p(Lcom/tutortime/TokenStore;)Landroidx/datastore/core/DataStore;
    .registers 2
    .line 38
    iget-object v0, v1, Lcom/tutortime/TokenStore;->dataStore:Landroidx/datastore/core/DataStore;
    return-object v0
.end method

