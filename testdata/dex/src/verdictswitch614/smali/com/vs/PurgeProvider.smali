.class public final Lcom/vs/PurgeProvider;
.super Lcom/vs/Base;
.source "PurgeProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Lcom/vs/Base;-><init>()V
    return-void
.end method

.method private consent(Lorg/json/JSONObject;Ljava/lang/String;)I
    .registers 8
    .line 41
    const-string v1, "user_confirmed"
    const/4 v2, 0x0
    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L12
    .line 43
    const/4 v0, 0x1
    return v0
:L12
    .line 45
    new-instance v0, Lcom/vs/Approvals;
    invoke-virtual {v5}, Lcom/vs/PurgeProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    const-string v3, "approvals"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/vs/Approvals;-><init>(Landroid/content/SharedPreferences;)V
    invoke-virtual {v0, v7}, Lcom/vs/Approvals;->verdict(Ljava/lang/String;)I
    move-result v0
    return v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-ne v0, v1, :L22
    if-nez v15, :L34
:L22
    .line 15
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    return-object v8
:L34
    .line 19
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v15, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v9, v0
    .line 20
    const-string v1, "request_id"
    invoke-virtual {v15, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 21
    invoke-direct {v12, v9, v10}, Lcom/vs/PurgeProvider;->consent(Lorg/json/JSONObject;Ljava/lang/String;)I
    move-result v0
    sparse-switch v0, :sw_65
    goto :L107
:L92
    .line 23
    goto :L119
:L95
    .line 25
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
:L106
    return-object v8
:L107
    .line 28
    const-string v1, "error_code"
    const-string v2, "USER_CANCELLED"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
:L118
    return-object v8
:L119
    .line 31
    invoke-virtual {v12}, Lcom/vs/PurgeProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "/notes.db"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v11
    .line 32
    const-string v1, "notes"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    const-string v7, "note_id"
    invoke-virtual {v9, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v3, v5
    invoke-virtual {v11, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 33
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L173
    .line 36
    goto :L187
:L176
    .line 34
    move-exception v9
    .line 35
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENTS"
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L187
    .line 37
    return-object v8
:sw_65
    .sparse-switch
        0x0 -> :L92
        0x1 -> :L95
    .end sparse-switch
    .catch Lorg/json/JSONException; {:L34 .. :L106} :L176
    .catch Lorg/json/JSONException; {:L107 .. :L118} :L176
    .catch Lorg/json/JSONException; {:L119 .. :L173} :L176
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 10
    invoke-super {v1, v2, v3, v4, v5}, Lcom/vs/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 10
    invoke-super {v1, v2, v3, v4}, Lcom/vs/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 10
    invoke-super {v1, v2, v3}, Lcom/vs/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 10
    invoke-super {v1, v2}, Lcom/vs/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 10
    invoke-super/range {v1 .. v6}, Lcom/vs/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 10
    invoke-super {v1}, Lcom/vs/Base;->onCreate()Z
    move-result v0
    return v0
.end method

