.class public final Lcom/wrenfield/notes/core/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/core/Confirmations$Ticket;
    }
.end annotation


# static fields
.field static final TTL_MS:J = 0x927c0L

.field private static volatile shared:Lcom/wrenfield/notes/core/Confirmations;


# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/wrenfield/notes/core/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    .line 20
    return-void
.end method

.method public static shared()Lcom/wrenfield/notes/core/Confirmations;
    .registers 4

    .line 23
    sget-object v1, Lcom/wrenfield/notes/core/Confirmations;->shared:Lcom/wrenfield/notes/core/Confirmations;

    .line 24
    if-nez v1, :cond_1

    .line 25
    const-class v2, Lcom/wrenfield/notes/core/Confirmations;

    monitor-enter v2

    .line 26
    :try_start_0
    sget-object v1, Lcom/wrenfield/notes/core/Confirmations;->shared:Lcom/wrenfield/notes/core/Confirmations;

    .line 27
    if-nez v1, :cond_0

    .line 28
    new-instance v0, Lcom/wrenfield/notes/core/Confirmations;

    invoke-direct {v0}, Lcom/wrenfield/notes/core/Confirmations;-><init>()V

    move-object v1, v0

    .line 29
    sput-object v1, Lcom/wrenfield/notes/core/Confirmations;->shared:Lcom/wrenfield/notes/core/Confirmations;

    .line 31
    :cond_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 33
    :cond_1
    :goto_0
    return-object v1
.end method


# virtual methods
.method public answer(Ljava/lang/String;Z)Z
    .registers 9

    .line 58
    invoke-virtual {p0, p1}, Lcom/wrenfield/notes/core/Confirmations;->peek(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    .line 59
    if-nez v2, :cond_0

    .line 60
    const/4 v0, 0x0

    return v0

    .line 62
    :cond_0
    move-object v3, v2

    monitor-enter v3

    .line 63
    :try_start_0
    const-string v1, "confirmed"

    invoke-virtual {v2, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 64
    monitor-exit v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const/4 v0, 0x0

    return v0

    .line 67
    :cond_1
    :try_start_1
    const-string v1, "confirmed"

    invoke-virtual {v2, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    :try_end_1
    .catch Lorg/json/JSONException; {:try_start_1 .. :try_end_1} :catch_0
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 70
    goto :goto_0

    :catch_0
    move-exception v4

    .line 69
    :try_start_2
    monitor-exit v3

    const/4 v0, 0x0

    return v0

    .line 71
    :goto_0
    monitor-exit v3
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    goto :goto_1

    :catchall_0
    move-exception v5

    :try_start_3
    monitor-exit v3
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    throw v5

    .line 72
    :goto_1
    const/4 v0, 0x1

    return v0
.end method

.method public file(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Lcom/wrenfield/notes/core/Confirmations$Ticket;
    .registers 18

    .line 39
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 41
    :try_start_0
    const-string v1, "uid"

    invoke-virtual {v6, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "provider"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "tool"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "request_id"

    invoke-virtual {v0, v1, p5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 42
    const-string v1, "args_sha256"

    invoke-virtual {v0, v1, p6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "summary"

    invoke-virtual {v0, v1, p7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-wide/32 v4, 0x927c0

    add-long v2, p8, v4

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 45
    goto :goto_0

    :catch_0
    move-exception v7

    .line 44
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "confirmation record"

    invoke-direct {v0, v2, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 46
    :goto_0
    invoke-static {p1}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 47
    iget-object v0, p0, Lcom/wrenfield/notes/core/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v7, v6}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    new-instance v0, Lcom/wrenfield/notes/core/Confirmations$Ticket;

    invoke-direct {v0, v7, p1}, Lcom/wrenfield/notes/core/Confirmations$Ticket;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public peek(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 3

    .line 53
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/wrenfield/notes/core/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    :goto_0
    return-object v0
.end method

.method public redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)Lcom/wrenfield/notes/core/Result;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "J)",
            "Lcom/wrenfield/notes/core/Result<",
            "Ljava/lang/Boolean;",
            ">;"
        }
    .end annotation

    .line 81
    invoke-static {p1}, Lcom/wrenfield/notes/core/Hex;->sha256(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 82
    iget-object v0, p0, Lcom/wrenfield/notes/core/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v4}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object v5, v0

    .line 83
    if-nez v5, :cond_0

    .line 84
    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume_token is unknown or was used already"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 86
    :cond_0
    const-string v1, "uid"

    const/4 v2, -0x1

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    if-ne v0, p2, :cond_1

    const-string v2, "provider"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 87
    const-string v2, "tool"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v2, "request_id"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 88
    const-string v2, "args_sha256"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 89
    :cond_1
    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume_token belongs to another call"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 91
    :cond_2
    const-string v1, "expires_at"

    const-wide/16 v2, 0x0

    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    cmp-long v0, v0, p7

    if-gez v0, :cond_3

    .line 92
    iget-object v0, p0, Lcom/wrenfield/notes/core/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v4, v5}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    .line 93
    const-string v0, "INVALID_REQUEST"

    const-string v1, "The confirmation expired; start the call again"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 95
    :cond_3
    move-object v6, v5

    monitor-enter v6

    .line 96
    :try_start_0
    const-string v1, "confirmed"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 97
    const-string v0, "CONFLICT"

    const-string v1, "The user has not answered the confirmation yet"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    monitor-exit v6

    return-object v0

    .line 99
    :cond_4
    monitor-exit v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v7

    :try_start_1
    monitor-exit v6
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v7

    .line 100
    :goto_0
    iget-object v0, p0, Lcom/wrenfield/notes/core/Confirmations;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v4, v5}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    .line 101
    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume_token is unknown or was used already"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 103
    :cond_5
    const-string v1, "confirmed"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 104
    const-string v0, "USER_CANCELLED"

    const-string v1, "The user declined in Wrenfield Notes"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 106
    :cond_6
    sget-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method
