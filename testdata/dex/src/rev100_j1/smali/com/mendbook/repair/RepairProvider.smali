.class public Lcom/mendbook/repair/RepairProvider;
.super Landroid/content/ContentProvider;
.source "RepairProvider.java"


# static fields
.field static final STAFF_CERT:[B

.field static final TAG:Ljava/lang/String; = "MendBook"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"repair-1\",\"tools\":[]}"


# instance fields
.field private final sessions:Lcom/mendbook/core/SessionCache;

.field private worker:Lcom/mendbook/repair/WorkerThread;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 22
    const-string v0, "Xb3kQ8mT2wLr6Yc1vN9pJ4sA7eH0dG5uF2iK8oZ3qW0="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/mendbook/repair/RepairProvider;->STAFF_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 24
    new-instance v0, Lcom/mendbook/core/SessionCache;

    const/16 v1, 0x40

    invoke-direct {v0, v1}, Lcom/mendbook/core/SessionCache;-><init>(I)V

    iput-object v0, p0, Lcom/mendbook/repair/RepairProvider;->sessions:Lcom/mendbook/core/SessionCache;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 41
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 42
    invoke-virtual {p0}, Lcom/mendbook/repair/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    sget-object v2, Lcom/mendbook/repair/RepairProvider;->STAFF_CERT:[B

    const/4 v3, 0x1

    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    if-nez v1, :cond_1e

    .line 43
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 45
    :cond_1e
    if-eqz p3, :cond_22

    move-object v1, p3

    goto :goto_27

    :cond_22
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 46
    :goto_27
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_44

    .line 47
    invoke-static {}, Lcom/mendbook/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 48
    iget-object v3, p0, Lcom/mendbook/repair/RepairProvider;->sessions:Lcom/mendbook/core/SessionCache;

    invoke-virtual {v3, v2, v0}, Lcom/mendbook/core/SessionCache;->remember(Ljava/lang/String;I)V

    .line 49
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 50
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    return-object v3

    .line 53
    :cond_44
    iget-object v2, p0, Lcom/mendbook/repair/RepairProvider;->sessions:Lcom/mendbook/core/SessionCache;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/mendbook/core/SessionCache;->lookup(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v2

    if-nez v2, :cond_5f

    .line 54
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "negotiate first"

    invoke-static {v2, v3}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 56
    :cond_5f
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_70

    .line 57
    const-string v2, "{\"revision\":\"repair-1\",\"tools\":[]}"

    invoke-static {v2}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 59
    :cond_70
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_83

    .line 60
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v2, v3}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 63
    :cond_83
    :try_start_83
    new-instance v2, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 64
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 65
    const-string v4, "book_id"

    invoke-virtual {v2, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 66
    const-string v5, "discard_book"

    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_bb

    .line 67
    iget-object v5, p0, Lcom/mendbook/repair/RepairProvider;->worker:Lcom/mendbook/repair/WorkerThread;

    iget-object v5, v5, Lcom/mendbook/repair/WorkerThread;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    new-instance v6, Lcom/mendbook/repair/DeleteJob;

    const-string v7, "confirmed"

    invoke-virtual {v2, v7}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v7

    invoke-direct {v6, v4, v7}, Lcom/mendbook/repair/DeleteJob;-><init>(Ljava/lang/String;Z)V

    invoke-virtual {v5, v6}, Ljava/util/concurrent/LinkedBlockingQueue;->put(Ljava/lang/Object;)V

    goto :goto_fa

    .line 68
    :cond_bb
    const-string v5, "add_note"

    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_da

    .line 69
    iget-object v5, p0, Lcom/mendbook/repair/RepairProvider;->worker:Lcom/mendbook/repair/WorkerThread;

    iget-object v5, v5, Lcom/mendbook/repair/WorkerThread;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    new-instance v6, Lcom/mendbook/repair/NoteJob;

    const-string v7, "text"

    invoke-virtual {v2, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {v6, v4, v7}, Lcom/mendbook/repair/NoteJob;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v5, v6}, Ljava/util/concurrent/LinkedBlockingQueue;->put(Ljava/lang/Object;)V

    goto :goto_fa

    .line 70
    :cond_da
    const-string v5, "relabel_book"

    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_12c

    .line 71
    iget-object v5, p0, Lcom/mendbook/repair/RepairProvider;->worker:Lcom/mendbook/repair/WorkerThread;

    iget-object v5, v5, Lcom/mendbook/repair/WorkerThread;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    new-instance v6, Lcom/mendbook/repair/LabelJob;

    const-string v7, "label"

    invoke-virtual {v2, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {v6, v4, v7}, Lcom/mendbook/repair/LabelJob;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v5, v6}, Ljava/util/concurrent/LinkedBlockingQueue;->offer(Ljava/lang/Object;)Z

    .line 75
    :goto_fa
    const-string v5, "deadline_at_ms"

    const-wide/16 v6, 0x0

    invoke-virtual {v1, v5, v6, v7}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    cmp-long v9, v5, v7

    if-gtz v9, :cond_114

    .line 76
    const-string v5, "DEADLINE_EXCEEDED"

    const-string v6, "deadline passed"

    invoke-static {v5, v6}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 78
    :cond_114
    const-string v5, "{\"queued\":true}"

    invoke-static {v5}, Lcom/mendbook/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 73
    :cond_12c
    const-string v5, "TOOL_NOT_FOUND"

    const-string v6, "unknown tool"

    invoke-static {v5, v6}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5
    :try_end_134
    .catch Ljava/lang/Exception; {:try_start_83 .. :try_end_134} :catch_135

    return-object v5

    .line 79
    :catch_135
    move-exception v2

    .line 80
    const-string v3, "MendBook"

    const-string v4, "tool failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 81
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "the repair could not be queued"

    invoke-static {v3, v4}, Lcom/mendbook/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 102
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 92
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 97
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 29
    new-instance v0, Lcom/mendbook/repair/WorkerThread;

    invoke-virtual {p0}, Lcom/mendbook/repair/RepairProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "mendbook.db"

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/mendbook/repair/WorkerThread;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v0, p0, Lcom/mendbook/repair/RepairProvider;->worker:Lcom/mendbook/repair/WorkerThread;

    .line 30
    iget-object v0, p0, Lcom/mendbook/repair/RepairProvider;->worker:Lcom/mendbook/repair/WorkerThread;

    invoke-virtual {v0}, Lcom/mendbook/repair/WorkerThread;->start()V

    .line 32
    :try_start_1a
    iget-object v0, p0, Lcom/mendbook/repair/RepairProvider;->worker:Lcom/mendbook/repair/WorkerThread;

    iget-object v0, v0, Lcom/mendbook/repair/WorkerThread;->ready:Ljava/util/concurrent/CountDownLatch;

    const-wide/16 v1, 0x2

    sget-object v3, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v0, v1, v2, v3}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z
    :try_end_27
    .catch Ljava/lang/InterruptedException; {:try_start_1a .. :try_end_27} :catch_28

    .line 35
    goto :goto_30

    .line 33
    :catch_28
    move-exception v0

    .line 34
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/Thread;->interrupt()V

    .line 36
    :goto_30
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 87
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 107
    const/4 v0, 0x0

    return v0
.end method
