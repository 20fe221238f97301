.class public final Lcom/ej/DeskProvider;
.super Landroid/content/ContentProvider;
.source "DeskProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 21
    const-string v1, "/data/data/com.ej/databases/desk.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/ej/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 18
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 28
    if-eqz v17, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L34
:L22
    .line 29
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    return-object v8
:L34
    .line 33
    const-string v0, "list_tools"
    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L111
    .line 34
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v10, v0
    .line 35
    sget-object v11, Lcom/ej/ToolSpec;->ALL:[Lcom/ej/ToolSpec;
    array-length v0, v11
    move v9, v0
    const/4 v12, 0x0
:L65
    if-ge v12, v9, :L96
    aget-object v0, v11, v12
    move-object v13, v0
    .line 36
    invoke-virtual {v13}, Lcom/ej/ToolSpec;->toJson()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 35
    add-int/lit8 v12, v12, 0x1
    goto :L65
:L96
    .line 38
    const-string v1, "tools"
    invoke-virtual {v10}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    goto :L292
:L111
    const-string v0, "execute_tool"
    invoke-virtual {v0, v15}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L283
    .line 40
    const-string v1, "board"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 41
    const-string v1, "tool_name"
    move-object/from16 v0, v17
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
    .line 42
    const-string v0, "list_cards"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L203
    .line 43
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v0
    .line 44
    const-string v1, "seen_at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 45
    iget-object v0, v14, Lcom/ej/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "cards"
    const-string v3, "board = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v10, v4, v6
    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 46
    const-string v1, "result"
    const-string v2, "listed"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    goto :L280
:L203
    const-string v0, "count_cards"
    invoke-virtual {v0, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L271
    .line 48
    iget-object v0, v14, Lcom/ej/DeskProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "cards"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "id"
    aput-object v5, v2, v4
    const-string v3, "board = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v10, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    .line 49
    const-string v1, "result"
    invoke-interface {v9}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 50
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 51
    goto :L280
:L271
    .line 52
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L280
    .line 54
    goto :L292
:L283
    .line 55
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L292
    .line 59
    goto :L306
:L295
    .line 57
    move-exception v10
    .line 58
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L306
    .line 60
    return-object v8
    .catch Ljava/lang/Exception; {:L34 .. :L292} :L295
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 65
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 70
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 75
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 80
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 85
    const/4 v0, 0x0
    return v0
.end method

