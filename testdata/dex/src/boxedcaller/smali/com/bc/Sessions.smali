.class final Lcom/bc/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/bc/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 12
    return-void
.end method


# virtual methods
.method validFor(Ljava/lang/String;I)Z
    .registers 14
    .line 16
    iget-object v0, v11, Lcom/bc/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sessions"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "expires_at"
    aput-object v5, v2, v4
    const-string v3, "token = ? AND uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v6, 0x1
    .line 17
    invoke-static {v13}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    .line 16
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L39
    .line 19
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L66
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L66
    const/4 v0, 0x1
    goto :L67
:L66
    const/4 v0, 0x0
:L67
    move v9, v0
:L69
    .line 21
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 19
    return v9
:L78
    .line 21
    move-exception v10
:L80
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 22
    throw v10
    .catchall {:L39 .. :L69} :L78
.end method

.method valid(Ljava/lang/String;)Z
    .registers 13
    .line 27
    iget-object v0, v11, Lcom/bc/Sessions;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "sessions"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "expires_at"
    aput-object v5, v2, v4
    const-string v3, "token = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L32
    .line 30
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L59
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L59
    const/4 v0, 0x1
    goto :L60
:L59
    const/4 v0, 0x0
:L60
    move v9, v0
:L61
    .line 32
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 30
    return v9
:L69
    .line 32
    move-exception v10
:L71
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 33
    throw v10
    .catchall {:L32 .. :L61} :L69
.end method

