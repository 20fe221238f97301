.class public Lcom/mendbook/shelf/ShelfProvider;
.super Landroid/content/ContentProvider;
.source "ShelfProvider.java"


# static fields
.field static final STAFF_CERT:[B

.field static final TAG:Ljava/lang/String; = "MendBook"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"shelf-1\",\"tools\":[]}"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private pool:Lcom/mendbook/shelf/AuditPool;

.field private final sessions:Lcom/mendbook/core/SessionCache;

.field private timer:Ljava/util/concurrent/ScheduledExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 32
    const-string v0, "Xb3kQ8mT2wLr6Yc1vN9pJ4sA7eH0dG5uF2iK8oZ3qW0="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/mendbook/shelf/ShelfProvider;->STAFF_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 34
    new-instance v0, Lcom/mendbook/core/SessionCache;

    const/16 v1, 0x40

    invoke-direct {v0, v1}, Lcom/mendbook/core/SessionCache;-><init>(I)V

    iput-object v0, p0, Lcom/mendbook/shelf/ShelfProvider;->sessions:Lcom/mendbook/core/SessionCache;

    .line 35
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/mendbook/shelf/ShelfProvider;->pending:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 51
    invoke-virtual {p0}, Lcom/mendbook/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    sget-object v2, Lcom/mendbook/shelf/ShelfProvider;->STAFF_CERT:[B

    const/4 v3, 0x1

    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    if-nez v1, :cond_1e

    .line 52
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 54
    :cond_1e
    if-eqz p3, :cond_22

    move-object v1, p3

    goto :goto_27

    :cond_22
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 55
    :goto_27
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_44

    .line 56
    invoke-static {}, Lcom/mendbook/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 57
    iget-object v3, p0, Lcom/mendbook/shelf/ShelfProvider;->sessions:Lcom/mendbook/core/SessionCache;

    invoke-virtual {v3, v2, v0}, Lcom/mendbook/core/SessionCache;->remember(Ljava/lang/String;I)V

    .line 58
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 59
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    return-object v3

    .line 62
    :cond_44
    iget-object v2, p0, Lcom/mendbook/shelf/ShelfProvider;->sessions:Lcom/mendbook/core/SessionCache;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/mendbook/core/SessionCache;->lookup(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v2

    .line 63
    if-eqz v2, :cond_61

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_6a

    .line 64
    :cond_61
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 66
    :cond_6a
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_7b

    .line 67
    const-string v3, "{\"revision\":\"shelf-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 69
    :cond_7b
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_8e

    .line 70
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 72
    :cond_8e
    const-string v3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {v1, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    cmp-long v7, v3, v5

    if-gtz v7, :cond_a8

    .line 73
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 76
    :cond_a8
    :try_start_a8
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 77
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 78
    const-string v5, "book_id"

    invoke-virtual {v3, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 79
    const-string v6, "withdraw_book"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_db

    .line 80
    const-string v6, "resume_token"

    invoke-virtual {v1, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p0, v5, v0, v3, v6}, Lcom/mendbook/shelf/ShelfProvider;->withdraw(Ljava/lang/String;ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 82
    :cond_db
    const-string v6, "hold_book"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_123

    .line 83
    iget-object v6, p0, Lcom/mendbook/shelf/ShelfProvider;->timer:Ljava/util/concurrent/ScheduledExecutorService;

    new-instance v7, Lcom/mendbook/shelf/ShelfTask;

    iget-object v8, p0, Lcom/mendbook/shelf/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v9, "held"

    invoke-direct {v7, v8, v9, v5, v0}, Lcom/mendbook/shelf/ShelfTask;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;I)V

    const-wide/16 v8, 0x5

    sget-object v10, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v6, v7, v8, v9, v10}, Ljava/util/concurrent/ScheduledExecutorService;->schedule(Ljava/util/concurrent/Callable;JLjava/util/concurrent/TimeUnit;)Ljava/util/concurrent/ScheduledFuture;

    move-result-object v6

    .line 84
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "{\"state\":\""

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-wide/16 v8, 0xa

    sget-object v10, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v6, v8, v9, v10}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    const-string v8, "\"}"

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v7

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v7

    invoke-static {v7}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 86
    :cond_123
    const-string v6, "TOOL_NOT_FOUND"

    const-string v7, "unknown tool"

    invoke-static {v6, v7}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_12b
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_a8 .. :try_end_12b} :catch_14b
    .catch Ljava/lang/Exception; {:try_start_a8 .. :try_end_12b} :catch_12c

    return-object v6

    .line 89
    :catch_12c
    move-exception v3

    .line 90
    const-string v4, "MendBook"

    const-string v5, "tool failed"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 91
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "the shelf tool could not run"

    invoke-static {v4, v5}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 87
    :catch_14b
    move-exception v3

    .line 88
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "hold timed out: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v3}, Ljava/util/concurrent/TimeoutException;->getMessage()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v5, "INTERNAL_ERROR"

    invoke-static {v5, v4}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 110
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/mendbook/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/mendbook/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 111
    const-string v1, "book_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 112
    invoke-virtual {p0}, Lcom/mendbook/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 132
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 122
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 127
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 42
    invoke-virtual {p0}, Lcom/mendbook/shelf/ShelfProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "mendbook.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/mendbook/shelf/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 43
    new-instance v0, Lcom/mendbook/shelf/AuditPool;

    iget-object v1, p0, Lcom/mendbook/shelf/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v0, v1}, Lcom/mendbook/shelf/AuditPool;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/mendbook/shelf/ShelfProvider;->pool:Lcom/mendbook/shelf/AuditPool;

    .line 44
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadScheduledExecutor()Ljava/util/concurrent/ScheduledExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/mendbook/shelf/ShelfProvider;->timer:Ljava/util/concurrent/ScheduledExecutorService;

    .line 45
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 117
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 137
    const/4 v0, 0x0

    return v0
.end method

.method withdraw(Ljava/lang/String;ILorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 96
    const-string v0, "confirmed"

    invoke-virtual {p3, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_f

    .line 97
    const-string v0, "MendBook"

    const-string v1, "consumer says confirmed; asking the librarian anyway"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 99
    :cond_f
    if-eqz p4, :cond_1a

    iget-object v0, p0, Lcom/mendbook/shelf/ShelfProvider;->pending:Ljava/util/Map;

    invoke-interface {v0, p4}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    goto :goto_1b

    :cond_1a
    const/4 v0, 0x0

    .line 100
    :goto_1b
    if-eqz v0, :cond_3f

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-eq v1, p2, :cond_24

    goto :goto_3f

    .line 105
    :cond_24
    iget-object v1, p0, Lcom/mendbook/shelf/ShelfProvider;->pool:Lcom/mendbook/shelf/AuditPool;

    new-instance v2, Lcom/mendbook/shelf/ShelfTask;

    iget-object v3, p0, Lcom/mendbook/shelf/ShelfProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v4, "withdrawn"

    invoke-direct {v2, v3, v4, p1, p2}, Lcom/mendbook/shelf/ShelfTask;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;I)V

    invoke-virtual {v1, v2}, Lcom/mendbook/shelf/AuditPool;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v1

    const-wide/16 v2, 0x5

    sget-object v4, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v1, v2, v3, v4}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    .line 106
    const-string v1, "{\"state\":\"withdrawn\"}"

    invoke-static {v1}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 101
    :cond_3f
    :goto_3f
    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    .line 102
    iget-object v2, p0, Lcom/mendbook/shelf/ShelfProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-interface {v2, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 103
    invoke-virtual {p0, p1}, Lcom/mendbook/shelf/ShelfProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {v2, v1}, Lcom/mendbook/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method
