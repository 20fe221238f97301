.class public final Lcom/pr/WipeProvider;
.super Landroid/content/ContentProvider;
.source "WipeProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private wipeLogs(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 67
    const-string v1, "resume_token"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/Decisions;->take(Ljava/lang/String;)Lcom/pr/Fields;
    move-result-object v4
    .line 68
    invoke-static {v4}, Lcom/pr/WipeProvider;->approved(Lcom/pr/Fields;)Z
    move-result v0
    if-nez v0, :L27
    .line 69
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 70
    return-object v7
:L27
    .line 72
    iget-object v0, v5, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "logs"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 73
    return-object v7
.end method

.method private static approved(Lcom/pr/Fields;)Z
    .registers 4
    .line 78
    if-eqz v3, :L21
    invoke-virtual {v3}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "approved"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L21
    const/4 v0, 0x1
    goto :L22
:L21
    const/4 v0, 0x0
:L22
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 24
    const-string v1, "/data/data/com.pr/wipe.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 25
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    .line 31
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
    .line 32
    return-object v7
:L34
    .line 36
    new-instance v0, Lcom/pr/Fields;
    new-instance v2, Lorg/json/JSONObject;
    const-string v5, "args"
    const-string v6, "{}"
    invoke-virtual {v15, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v2}, Lcom/pr/Fields;-><init>(Lorg/json/JSONObject;)V
    move-object v9, v0
:L58
    .line 40
    goto :L75
:L61
    .line 37
    move-exception v8
    .line 38
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENT"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    return-object v7
:L75
    .line 41
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v15, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 42
    const-string v0, "wipe_cache"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L175
    .line 43
    invoke-virtual {v9}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "table"
    const-string v2, "cache"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 44
    const-string v1, "resume_token"
    invoke-virtual {v15, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pr/Decisions;->take(Ljava/lang/String;)Lcom/pr/Fields;
    move-result-object v11
    .line 45
    if-eqz v11, :L139
    invoke-virtual {v11}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "approved"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-nez v0, :L151
:L139
    .line 46
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    return-object v7
:L151
    .line 49
    iget-object v0, v12, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "cache"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v10, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 50
    return-object v7
:L175
    .line 52
    const-string v0, "wipe_all"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L246
    .line 53
    invoke-virtual {v9}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "table"
    const-string v2, "cache"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 54
    invoke-virtual {v9}, Lcom/pr/Fields;->json()Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "approved"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-nez v0, :L225
    .line 55
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 56
    return-object v7
:L225
    .line 58
    iget-object v0, v12, Lcom/pr/WipeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "everything"
    const-string v2, "name = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v10, v3, v5
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
:L246
    .line 60
    const-string v0, "wipe_logs"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L264
    .line 61
    invoke-direct {v12, v15, v7}, Lcom/pr/WipeProvider;->wipeLogs(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L264
    .line 63
    return-object v7
    .catch Lorg/json/JSONException; {:L34 .. :L58} :L61
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 88
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 93
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 98
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 103
    const/4 v0, 0x0
    return v0
.end method

