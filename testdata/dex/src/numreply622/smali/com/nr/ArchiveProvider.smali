.class public final Lcom/nr/ArchiveProvider;
.super Lcom/nr/Base;
.source "ArchiveProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Lcom/nr/Base;-><init>()V
    return-void
.end method

.method private perform(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/nr/Outcome;
    .registers 12
    .line 38
    const-string v0, "delay_archive"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L79
    .line 39
    const-string v1, "hours"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I
    move-result v8
    .line 40
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    int-to-long v2, v8
    const-wide/32 v4, 0x36ee80
    mul-long v2, v2, v4
    add-long v0, v0, v2
    move-object v6, v0
    .line 41
    invoke-virtual {v9}, Lcom/nr/ArchiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "archive"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "snoozed_until"
    invoke-interface {v0, v1, v6, v7}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 42
    new-instance v0, Lcom/nr/Outcome;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "snoozed_until"
    invoke-virtual {v2, v3, v6, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/nr/Outcome;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L79
    .line 44
    const-string v0, "restore_archive"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L120
    .line 45
    new-instance v0, Lcom/nr/Outcome;
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V
    const-string v3, "file"
    const-string v5, "archive"
    invoke-virtual {v11, v5}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "size"
    const/4 v4, 0x0
    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/nr/Outcome;-><init>(Lorg/json/JSONObject;)V
    return-object v0
:L120
    .line 47
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0, v10}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method private deliver(Lorg/json/JSONObject;)Landroid/os/ParcelFileDescriptor;
    .registers 8
    .line 51
    new-instance v0, Ljava/io/File;
    invoke-direct {v6}, Lcom/nr/ArchiveProvider;->exportDir()Ljava/io/File;
    move-result-object v2
    const-string v4, "file"
    invoke-virtual {v7, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v5, v0
    .line 52
    const/high16 v1, 0x10000000
    invoke-static {v5, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    return-object v0
.end method

.method private exportDir()Ljava/io/File;
    .registers 5
    .line 56
    new-instance v0, Ljava/io/File;
    invoke-virtual {v4}, Lcom/nr/ArchiveProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "exports"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 18
    const-string v0, "execute_tool"
    invoke-virtual {v0, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    if-nez v11, :L34
:L22
    .line 19
    const-string v1, "error_code"
    const-string v2, "METHOD_NOT_FOUND"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object v4
:L34
    .line 22
    const-string v1, "tool"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
:L42
    .line 24
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "arguments"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    .line 25
    invoke-direct {v8, v5, v6}, Lcom/nr/ArchiveProvider;->perform(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/nr/Outcome;
    move-result-object v7
    .line 26
    const-string v0, "restore_archive"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L96
    .line 27
    const-string v1, "result_fd"
    invoke-virtual {v7}, Lcom/nr/Outcome;->getValue()Lorg/json/JSONObject;
    move-result-object v3
    invoke-direct {v8, v3}, Lcom/nr/ArchiveProvider;->deliver(Lorg/json/JSONObject;)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :L111
:L96
    .line 29
    const-string v1, "result"
    invoke-virtual {v7}, Lcom/nr/Outcome;->getValue()Lorg/json/JSONObject;
    move-result-object v2
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L111
    .line 33
    goto :L125
:L114
    .line 31
    move-exception v6
    .line 32
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGUMENTS"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L125
    .line 34
    return-object v4
    .catch Lorg/json/JSONException; {:L42 .. :L111} :L114
    .catch Ljava/io/IOException; {:L42 .. :L111} :L114
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 14
    invoke-super {v1, v2, v3, v4, v5}, Lcom/nr/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 14
    invoke-super {v1, v2, v3, v4}, Lcom/nr/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 14
    invoke-super {v1, v2, v3}, Lcom/nr/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 14
    invoke-super {v1, v2}, Lcom/nr/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 14
    invoke-super/range {v1 .. v6}, Lcom/nr/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 14
    invoke-super {v1}, Lcom/nr/Base;->onCreate()Z
    move-result v0
    return v0
.end method

