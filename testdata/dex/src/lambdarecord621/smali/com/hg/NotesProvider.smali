.class public final Lcom/hg/NotesProvider;
.super Lcom/hg/Base;
.source "NotesProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Lcom/hg/Base;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 13
    const-string v1, "/data/data/com.hg/databases/notes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/hg/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 14
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
:L9
    .line 21
    const-string v0, "list_tools"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    .line 22
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v4, v0
    .line 23
    invoke-static {}, Lcom/hg/NoteTool;->values()[Lcom/hg/NoteTool;
    move-result-object v6
    array-length v0, v6
    move v7, v0
    const/4 v5, 0x0
:L40
    if-ge v5, v7, :L71
    aget-object v0, v6, v5
    move-object v8, v0
    .line 24
    invoke-virtual {v8}, Lcom/hg/NoteTool;->descriptor()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 23
    add-int/lit8 v5, v5, 0x1
    goto :L40
:L71
    .line 26
    const-string v1, "tools"
    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
:L85
    return-object v3
:L86
    .line 29
    if-nez v12, :L94
    const/4 v0, 0x0
    goto :L100
:L94
    const-string v1, "tool_name"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L100
    invoke-static {v0}, Lcom/hg/NoteTool;->byName(Ljava/lang/String;)Lcom/hg/NoteTool;
    move-result-object v4
    .line 30
    if-nez v4, :L122
    .line 31
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
:L121
    return-object v3
:L122
    .line 34
    invoke-virtual {v9}, Lcom/hg/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    iget-object v2, v9, Lcom/hg/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-virtual {v4, v1, v2, v3}, Lcom/hg/NoteTool;->run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
:L137
    return-object v0
:L138
    .line 35
    move-exception v4
    .line 36
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    return-object v3
    .catch Lorg/json/JSONException; {:L9 .. :L85} :L138
    .catch Lorg/json/JSONException; {:L86 .. :L121} :L138
    .catch Lorg/json/JSONException; {:L122 .. :L137} :L138
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/hg/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/hg/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/hg/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/hg/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/hg/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

