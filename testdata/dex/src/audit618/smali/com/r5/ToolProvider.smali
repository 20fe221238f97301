.class public final Lcom/r5/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private audit:Lcom/r5/AuditLog;
.field private final answered:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 14
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/r5/ToolProvider;->answered:Ljava/util/Map;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 21
    const-string v1, "notes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v4, Lcom/r5/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    new-instance v1, Lcom/r5/AuditLog;
    iget-object v3, v4, Lcom/r5/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-direct {v1, v3}, Lcom/r5/AuditLog;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v4, Lcom/r5/ToolProvider;->audit:Lcom/r5/AuditLog;
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .line 28
    const-string v0, "execute_tool"
    invoke-virtual {v0, v14}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L13
    if-nez v16, :L21
:L13
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L21
    .line 31
    new-instance v0, Lcom/r5/Request;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    const-string v4, "request_id"
    move-object/from16 v3, v16
    invoke-virtual/range {v3 .. v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "tool_name"
    move-object/from16 v4, v16
    invoke-virtual/range {v4 .. v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v0, v2, v3, v4}, Lcom/r5/Request;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    move-object v9, v0
    .line 33
    iget-object v0, v13, Lcom/r5/ToolProvider;->answered:Ljava/util/Map;
    move-object v8, v0
    monitor-enter v0
:L53
    .line 34
    iget-object v0, v13, Lcom/r5/ToolProvider;->answered:Ljava/util/Map;
    invoke-virtual {v9}, Lcom/r5/Request;->dedupKey()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    move-object v11, v0
    .line 35
    monitor-exit v8
:L75
    goto :L86
:L78
    move-exception v10
    monitor-exit v8
:L83
    throw v10
:L86
    .line 36
    if-eqz v11, :L94
    .line 37
    return-object v11
:L94
    .line 39
    iget-object v0, v13, Lcom/r5/ToolProvider;->audit:Lcom/r5/AuditLog;
    invoke-virtual {v0, v9}, Lcom/r5/AuditLog;->record(Lcom/r5/Request;)V
    .line 40
    iget-object v0, v13, Lcom/r5/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    const-string v7, "args"
    move-object/from16 v6, v16
    invoke-virtual/range {v6 .. v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 41
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 42
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    const-string v1, "request_id"
    invoke-virtual {v9}, Lcom/r5/Request;->requestId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    iget-object v0, v13, Lcom/r5/ToolProvider;->answered:Ljava/util/Map;
    move-object v10, v0
    monitor-enter v0
:L166
    .line 45
    iget-object v0, v13, Lcom/r5/ToolProvider;->answered:Ljava/util/Map;
    invoke-virtual {v9}, Lcom/r5/Request;->dedupKey()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 46
    monitor-exit v10
:L186
    goto :L197
:L189
    move-exception v12
    monitor-exit v10
:L194
    throw v12
:L197
    .line 47
    return-object v8
    .catchall {:L53 .. :L75} :L78
    .catchall {:L78 .. :L83} :L78
    .catchall {:L166 .. :L186} :L189
    .catchall {:L189 .. :L194} :L189
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 53
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 54
    const/4 v0, 0x0
    return v0
.end method

