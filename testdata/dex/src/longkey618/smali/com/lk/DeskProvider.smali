.class public final Lcom/lk/DeskProvider;
.super Lcom/lk/Base;
.source "DeskProvider.java"

# static fields
.field private static final ASSISTANT_CERT:[B
.field private static final OUTCOMES:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final RETRIES:Ljava/util/concurrent/ConcurrentHashMap;

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Lcom/lk/Base;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 10
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/lk/DeskProvider;->ASSISTANT_CERT:[B
    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/lk/DeskProvider;->OUTCOMES:Ljava/util/concurrent/ConcurrentHashMap;
    .line 14
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/lk/DeskProvider;->RETRIES:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 21
    invoke-virtual {v8}, Lcom/lk/DeskProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    sget-object v2, Lcom/lk/DeskProvider;->ASSISTANT_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v0, v6, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v0
    if-nez v0, :L45
    .line 23
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v4
:L45
    .line 26
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L58
    if-nez v11, :L70
:L58
    .line 27
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    return-object v4
:L70
    .line 30
    new-instance v0, Lcom/lk/Call;
    invoke-direct {v0, v6, v11}, Lcom/lk/Call;-><init>(ILandroid/os/Bundle;)V
    move-object v5, v0
    .line 31
    const-string v0, "retry_sync"
    const-string v2, "tool"
    invoke-virtual {v11, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L152
    .line 32
    sget-object v0, Lcom/lk/DeskProvider;->RETRIES:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v5}, Lcom/lk/Call;->retryKey()Ljava/lang/String;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L128
    .line 33
    const-string v1, "status"
    const-string v2, "duplicate"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    return-object v4
:L128
    .line 36
    iget-object v0, v8, Lcom/lk/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sync_queue"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 37
    const-string v1, "status"
    const-string v2, "succeeded"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v4
:L152
    .line 40
    sget-object v0, Lcom/lk/DeskProvider;->OUTCOMES:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v5}, Lcom/lk/Call;->replayKey()Ljava/lang/String;
    move-result-object v1
    const-string v2, "running"
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    .line 41
    if-eqz v7, :L187
    .line 42
    const-string v1, "status"
    invoke-virtual {v4, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    return-object v4
:L187
    .line 45
    iget-object v0, v8, Lcom/lk/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 46
    sget-object v0, Lcom/lk/DeskProvider;->OUTCOMES:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v5}, Lcom/lk/Call;->replayKey()Ljava/lang/String;
    move-result-object v1
    const-string v2, "succeeded"
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 47
    const-string v1, "status"
    const-string v2, "succeeded"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    return-object v4
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 9
    invoke-super {v1, v2, v3, v4, v5}, Lcom/lk/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 9
    invoke-super {v1, v2, v3, v4}, Lcom/lk/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 9
    invoke-super {v1, v2, v3}, Lcom/lk/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 9
    invoke-super {v1, v2}, Lcom/lk/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 9
    invoke-super/range {v1 .. v6}, Lcom/lk/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 9
    invoke-super {v1}, Lcom/lk/Base;->onCreate()Z
    move-result v0
    return v0
.end method

