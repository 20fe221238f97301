.class public final Lcom/r7/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private sessionsDir:Ljava/io/File;
.field private cacheDir:Ljava/io/File;
.field private ticketsDir:Ljava/io/File;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 24
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private scratchOf(Ljava/lang/String;)Ljava/io/File;
    .registers 8
    .line 76
    new-instance v0, Ljava/io/File;
    iget-object v2, v6, Lcom/r7/ToolProvider;->sessionsDir:Ljava/io/File;
    sget-object v4, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v7, v4}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v3
    invoke-static {v3}, Lcom/r7/Files2;->sha256Hex([B)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v5, v0
    .line 77
    invoke-virtual {v5}, Ljava/io/File;->mkdirs()Z
    .line 78
    return-object v5
.end method

.method private redeem(Ljava/lang/String;I)Z
    .registers 11
    .line 82
    new-instance v0, Ljava/io/File;
    iget-object v2, v8, Lcom/r7/ToolProvider;->ticketsDir:Ljava/io/File;
    sget-object v4, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v4}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v3
    invoke-static {v3}, Lcom/r7/Files2;->sha256Hex([B)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ".json"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v6, v0
    .line 83
    invoke-virtual {v6}, Ljava/io/File;->isFile()Z
    move-result v0
    if-nez v0, :L36
    .line 84
    const/4 v0, 0x0
    return v0
:L36
    .line 86
    new-instance v0, Lorg/json/JSONObject;
    invoke-static {v6}, Lcom/r7/Files2;->read(Ljava/io/File;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    .line 87
    const-string v1, "expires_at"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-ltz v0, :L75
    const-string v1, "uid"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-nez v0, :L77
:L75
    .line 88
    const/4 v0, 0x0
    return v0
:L77
    .line 90
    const-string v0, "once"
    const-string v2, "mode"
    invoke-virtual {v7, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L92
:L92
    .line 92
    invoke-virtual {v6}, Ljava/io/File;->delete()Z
    .line 93
    const/4 v0, 0x1
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 32
    const-string v1, "s.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v5, Lcom/r7/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 33
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/r7/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "sessions"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/r7/ToolProvider;->sessionsDir:Ljava/io/File;
    .line 34
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/r7/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "results"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/r7/ToolProvider;->cacheDir:Ljava/io/File;
    .line 35
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/r7/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "tickets"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/r7/ToolProvider;->ticketsDir:Ljava/io/File;
    .line 36
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    .line 41
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v15
    .line 42
    if-nez v19, :L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L20
:L19
    move-object/from16 v0, v19
:L20
    move-object v12, v0
    .line 43
    const-string v1, "session_token"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v13
    .line 44
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 45
    move-object/from16 v0, v16
    iget-object v0, v0, Lcom/r7/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sessions"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "token"
    aput-object v5, v2, v4
    const-string v3, "token = ? AND uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v13, v4, v6
    const/4 v6, 0x1
    .line 46
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v7
    invoke-static {v7}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    .line 45
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
:L83
    .line 47
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-nez v0, :L121
    .line 48
    const-string v1, "error_code"
    const-string v2, "NEGOTIATION_REQUIRED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    move-object v10, v8
:L106
    .line 51
    if-eqz v9, :L118
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
:L118
    .line 49
    return-object v10
:L121
    .line 51
    if-eqz v9, :L165
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    goto :L165
:L136
    .line 45
    move-exception v10
    if-eqz v9, :L162
:L143
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
:L150
    goto :L162
:L153
    move-exception v11
    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L162
    throw v10
:L165
    .line 53
    move-object/from16 v0, v16
    move-object v1, v13
    invoke-direct/range {v0 .. v1}, Lcom/r7/ToolProvider;->scratchOf(Ljava/lang/String;)Ljava/io/File;
    move-result-object v9
    .line 54
    const-string v1, "request_id"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 55
    new-instance v0, Ljava/io/File;
    move-object/from16 v2, v16
    iget-object v2, v2, Lcom/r7/ToolProvider;->cacheDir:Ljava/io/File;
    sget-object v4, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v10, v4}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v3
    invoke-static {v3}, Lcom/r7/Files2;->sha256Hex([B)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ".bin"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v11, v0
    .line 56
    invoke-virtual {v11}, Ljava/io/File;->isFile()Z
    move-result v0
    if-eqz v0, :L234
    .line 57
    const-string v1, "data"
    invoke-static {v11}, Lcom/r7/Files2;->read(Ljava/io/File;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 58
:L233
    return-object v8
:L234
    .line 60
    const-string v1, "resume_token"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v14
    .line 61
    if-eqz v14, :L271
    move-object/from16 v0, v16
    move-object v1, v14
    move v2, v15
    invoke-direct/range {v0 .. v2}, Lcom/r7/ToolProvider;->redeem(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L271
    .line 62
    const-string v1, "error_code"
    const-string v2, "INVALID_REQUEST"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
:L270
    return-object v8
:L271
    .line 65
    new-instance v0, Ljava/io/File;
    const-string v3, "last.txt"
    invoke-direct {v0, v9, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-static {v0, v10}, Lcom/r7/Files2;->write(Ljava/io/File;Ljava/lang/String;)V
    .line 66
    const-string v1, "{}"
    invoke-static {v11, v1}, Lcom/r7/Files2;->write(Ljava/io/File;Ljava/lang/String;)V
    .line 67
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
:L305
    return-object v8
:L306
    .line 69
    move-exception v9
    .line 70
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    return-object v8
    .catch Ljava/lang/Throwable; {:L83 .. :L106} :L136
    .catch Ljava/lang/Throwable; {:L143 .. :L150} :L153
    .catch Ljava/io/IOException; {:L165 .. :L233} :L306
    .catch Lorg/json/JSONException; {:L165 .. :L233} :L306
    .catch Ljava/io/IOException; {:L234 .. :L270} :L306
    .catch Lorg/json/JSONException; {:L234 .. :L270} :L306
    .catch Ljava/io/IOException; {:L271 .. :L305} :L306
    .catch Lorg/json/JSONException; {:L271 .. :L305} :L306
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 96
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 97
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 98
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 99
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 100
    const/4 v0, 0x0
    return v0
.end method

