.class public final Lcom/hd/TimedProvider;
.super Landroid/content/ContentProvider;
.source "TimedProvider.java"

# instance fields
.field private final handlers:Ljava/util/EnumMap;
.field private final random:Ljava/security/SecureRandom;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 5
    .line 17
    invoke-direct {v4}, Landroid/content/ContentProvider;-><init>()V
    .line 30
    new-instance v1, Ljava/util/EnumMap;
    const-class v3, Lcom/hd/TimedProvider$Method;
    invoke-direct {v1, v3}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V
    iput-object v1, v4, Lcom/hd/TimedProvider;->handlers:Ljava/util/EnumMap;
    .line 31
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v4, Lcom/hd/TimedProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 36
    const-string v1, "/data/data/com.hd/timed.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/hd/TimedProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 37
    iget-object v0, v3, Lcom/hd/TimedProvider;->handlers:Ljava/util/EnumMap;
    sget-object v1, Lcom/hd/TimedProvider$Method;->NEGOTIATE:Lcom/hd/TimedProvider$Method;
    new-instance v2, Lcom/hd/TimedProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v3}, Lcom/hd/TimedProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hd/TimedProvider;)V
    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;
    .line 38
    iget-object v0, v3, Lcom/hd/TimedProvider;->handlers:Ljava/util/EnumMap;
    sget-object v1, Lcom/hd/TimedProvider$Method;->EXECUTE_TOOL:Lcom/hd/TimedProvider$Method;
    new-instance v2, Lcom/hd/TimedProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v3}, Lcom/hd/TimedProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hd/TimedProvider;)V
    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 44
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 45
    invoke-static {v5}, Lcom/hd/TimedProvider$Method;->of(Ljava/lang/String;)Lcom/hd/TimedProvider$Method;
    move-result-object v1
    .line 46
    if-nez v1, :L20
    const/4 v0, 0x0
    goto :L32
:L20
    iget-object v0, v4, Lcom/hd/TimedProvider;->handlers:Ljava/util/EnumMap;
    invoke-virtual {v0, v1}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hd/TimedProvider$Handler;
:L32
    move-object v2, v0
    .line 47
    if-eqz v2, :L43
    if-nez v7, :L53
:L43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L63
:L53
    invoke-interface {v2, v3, v7}, Lcom/hd/TimedProvider$Handler;->handle(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
:L63
    return-object v0
.end method

.method negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 51
    iget-object v0, v6, Lcom/hd/TimedProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v4
    .line 52
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 53
    const-string v1, "token"
    invoke-virtual {v3, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    const-string v1, "uid"
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 55
    iget-object v0, v6, Lcom/hd/TimedProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sessions"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 56
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 57
    const-string v1, "session_token"
    invoke-virtual {v5, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 58
    return-object v5
.end method

.method executeTool(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 62
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    const-string v3, "deadline_at_ms"
    const-wide/16 v4, 0x0L
    invoke-virtual {v9, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-ltz v0, :L32
    .line 63
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 64
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    return-object v6
:L32
    .line 67
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v0
    .line 68
    const-string v1, "uid"
    invoke-static {v8}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 69
    const-string v1, "tool"
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v9, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 70
    iget-object v0, v7, Lcom/hd/TimedProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "runs"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 71
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 76
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 81
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 86
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 91
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 96
    const/4 v0, 0x0
    return v0
.end method

