.class public final Lcom/pr/WipeProvider;
.super Landroid/content/ContentProvider;
.source "WipeProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 23
    const-string v1, "/data/data/com.pr/wipe.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    .line 30
    if-eqz v15, :L31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L31
    const-string v0, "execute_tool"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L34
:L31
    .line 31
    return-object v7
:L34
    .line 35
    new-instance v0, Lcom/pr/Fields;
    new-instance v2, Lorg/json/JSONObject;
    const-string v5, "args"
    const-string v6, "{}"
    invoke-virtual {v15, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/pr/Fields;-><init>(Lorg/json/JSONObject;)V
    move-object v8, v0
:L58
    .line 39
    goto :L75
:L61
    .line 36
    move-exception v9
    .line 37
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENT"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v7
:L75
    .line 40
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v15, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 41
    const-string v0, "wipe_cache"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L175
    .line 42
    invoke-virtual {v8}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "table"
    const-string v2, "cache"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 43
    const-string v1, "resume_token"
    invoke-virtual {v15, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/Decisions;->take(Ljava/lang/String;)Lcom/pr/Fields;
    move-result-object v11
    .line 44
    if-eqz v11, :L139
    invoke-virtual {v11}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "approved"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-nez v0, :L151
:L139
    .line 45
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    return-object v7
:L151
    .line 48
    iget-object v0, v12, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "cache"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v10, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 49
    return-object v7
:L175
    .line 51
    const-string v0, "wipe_all"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L246
    .line 52
    invoke-virtual {v8}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "table"
    const-string v2, "cache"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 53
    invoke-virtual {v8}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "approved"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-nez v0, :L225
    .line 54
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    return-object v7
:L225
    .line 57
    iget-object v0, v12, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "everything"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v10, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
:L246
    .line 59
    return-object v7
    .catch Lorg/json/JSONException; {:L34 .. :L58} :L61
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 64
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 69
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 74
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 79
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 84
    const/4 v0, 0x0
    return v0
.end method

