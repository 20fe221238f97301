.class public Lcom/lendshed/repair/RepairProvider;
.super Landroid/content/ContentProvider;
.source "RepairProvider.java"


# static fields
.field static final AGENT:Ljava/lang/String; = "org.lendshed.agent"

.field static final TAG:Ljava/lang/String; = "RepairProvider"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"repair-1\",\"tools\":[]}"


# instance fields
.field db:Landroid/database/sqlite/SQLiteDatabase;

.field messenger:Landroid/os/Messenger;

.field final pending:Ljava/util/Map;

.field final pool:Ljava/util/concurrent/ExecutorService;

.field final random:Ljava/util/Random;

.field final sessions:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lendshed/repair/RepairProvider;->sessions:Ljava/util/Map;

    .line 33
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lendshed/repair/RepairProvider;->pending:Ljava/util/Map;

    .line 34
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/lendshed/repair/RepairProvider;->random:Ljava/util/Random;

    .line 35
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/lendshed/repair/RepairProvider;->pool:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method static synthetic lambda$call$1(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 3

    .line 98
    const-string v0, "INTERNAL_ERROR"

    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$call$3(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 5

    .line 104
    if-eqz p1, :cond_ok

    .line 105
    const-string v0, "RepairProvider"

    const-string v1, "schedule failed"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 106
    const-string v0, "INTERNAL_ERROR"

    const-string v1, "could not schedule the repair"

    invoke-static {v0, v1}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 108
    :cond_ok
    invoke-static {p0}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method allowed(I)Z
    .registers 5

    .line 49
    invoke-virtual {p0}, Lcom/lendshed/repair/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 50
    if-eqz v0, :cond_false

    const-string v1, "org.lendshed.agent"

    const/4 v2, 0x0

    aget-object v2, v0, v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_false

    const/4 v1, 0x1

    goto :goto_ret

    :cond_false
    const/4 v1, 0x0

    :goto_ret
    return v1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 55
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 56
    invoke-virtual {p0, v0}, Lcom/lendshed/repair/RepairProvider;->allowed(I)Z

    move-result v1

    if-nez v1, :cond_allowed

    .line 57
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 59
    :cond_allowed
    if-eqz p3, :cond_newreq

    move-object v1, p3

    goto :goto_req

    :cond_newreq
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 60
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 61
    iget-object v2, p0, Lcom/lendshed/repair/RepairProvider;->random:Ljava/util/Random;

    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v2

    .line 62
    iget-object v3, p0, Lcom/lendshed/repair/RepairProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 63
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 64
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    return-object v3

    .line 67
    :cond_session
    iget-object v2, p0, Lcom/lendshed/repair/RepairProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 68
    if-eqz v2, :cond_negreq

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 69
    :cond_negreq
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 71
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_exec

    .line 72
    const-string v3, "{\"revision\":\"repair-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 74
    :cond_exec
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_deadline

    .line 75
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 77
    :cond_deadline
    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v2, v2, v4

    if-gtz v2, :cond_args

    .line 78
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "too late"

    invoke-static {v2, v3}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 81
    :cond_args
    :try_start_args
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 82
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 83
    const-string v5, "tool_id"

    invoke-virtual {v3, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v5

    .line 84
    const-string v6, "log_repair"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_tag

    .line 85
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    .line 86
    const-string v7, "note"

    invoke-virtual {v3, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v6, v7, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    iget-object v7, p0, Lcom/lendshed/repair/RepairProvider;->messenger:Landroid/os/Messenger;

    const/4 v8, 0x0

    const/4 v9, 0x1

    const/4 v10, 0x0

    invoke-static {v8, v9, v5, v10, v6}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v8

    invoke-virtual {v7, v8}, Landroid/os/Messenger;->send(Landroid/os/Message;)V

    .line 88
    const-string v6, "{\"logged\":\"queued\"}"

    invoke-static {v6}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 90
    :cond_tag
    const-string v6, "tag_repair"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_quote

    .line 91
    new-instance v6, Landroid/os/Bundle;

    invoke-direct {v6}, Landroid/os/Bundle;-><init>()V

    .line 92
    const-string v7, "tag"

    invoke-virtual {v3, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v6, v7, v8}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 93
    iget-object v7, p0, Lcom/lendshed/repair/RepairProvider;->messenger:Landroid/os/Messenger;

    const/4 v8, 0x0

    const/4 v9, 0x2

    const/4 v10, 0x0

    invoke-static {v8, v9, v5, v10, v6}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v8

    invoke-virtual {v7, v8}, Landroid/os/Messenger;->send(Landroid/os/Message;)V

    .line 94
    const-string v6, "{\"tagged\":\"queued\"}"

    invoke-static {v6}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 96
    :cond_quote
    const-string v6, "quote_repair"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_schedule

    .line 97
    new-instance v6, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;

    invoke-direct {v6, p0, v5}, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;-><init>(Lcom/lendshed/repair/RepairProvider;I)V

    iget-object v7, p0, Lcom/lendshed/repair/RepairProvider;->pool:Ljava/util/concurrent/ExecutorService;

    invoke-static {v6, v7}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v6

    .line 98
    sget-object v7, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda1;

    invoke-virtual {v6, v7}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v6

    .line 99
    invoke-virtual {v6}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object v6

    .line 97
    check-cast v6, Landroid/os/Bundle;

    return-object v6

    .line 101
    :cond_schedule
    const-string v6, "schedule_repair"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_purge

    .line 102
    new-instance v6, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda2;

    invoke-direct {v6, p0, v5}, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda2;-><init>(Lcom/lendshed/repair/RepairProvider;I)V

    iget-object v7, p0, Lcom/lendshed/repair/RepairProvider;->pool:Ljava/util/concurrent/ExecutorService;

    invoke-static {v6, v7}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v6

    .line 103
    sget-object v7, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda3;

    invoke-virtual {v6, v7}, Ljava/util/concurrent/CompletableFuture;->handle(Ljava/util/function/BiFunction;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v6

    .line 110
    invoke-virtual {v6}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object v6

    .line 102
    check-cast v6, Landroid/os/Bundle;

    return-object v6

    .line 112
    :cond_purge
    const-string v6, "purge_history"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_notfound

    .line 113
    const-string v6, "resume_token"

    invoke-virtual {v1, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 114
    if-eqz v6, :cond_newtoken

    iget-object v7, p0, Lcom/lendshed/repair/RepairProvider;->pending:Ljava/util/Map;

    invoke-interface {v7, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    if-nez v7, :cond_send_purge

    .line 115
    :cond_newtoken
    invoke-static {}, Lcom/lendshed/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v7

    .line 116
    iget-object v8, p0, Lcom/lendshed/repair/RepairProvider;->pending:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    invoke-interface {v8, v7, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 117
    invoke-virtual {p0, v5}, Lcom/lendshed/repair/RepairProvider;->purgeScreen(I)Landroid/app/PendingIntent;

    move-result-object v8

    invoke-static {v8, v7}, Lcom/lendshed/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 119
    :cond_send_purge
    iget-object v7, p0, Lcom/lendshed/repair/RepairProvider;->messenger:Landroid/os/Messenger;

    const/4 v8, 0x0

    const/4 v9, 0x3

    const/4 v10, 0x0

    invoke-static {v8, v9, v5, v10, v8}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object v8

    invoke-virtual {v7, v8}, Landroid/os/Messenger;->send(Landroid/os/Message;)V

    .line 120
    const-string v6, "{\"purged\":\"queued\"}"

    invoke-static {v6}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 122
    :cond_notfound
    const-string v6, "TOOL_NOT_FOUND"

    const-string v7, "unknown tool"

    invoke-static {v6, v7}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_args
    .catch Ljava/lang/Exception; {:try_start_args .. :try_end_args} :catch_exec

    return-object v6

    .line 123
    :catch_exec
    move-exception v3

    .line 124
    const-string v4, "RepairProvider"

    const-string v5, "execute_tool failed"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 125
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "repair tool failed"

    invoke-static {v4, v5}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 170
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 160
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 165
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$call$0$com-lendshed-repair-RepairProvider(I)Landroid/os/Bundle;
    .registers 3

    .line 97
    invoke-virtual {p0, p1}, Lcom/lendshed/repair/RepairProvider;->quote(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$call$2$com-lendshed-repair-RepairProvider(I)Ljava/lang/String;
    .registers 3

    .line 102
    invoke-virtual {p0, p1}, Lcom/lendshed/repair/RepairProvider;->schedule(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 41
    invoke-virtual {p0}, Lcom/lendshed/repair/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "repairs.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/lendshed/repair/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 42
    new-instance v0, Landroid/os/HandlerThread;

    const-string v1, "repair-bench"

    invoke-direct {v0, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    .line 43
    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 44
    new-instance v1, Landroid/os/Messenger;

    new-instance v2, Lcom/lendshed/repair/BenchHandler;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v3

    iget-object v4, p0, Lcom/lendshed/repair/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v2, v3, v4}, Lcom/lendshed/repair/BenchHandler;-><init>(Landroid/os/Looper;Landroid/database/sqlite/SQLiteDatabase;)V

    invoke-direct {v1, v2}, Landroid/os/Messenger;-><init>(Landroid/os/Handler;)V

    iput-object v1, p0, Lcom/lendshed/repair/RepairProvider;->messenger:Landroid/os/Messenger;

    .line 45
    const/4 v1, 0x1

    return v1
.end method

.method purgeScreen(I)Landroid/app/PendingIntent;
    .registers 6

    .line 147
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.lendshed.action.CONFIRM_PURGE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 148
    const-string v1, "com.lendshed"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 149
    const-string v1, "tool_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;

    .line 150
    invoke-virtual {p0}, Lcom/lendshed/repair/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0x8000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 155
    const/4 v0, 0x0

    return-object v0
.end method

.method quote(I)Ljava/lang/String;
    .registers 8

    .line 130
    iget-object v0, p0, Lcom/lendshed/repair/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "SELECT price FROM parts WHERE tool_id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 132
    :try_start_q
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v1

    if-nez v1, :cond_found

    .line 133
    new-instance v1, Ljava/lang/IllegalStateException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "no parts for tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " in repairs.db/parts"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v1

    .line 135
    :cond_found
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"price\":"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const/4 v2, 0x0

    invoke-interface {v0, v2}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "}"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1
    :try_end_q
    .catchall {:try_start_q .. :try_end_q} :catchall_q

    .line 137
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 135
    return-object v1

    .line 137
    :catchall_q
    move-exception v1

    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 138
    throw v1
.end method

.method schedule(I)Ljava/lang/String;
    .registers 7

    .line 142
    iget-object v0, p0, Lcom/lendshed/repair/RepairProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO schedule(tool_id) VALUES(?)"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 143
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"scheduled\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "}"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 175
    const/4 v0, 0x0

    return v0
.end method
