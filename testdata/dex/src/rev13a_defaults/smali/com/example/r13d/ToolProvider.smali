.class public final Lcom/example/r13d/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    # TP 613: data class default argument = currentTimeMillis().toString()
    .line 21
    new-instance v1, Lcom/example/r13d/Session;
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-direct {v1, v2, v3, v2}, Lcom/example/r13d/Session;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 22
    const-string v3, "session_token"
    invoke-virtual {v1}, Lcom/example/r13d/Session;->getToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss 613: default argument = UUID.randomUUID().toString()
    .line 23
    new-instance v1, Lcom/example/r13d/Operation;
    const/4 v3, 0x1
    invoke-direct {v1, v2, v3, v2}, Lcom/example/r13d/Operation;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 24
    const-string v3, "operation_id"
    invoke-virtual {v1}, Lcom/example/r13d/Operation;->getToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v0
.end method
