.class public final Lcom/ht/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

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
    const-string v1, "/data/data/com.ht/databases/notes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/ht/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
:L9
    .line 27
    const-string v0, "list_tools"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    .line 28
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v4, v0
    .line 29
    invoke-static {}, Lcom/ht/NoteTool;->values()[Lcom/ht/NoteTool;
    move-result-object v6
    array-length v0, v6
    move v7, v0
    const/4 v5, 0x0
:L40
    if-ge v5, v7, :L71
    aget-object v0, v6, v5
    move-object v8, v0
    .line 30
    invoke-virtual {v8}, Lcom/ht/NoteTool;->descriptor()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 29
    add-int/lit8 v5, v5, 0x1
    goto :L40
:L71
    .line 32
    const-string v1, "tools"
    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
:L85
    return-object v3
:L86
    .line 35
    if-nez v12, :L94
    const/4 v0, 0x0
    goto :L100
:L94
    const-string v1, "tool_name"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L100
    invoke-static {v0}, Lcom/ht/NoteTool;->byName(Ljava/lang/String;)Lcom/ht/NoteTool;
    move-result-object v4
    .line 36
    if-nez v4, :L122
    .line 37
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
:L121
    return-object v3
:L122
    .line 40
    invoke-virtual {v9}, Lcom/ht/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    iget-object v2, v9, Lcom/ht/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-virtual {v4, v1, v2, v3}, Lcom/ht/NoteTool;->run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
:L137
    return-object v0
:L138
    .line 41
    move-exception v4
    .line 42
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    return-object v3
    .catch Lorg/json/JSONException; {:L9 .. :L85} :L138
    .catch Ljava/io/IOException; {:L9 .. :L85} :L138
    .catch Lorg/json/JSONException; {:L86 .. :L121} :L138
    .catch Ljava/io/IOException; {:L86 .. :L121} :L138
    .catch Lorg/json/JSONException; {:L122 .. :L137} :L138
    .catch Ljava/io/IOException; {:L122 .. :L137} :L138
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 49
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 59
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 64
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 69
    const/4 v0, 0x0
    return v0
.end method

