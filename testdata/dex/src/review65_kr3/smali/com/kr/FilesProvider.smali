.class public final Lcom/kr/FilesProvider;
.super Lcom/kr/Base;
.source "FilesProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Lcom/kr/Base;-><init>()V
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-ne v0, v1, :L22
    if-nez v18, :L34
:L22
    .line 15
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    return-object v6
:L34
    .line 18
    new-instance v0, Lcom/kr/RowStore;
    invoke-virtual {v15}, Lcom/kr/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/kr/RowStore;-><init>(Landroid/content/Context;)V
    move-object v8, v0
    .line 19
    const-string v1, "tool"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 20
    const-string v1, "document_id"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v10
    .line 21
    const-string v1, "file_name"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
:L71
    .line 24
    const-string v1, "size"
    move-object/from16 v0, v18
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v12
    .line 25
    const-string v0, "a"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L114
    .line 26
    new-instance v2, Lorg/json/JSONObject;
    const-string v5, "arguments"
    move-object/from16 v4, v18
    invoke-virtual/range {v4 .. v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-virtual {v8, v10, v2}, Lcom/kr/RowStore;->openJob(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/io/FileInputStream;
    move-result-object v7
    goto :L125
:L114
    .line 28
    invoke-virtual {v8, v12, v13, v11}, Lcom/kr/RowStore;->openAliased(JLjava/lang/String;)Ljava/io/FileInputStream;
    move-result-object v7
:L125
    .line 31
    const-string v1, "first_byte"
    invoke-virtual {v7}, Ljava/io/FileInputStream;->read()I
    move-result v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
:L137
    .line 33
    invoke-virtual {v7}, Ljava/io/FileInputStream;->close()V
    .line 34
    goto :L155
:L145
    .line 33
    move-exception v14
:L147
    invoke-virtual {v7}, Ljava/io/FileInputStream;->close()V
    .line 34
    throw v14
:L155
    .line 37
    goto :L169
:L158
    .line 35
    move-exception v7
    .line 36
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L169
    .line 38
    return-object v6
    .catchall {:L125 .. :L137} :L145
    .catch Lorg/json/JSONException; {:L71 .. :L155} :L158
    .catch Ljava/io/IOException; {:L71 .. :L155} :L158
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 10
    invoke-super {v1, v2, v3, v4, v5}, Lcom/kr/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 10
    invoke-super {v1, v2, v3, v4}, Lcom/kr/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 10
    invoke-super {v1, v2, v3}, Lcom/kr/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 10
    invoke-super {v1, v2}, Lcom/kr/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 10
    invoke-super/range {v1 .. v6}, Lcom/kr/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 10
    invoke-super {v1}, Lcom/kr/Base;->onCreate()Z
    move-result v0
    return v0
.end method

