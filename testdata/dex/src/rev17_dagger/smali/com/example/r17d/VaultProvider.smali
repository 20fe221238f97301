.class public Lcom/example/r17d/VaultProvider;
.super Landroid/content/ContentProvider;
.source "VaultProvider.java"

.field exportIds:Lcom/example/r17d/ExportIds;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
.end field

.field legacyIds:Ljavax/inject/Provider;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/example/r17d/OpIds;",
            ">;"
        }
    .end annotation
.end field

.field opIds:Ljavax/inject/Provider;
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/example/r17d/OpIds;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 19
    invoke-static {}, Lcom/example/r17d/DaggerVaultComponent;->create()Lcom/example/r17d/VaultComponent;
    move-result-object v0
    invoke-interface {v0, p0}, Lcom/example/r17d/VaultComponent;->inject(Lcom/example/r17d/VaultProvider;)V
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r17d/VaultProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r17d/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r17d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r17d/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r17d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r17d/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r17d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r17d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r17d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string p3, "begin_sync"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_a
    invoke-direct {p0}, Lcom/example/r17d/VaultProvider;->beginSync()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_a
    const-string p3, "export_vault"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-eqz p3, :cond_b
    invoke-direct {p0}, Lcom/example/r17d/VaultProvider;->exportVault()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_b
    const-string p3, "begin_legacy"
    invoke-virtual {p3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_c
    invoke-direct {p0}, Lcom/example/r17d/VaultProvider;->beginLegacy()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 32
    :cond_c
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r17d/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private beginSync()Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 35
    iget-object v0, p0, Lcom/example/r17d/VaultProvider;->opIds:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r17d/OpIds;
    invoke-virtual {v0}, Lcom/example/r17d/OpIds;->next()Ljava/lang/String;
    move-result-object v0
    # true positive CETP613: the Random is AppModule.fastRandom's, through Provider<OpIds>
    .line 36
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "operation_id"
    invoke-virtual {v1, v2, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private exportVault()Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 40
    iget-object v0, p0, Lcom/example/r17d/VaultProvider;->exportIds:Lcom/example/r17d/ExportIds;
    invoke-virtual {v0}, Lcom/example/r17d/ExportIds;->next()Ljava/lang/String;
    move-result-object v0
    # near miss CETP613: ExportIds holds AppModule.secureRandom's SecureRandom
    .line 41
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "operation_id"
    invoke-virtual {v1, v2, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private beginLegacy()Landroid/os/Bundle;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 45
    iget-object v0, p0, Lcom/example/r17d/VaultProvider;->legacyIds:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r17d/OpIds;
    invoke-virtual {v0}, Lcom/example/r17d/OpIds;->next()Ljava/lang/String;
    move-result-object v0
    # note CETP613 (added after the scan): legacyIds is set by reflection, so its get() may be any factory's
    .line 46
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "operation_id"
    invoke-virtual {v1, v2, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r17d/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
