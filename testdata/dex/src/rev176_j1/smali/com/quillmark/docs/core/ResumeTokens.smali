.class public final Lcom/quillmark/docs/core/ResumeTokens;
.super Ljava/lang/Object;
.source "ResumeTokens.java"


# static fields
.field public static final DENIED:I = 0x2

.field public static final GRANTED:I = 0x1

.field public static final INVALID:I = 0x4

.field public static final KIND_CONFIRM:Ljava/lang/String; = "confirm"

.field public static final KIND_GRANT:Ljava/lang/String; = "grant"

.field public static final PENDING:I = 0x3

.field static final TTL_MS:J = 0x927c0L

.field private static instance:Lcom/quillmark/docs/core/ResumeTokens;


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method private constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 2

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    iput-object p1, p0, Lcom/quillmark/docs/core/ResumeTokens;->prefs:Landroid/content/SharedPreferences;

    .line 26
    return-void
.end method

.method private load(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6

    .line 98
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/quillmark/docs/core/ResumeTokens;->prefs:Landroid/content/SharedPreferences;

    const/4 v1, 0x0

    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v2, v0

    .line 99
    if-nez v2, :cond_1

    .line 100
    const/4 v0, 0x0

    return-object v0

    .line 103
    :cond_1
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v3

    .line 105
    const/4 v0, 0x0

    return-object v0
.end method

.method public static declared-synchronized of(Landroid/content/Context;)Lcom/quillmark/docs/core/ResumeTokens;
    .registers 6

    const-class v0, Lcom/quillmark/docs/core/ResumeTokens;

    monitor-enter v0

    .line 29
    :try_start_0
    sget-object v0, Lcom/quillmark/docs/core/ResumeTokens;->instance:Lcom/quillmark/docs/core/ResumeTokens;

    if-nez v0, :cond_0

    .line 30
    new-instance v0, Lcom/quillmark/docs/core/ResumeTokens;

    .line 31
    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    const-string v3, "resume_tokens"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/quillmark/docs/core/ResumeTokens;-><init>(Landroid/content/SharedPreferences;)V

    sput-object v0, Lcom/quillmark/docs/core/ResumeTokens;->instance:Lcom/quillmark/docs/core/ResumeTokens;

    .line 33
    :cond_0
    sget-object v0, Lcom/quillmark/docs/core/ResumeTokens;->instance:Lcom/quillmark/docs/core/ResumeTokens;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/quillmark/docs/core/ResumeTokens;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/quillmark/docs/core/ResumeTokens;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public declared-synchronized consume(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;)I
    .registers 12

    monitor-enter p0

    .line 75
    :try_start_0
    invoke-direct {p0, p3}, Lcom/quillmark/docs/core/ResumeTokens;->load(Ljava/lang/String;)Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v4

    .line 76
    if-nez v4, :cond_0

    .line 77
    const/4 v0, 0x4

    monitor-exit p0

    return v0

    .line 79
    :cond_0
    :try_start_1
    const-string v2, "provider"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v2, "kind"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 80
    const-string v1, "uid"

    const/4 v2, -0x1

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    iget-object v1, p4, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v1, v1, Lcom/quillmark/docs/core/Caller;->uid:I

    if-ne v0, v1, :cond_1

    iget-object v0, p4, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v0, v0, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    .line 81
    const-string v2, "tool"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p4, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v2, "request_id"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, p4, Lcom/quillmark/docs/core/Request;->argsDigest:Ljava/lang/String;

    .line 82
    const-string v2, "digest"

    invoke-virtual {v4, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move v5, v0

    .line 83
    if-nez v5, :cond_2

    .line 84
    const/4 v0, 0x4

    monitor-exit p0

    return v0

    .line 86
    :cond_2
    :try_start_2
    const-string v1, "expires"

    const-wide/16 v2, 0x0

    invoke-virtual {v4, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_3

    .line 87
    iget-object v0, p0, Lcom/quillmark/docs/core/ResumeTokens;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0, p3}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 88
    const/4 v0, 0x4

    monitor-exit p0

    return v0

    .line 90
    :cond_3
    :try_start_3
    const-string v1, "state"

    const/4 v2, 0x3

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v6

    .line 91
    const/4 v1, 0x3

    if-eq v6, v1, :cond_4

    .line 92
    iget-object v0, p0, Lcom/quillmark/docs/core/ResumeTokens;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0, p3}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    .line 94
    :cond_4
    move v0, v6

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized decide(Ljava/lang/String;Z)Z
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 65
    :try_start_0
    invoke-virtual {p0, p1}, Lcom/quillmark/docs/core/ResumeTokens;->describe(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    .line 66
    if-eqz v3, :cond_0

    const-string v1, "state"

    const/4 v2, 0x0

    invoke-virtual {v3, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    const/4 v1, 0x3

    if-eq v0, v1, :cond_1

    .line 67
    :cond_0
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 69
    :cond_1
    move-object v0, v3

    :try_start_1
    const-string v1, "state"

    if-eqz p2, :cond_2

    const/4 v2, 0x1

    goto :goto_0

    :cond_2
    const/4 v2, 0x2

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 70
    iget-object v0, p0, Lcom/quillmark/docs/core/ResumeTokens;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, p1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

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

.method public declared-synchronized describe(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7

    monitor-enter p0

    .line 56
    :try_start_0
    invoke-direct {p0, p1}, Lcom/quillmark/docs/core/ResumeTokens;->load(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 57
    if-eqz v4, :cond_0

    const-string v1, "expires"

    const-wide/16 v2, 0x0

    invoke-virtual {v4, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    .line 58
    :cond_0
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 60
    :cond_1
    move-object v0, v4

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized open(Ljava/lang/String;Ljava/lang/String;Lcom/quillmark/docs/core/Request;Ljava/lang/String;)Ljava/lang/String;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 38
    const/16 v0, 0x20

    :try_start_0
    invoke-static {v0}, Lcom/quillmark/docs/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 39
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v7, v0

    .line 40
    const-string v1, "provider"

    invoke-virtual {v7, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 41
    const-string v1, "kind"

    invoke-virtual {v7, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 42
    iget-object v2, p3, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget v2, v2, Lcom/quillmark/docs/core/Caller;->uid:I

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 43
    iget-object v2, p3, Lcom/quillmark/docs/core/Request;->caller:Lcom/quillmark/docs/core/Caller;

    iget-object v2, v2, Lcom/quillmark/docs/core/Caller;->packageName:Ljava/lang/String;

    const-string v1, "package"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 44
    iget-object v2, p3, Lcom/quillmark/docs/core/Request;->tool:Lcom/quillmark/docs/core/ToolSpec;

    iget-object v2, v2, Lcom/quillmark/docs/core/ToolSpec;->name:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 45
    iget-object v2, p3, Lcom/quillmark/docs/core/Request;->requestId:Ljava/lang/String;

    const-string v1, "request_id"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    iget-object v2, p3, Lcom/quillmark/docs/core/Request;->argsDigest:Ljava/lang/String;

    const-string v1, "digest"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    const-string v1, "expires"

    invoke-virtual {v7, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    .line 48
    const-string v1, "summary"

    invoke-virtual {v7, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 49
    const-string v1, "state"

    const/4 v2, 0x3

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 50
    iget-object v0, p0, Lcom/quillmark/docs/core/ResumeTokens;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v6, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 51
    move-object v0, v6

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
