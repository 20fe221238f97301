.class public final Lcom/ht/BoxProvider;
.super Landroid/content/ContentProvider;
.source "BoxProvider.java"

# static fields
.field static final LIST:Ljava/lang/String; = "list_boxes"
.field static final PEEK:Ljava/lang/String; = "peek_box"
.field static final CLEAR:Ljava/lang/String; = "clear_boxes"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 19
    const-string v1, "/data/data/com.ht/databases/boxes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/ht/BoxProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 30
    const-string v0, "list_tools"
    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L88
:L18
    .line 32
    const-string v1, "tools"
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    const-string v3, "list_boxes"
    const-string v4, "read"
    const-string v5, "never"
    .line 33
    invoke-static {v3, v4, v5}, Lcom/ht/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v2
    const-string v3, "peek_box"
    const-string v4, "read"
    const-string v5, "never"
    .line 34
    invoke-static {v3, v4, v5}, Lcom/ht/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v2
    const-string v3, "clear_boxes"
    const-string v4, "delete"
    const-string v5, "always"
    .line 35
    invoke-static {v3, v4, v5}, Lcom/ht/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    .line 32
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L71
    .line 38
    goto :L85
:L74
    .line 36
    move-exception v7
    .line 37
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L85
    .line 39
    return-object v6
:L88
    .line 41
    if-nez v14, :L97
    const-string v0, ""
    goto :L103
:L97
    const-string v1, "tool_name"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L103
    move-object v7, v0
    .line 42
    const-string v0, "clear_boxes"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v10
    .line 43
    if-nez v10, :L151
    const-string v0, "list_boxes"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L151
    const-string v0, "peek_box"
    invoke-virtual {v0, v7}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L151
    .line 44
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    return-object v6
:L151
    .line 47
    move-object v8, v7
    const/4 v9, -0x1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_163
    goto :L217
:L188
    const-string v1, "list_boxes"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L217
    const/4 v9, 0x0
    goto :L217
:L204
    const-string v1, "peek_box"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L217
    const/4 v9, 0x1
:L217
    sparse-switch v9, :sw_219
    goto :L302
:L244
    .line 49
    const-string v1, "count"
    iget-object v2, v11, Lcom/ht/BoxProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "SELECT id FROM boxes"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-interface {v2}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 50
    goto :L314
:L269
    .line 52
    invoke-virtual {v11}, Lcom/ht/BoxProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "boxes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last_peek"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-interface {v0, v1, v2, v3}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    .line 53
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 54
    goto :L314
:L302
    .line 56
    iget-object v0, v11, Lcom/ht/BoxProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "boxes"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
:L314
    .line 59
    if-eqz v10, :L332
    .line 60
    iget-object v0, v11, Lcom/ht/BoxProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "request_id"
    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/ht/NoteStore;->remember(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
:L332
    .line 62
    return-object v6
:sw_163
    .sparse-switch
        0x3c2f8e7 -> :L204
        0x293ce8d8 -> :L188
    .end sparse-switch
:sw_219
    .sparse-switch
        0x0 -> :L244
        0x1 -> :L269
    .end sparse-switch
    .catch Lorg/json/JSONException; {:L18 .. :L71} :L74
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 72
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 77
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 82
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 87
    const/4 v0, 0x0
    return v0
.end method

