.class public final Lcom/hk/PurgeProvider;
.super Landroid/content/ContentProvider;
.source "PurgeProvider.java"

# instance fields
.field private final pending:Ljava/util/Map;
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 24
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 25
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/hk/PurgeProvider;->pending:Ljava/util/Map;
    return-void
.end method

.method private purgeUnpinned(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 82
    invoke-virtual {v4, v5}, Lcom/hk/PurgeProvider;->quietReply(Lorg/json/JSONObject;)Z
    move-result v0
    if-eqz v0, :L23
    .line 83
    iget-object v0, v4, Lcom/hk/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const-string v2, "pinned = 0"
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 84
    return-object v6
:L23
    .line 86
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 87
    return-object v6
.end method

.method private purgeDrafts(Lorg/json/JSONObject;Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 91
    invoke-virtual {v4, v5}, Lcom/hk/PurgeProvider;->askFirst(Lorg/json/JSONObject;)Z
    move-result v0
    if-nez v0, :L20
    .line 92
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENT"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 93
    return-object v8
:L20
    .line 95
    invoke-direct {v4, v6, v7}, Lcom/hk/PurgeProvider;->spend(Ljava/lang/String;I)Z
    .line 96
    iget-object v0, v4, Lcom/hk/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "drafts"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 97
    return-object v8
.end method

.method private spend(Ljava/lang/String;I)Z
    .registers 5
    .line 111
    if-nez v3, :L8
    const/4 v0, 0x0
    goto :L21
:L8
    iget-object v0, v2, Lcom/hk/PurgeProvider;->pending:Ljava/util/Map;
    invoke-interface {v0, v3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
:L21
    move-object v1, v0
    .line 112
    if-eqz v1, :L38
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v4, :L38
    const/4 v0, 0x1
    goto :L39
:L38
    const/4 v0, 0x0
:L39
    return v0
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 30
    const-string v1, "/data/data/com.hk/purge.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/hk/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 31
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v8
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 38
    if-eqz v12, :L27
    const-string v0, "execute_tool"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L27
    .line 39
    return-object v5
:L30
    .line 43
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v12, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v6, v0
:L47
    .line 46
    goto :L55
:L50
    .line 44
    move-exception v7
    .line 45
    return-object v5
:L55
    .line 47
    const-string v1, "resume_token"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 48
    const-string v0, "purge_all"
    const-string v2, "tool_name"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L136
    .line 49
    invoke-virtual {v9, v6}, Lcom/hk/PurgeProvider;->askFirst(Lorg/json/JSONObject;)Z
    move-result v0
    if-nez v0, :L98
    .line 50
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENT"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    return-object v5
:L98
    .line 53
    invoke-direct {v9, v7, v8}, Lcom/hk/PurgeProvider;->spend(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L121
    .line 54
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    return-object v5
:L121
    .line 57
    iget-object v0, v9, Lcom/hk/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 58
    return-object v5
:L136
    .line 60
    const-string v0, "purge_unpinned"
    const-string v2, "tool_name"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    .line 61
    invoke-direct {v9, v6, v5}, Lcom/hk/PurgeProvider;->purgeUnpinned(Lorg/json/JSONObject;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L159
    .line 63
    const-string v0, "purge_drafts"
    const-string v2, "tool_name"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L186
    .line 64
    invoke-direct {v9, v6, v7, v8, v5}, Lcom/hk/PurgeProvider;->purgeDrafts(Lorg/json/JSONObject;Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L186
    .line 66
    const-string v0, "purge_now"
    const-string v2, "tool_name"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L225
    .line 67
    invoke-virtual {v9, v6}, Lcom/hk/PurgeProvider;->quietReply(Lorg/json/JSONObject;)Z
    move-result v0
    if-eqz v0, :L222
    .line 68
    iget-object v0, v9, Lcom/hk/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const-string v2, "pinned = 0"
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
:L222
    .line 70
    return-object v5
:L225
    .line 72
    invoke-direct {v9, v7, v8}, Lcom/hk/PurgeProvider;->spend(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L248
    .line 73
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 74
    return-object v5
:L248
    .line 76
    iget-object v0, v9, Lcom/hk/PurgeProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "items"
    const-string v2, "age > 30"
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 77
    const-string v1, "result_json"
    invoke-virtual {v9, v6}, Lcom/hk/PurgeProvider;->quietReply(Lorg/json/JSONObject;)Z
    move-result v2
    move-object v0, v5
    if-eqz v2, :L279
    const-string v2, "{}"
    goto :L281
:L279
    const-string v2, "{\"purged\":\"old items\"}"
:L281
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 78
    return-object v5
    .catch Lorg/json/JSONException; {:L30 .. :L47} :L50
.end method

.method askFirst(Lorg/json/JSONObject;)Z
    .registers 5
    .line 102
    const-string v1, "force"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-nez v0, :L14
    const/4 v0, 0x1
    goto :L15
:L14
    const/4 v0, 0x0
:L15
    return v0
.end method

.method quietReply(Lorg/json/JSONObject;)Z
    .registers 5
    .line 107
    const-string v1, "force"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 117
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 122
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 127
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 132
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 137
    const/4 v0, 0x0
    return v0
.end method

