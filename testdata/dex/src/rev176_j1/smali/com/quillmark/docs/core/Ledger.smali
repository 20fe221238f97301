.class public final Lcom/quillmark/docs/core/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/quillmark/docs/core/Ledger$Entry;,
        Lcom/quillmark/docs/core/Ledger$Outcome;,
        Lcom/quillmark/docs/core/Ledger$Work;
    }
.end annotation


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 6

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "ledger_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/quillmark/docs/core/Ledger;->prefs:Landroid/content/SharedPreferences;

    .line 18
    return-void
.end method

.method private static key(ILjava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 25
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "/"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private declared-synchronized record(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)V
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 60
    :try_start_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v0, v0, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Ledger;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 61
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/quillmark/docs/core/Ledger;->prefs:Landroid/content/SharedPreferences;

    const-string v3, "{}"

    invoke-interface {v2, v4, v3}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v5, v0

    .line 62
    invoke-virtual {p2}, Lcom/quillmark/docs/core/Ledger$Outcome;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "outcome"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 63
    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v4, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 64
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method private declared-synchronized reserve(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 45
    :try_start_0
    iget-object v0, p1, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v0, v0, Lcom/quillmark/docs/core/Caller;->uid:I

    iget-object v1, p1, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/quillmark/docs/core/Ledger;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 46
    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0, v4}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_0

    .line 47
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 49
    :cond_0
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v5, v0

    .line 50
    iget-object v2, p1, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v2, v2, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 51
    iget-object v2, p1, Lcom/quillmark/docs/core/Request;->argsDigest:Ljava/lang/String;

    const-string v1, "digest"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 52
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-string v1, "at"

    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 53
    if-eqz p2, :cond_1

    .line 54
    const-string v1, "op"

    invoke-virtual {v5, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 56
    :cond_1
    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v4, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public declared-synchronized find(ILjava/lang/String;)Lcom/quillmark/docs/core/Ledger$Entry;
    .registers 13

    monitor-enter p0

    .line 29
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/core/Ledger;->prefs:Landroid/content/SharedPreferences;

    invoke-static {p1, p2}, Lcom/quillmark/docs/core/Ledger;->key(ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v7

    .line 30
    if-nez v7, :cond_0

    .line 31
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 34
    :cond_0
    :try_start_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v8, v0

    .line 35
    const-string v1, "outcome"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    .line 36
    new-instance v0, Lcom/quillmark/docs/core/Ledger$Entry;

    const-string v3, "tool"

    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "digest"

    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "op"

    const/4 v6, 0x0

    invoke-virtual {v8, v5, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 37
    move-object v1, v0

    if-nez v9, :cond_1

    const/4 v5, 0x0

    goto :goto_0

    :cond_1
    invoke-static {v9}, Lcom/quillmark/docs/core/Ledger$Outcome;->fromJson(Lorg/json/JSONObject;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v5

    :goto_0
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/quillmark/docs/core/Ledger$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Ledger$Outcome;)V
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 36
    monitor-exit p0

    return-object v0

    :catch_0
    move-exception v8

    .line 39
    :try_start_2
    new-instance v0, Lcom/quillmark/docs/core/Ledger$Entry;

    const-string v2, ""

    const-string v3, ""

    const/4 v4, 0x0

    const/4 v5, 0x0

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/quillmark/docs/core/Ledger$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Ledger$Outcome;)V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public reserveOperation(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 85
    invoke-direct {p0, p1, p2}, Lcom/quillmark/docs/core/Ledger;->reserve(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public runOnce(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Work;)Lcom/quillmark/docs/core/Ledger$Outcome;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 68
    const/4 v1, 0x0

    invoke-direct {p0, p1, v1}, Lcom/quillmark/docs/core/Ledger;->reserve(Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 69
    const/4 v0, 0x0

    return-object v0

    .line 73
    :cond_0
    :try_start_0
    invoke-interface {p2}, Lcom/quillmark/docs/core/Ledger$Work;->run()Lcom/quillmark/docs/core/Ledger$Outcome;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v2

    .line 78
    goto :goto_0

    :catch_0
    move-exception v3

    .line 75
    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0}, Lcom/quillmark/docs/core/Ledger$Outcome;->error(Ljava/lang/String;)Lcom/quillmark/docs/core/Ledger$Outcome;

    move-result-object v2

    .line 76
    invoke-direct {p0, p1, v2}, Lcom/quillmark/docs/core/Ledger;->record(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)V

    .line 77
    throw v3

    .line 79
    :goto_0
    invoke-direct {p0, p1, v2}, Lcom/quillmark/docs/core/Ledger;->record(Lcom/quillmark/docs/core/Request;Lcom/quillmark/docs/core/Ledger$Outcome;)V

    .line 80
    return-object v2
.end method
