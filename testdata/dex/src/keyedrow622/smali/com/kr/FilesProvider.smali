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
    .registers 14
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-ne v0, v1, :L22
    if-nez v13, :L34
:L22
    .line 15
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 16
    return-object v5
:L34
    .line 18
    new-instance v0, Lcom/kr/RowStore;
    invoke-virtual {v10}, Lcom/kr/FilesProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/kr/RowStore;-><init>(Landroid/content/Context;)V
    move-object v8, v0
:L47
    .line 20
    const-string v0, "read_document"
    const-string v2, "tool"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L155
    .line 22
    const-string v2, "document_id"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8, v1}, Lcom/kr/RowStore;->row(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v6
    .line 23
    if-nez v6, :L91
    .line 24
    const-string v1, "error_code"
    const-string v2, "NOT_FOUND"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
:L90
    return-object v5
:L91
    .line 27
    invoke-virtual {v8, v6}, Lcom/kr/RowStore;->openStored(Lorg/json/JSONObject;)Ljava/io/FileInputStream;
    move-result-object v4
:L100
    .line 28
    const-string v1, "first_byte"
    invoke-virtual {v4}, Ljava/io/FileInputStream;->read()I
    move-result v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
:L112
    .line 29
    if-eqz v4, :L152
    invoke-virtual {v4}, Ljava/io/FileInputStream;->close()V
    goto :L152
:L125
    .line 27
    move-exception v7
    if-eqz v4, :L149
:L132
    invoke-virtual {v4}, Ljava/io/FileInputStream;->close()V
:L137
    goto :L149
:L140
    move-exception v9
    invoke-virtual {v7, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L149
    throw v7
:L152
    .line 30
    goto :L235
:L155
    .line 32
    const-string v2, "document_id"
    invoke-virtual {v13, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "file_name"
    invoke-virtual {v13, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Lcom/kr/RowStore;->draft(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v6
    .line 33
    invoke-virtual {v8, v6}, Lcom/kr/RowStore;->openDraft(Lorg/json/JSONObject;)Ljava/io/FileInputStream;
    move-result-object v4
:L183
    .line 34
    const-string v1, "first_byte"
    invoke-virtual {v4}, Ljava/io/FileInputStream;->read()I
    move-result v2
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
:L195
    .line 35
    if-eqz v4, :L235
    invoke-virtual {v4}, Ljava/io/FileInputStream;->close()V
    goto :L235
:L208
    .line 33
    move-exception v7
    if-eqz v4, :L232
:L215
    invoke-virtual {v4}, Ljava/io/FileInputStream;->close()V
:L220
    goto :L232
:L223
    move-exception v9
    invoke-virtual {v7, v9}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L232
    throw v7
:L235
    .line 39
    goto :L249
:L238
    .line 37
    move-exception v6
    .line 38
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L249
    .line 40
    return-object v5
    .catch Ljava/lang/Throwable; {:L100 .. :L112} :L125
    .catch Ljava/lang/Throwable; {:L132 .. :L137} :L140
    .catch Ljava/lang/Throwable; {:L183 .. :L195} :L208
    .catch Ljava/lang/Throwable; {:L215 .. :L220} :L223
    .catch Lorg/json/JSONException; {:L47 .. :L90} :L238
    .catch Ljava/io/IOException; {:L47 .. :L90} :L238
    .catch Lorg/json/JSONException; {:L91 .. :L235} :L238
    .catch Ljava/io/IOException; {:L91 .. :L235} :L238
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

