.class public abstract Lcom/chairtime/core/BaseToolProvider;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"

# interfaces
.implements Lcom/chairtime/core/Keys;


# static fields
.field protected static final TAG:Ljava/lang/String; = "ChairTime"


# instance fields
.field protected final rng:Ljava/util/Random;

.field protected final secureRng:Ljava/security/SecureRandom;

.field protected final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field protected final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 21
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/chairtime/core/BaseToolProvider;->sessions:Ljava/util/Map;

    .line 22
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/chairtime/core/BaseToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    .line 23
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/chairtime/core/BaseToolProvider;->rng:Ljava/util/Random;

    .line 24
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/chairtime/core/BaseToolProvider;->secureRng:Ljava/security/SecureRandom;

    return-void
.end method

.method protected static error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 46
    new-instance v0, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v0}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v1, "error"

    invoke-virtual {v0, v1}, Lcom/chairtime/core/Reply$Builder;->status(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0, p0}, Lcom/chairtime/core/Reply$Builder;->code(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/chairtime/core/Reply$Builder;->message(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 51
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 52
    invoke-virtual {p0, v0}, Lcom/chairtime/core/BaseToolProvider;->callerAllowed(I)Z

    move-result v1

    if-nez v1, :cond_allowed

    .line 53
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Caller is not allowed"

    invoke-static {v1, v2}, Lcom/chairtime/core/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 55
    :cond_allowed
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_session

    .line 56
    iget-object v1, p0, Lcom/chairtime/core/BaseToolProvider;->secureRng:Ljava/security/SecureRandom;

    invoke-static {v1}, Lcom/chairtime/core/Tokens;->fromSecure(Ljava/security/SecureRandom;)Ljava/lang/String;

    move-result-object v1

    .line 57
    iget-object v2, p0, Lcom/chairtime/core/BaseToolProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-interface {v2, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 58
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"session_token\":\""

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\"}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 60
    :cond_session
    const-string v1, "session_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 61
    if-eqz v1, :cond_no_session

    invoke-virtual {p0, v1, v0}, Lcom/chairtime/core/BaseToolProvider;->sessionOk(Ljava/lang/String;I)Z

    move-result v2

    if-nez v2, :cond_list

    .line 62
    :cond_no_session
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "Negotiate a session first"

    invoke-static {v2, v3}, Lcom/chairtime/core/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 64
    :cond_list
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_execute

    .line 65
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    invoke-virtual {p0}, Lcom/chairtime/core/BaseToolProvider;->toolsJson()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 67
    :cond_execute
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_deadline

    .line 68
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "Unknown method"

    invoke-static {v2, v3}, Lcom/chairtime/core/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 70
    :cond_deadline
    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {p3, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v6, v2, v4

    if-gtz v6, :cond_run

    .line 71
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "Deadline passed"

    invoke-static {v2, v3}, Lcom/chairtime/core/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 74
    :cond_run
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    const-string v3, "args"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 75
    const-string v3, "resume_token"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 76
    if-eqz v3, :cond_tool

    .line 77
    const-string v4, "resume_token"

    invoke-virtual {v2, v4, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 79
    :cond_tool
    const-string v4, "tool_name"

    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0, v4, v2, v0}, Lcom/chairtime/core/BaseToolProvider;->runTool(Ljava/lang/String;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v4

    .line 80
    :catch_0
    move-exception v2

    .line 81
    const-string v3, "ChairTime"

    const-string v4, "tool failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 82
    const-string v3, "INTERNAL"

    const-string v4, "The tool failed"

    invoke-static {v3, v4}, Lcom/chairtime/core/BaseToolProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method protected abstract callerAllowed(I)Z
.end method

.method public db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 4

    .line 32
    invoke-virtual {p0}, Lcom/chairtime/core/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "chairtime.db"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 103
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 93
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 98
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 28
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 88
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract runTool(Ljava/lang/String;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method protected sessionOk(Ljava/lang/String;I)Z
    .registers 4

    .line 42
    iget-object v0, p0, Lcom/chairtime/core/BaseToolProvider;->sessions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method protected abstract toolsJson()Ljava/lang/String;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 108
    const/4 v0, 0x0

    return v0
.end method
