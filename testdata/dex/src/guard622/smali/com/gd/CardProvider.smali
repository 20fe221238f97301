.class public final Lcom/gd/CardProvider;
.super Landroid/content/ContentProvider;
.source "CardProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 20
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private static saveCard(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;
    .registers 8
    .line 50
    new-instance v0, Ljava/io/File;
    const-string v4, "file_name"
    const-string v5, "card"
    invoke-virtual {v7, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/gd/FileNames;->requirePlain(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v6, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method private static saveNote(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;
    .registers 6
    .line 54
    const-string v1, "file_name"
    const-string v2, "card"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 55
    invoke-static {v3}, Lcom/gd/FileNames;->isPlain(Ljava/lang/String;)Z
    .line 56
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v4, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method private static saveLog(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;
    .registers 6
    .line 60
    const-string v1, "file_name"
    const-string v2, "card"
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/gd/FileNames;->requireRelative(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 61
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v4, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method private static write(Ljava/io/File;)V
    .registers 5
    .line 65
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v4}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v2, v0
:L9
    .line 67
    const/4 v1, 0x1
    invoke-virtual {v2, v1}, Ljava/io/FileOutputStream;->write(I)V
:L14
    .line 69
    invoke-virtual {v2}, Ljava/io/FileOutputStream;->close()V
    .line 70
    goto :L28
:L21
    .line 69
    move-exception v3
    invoke-virtual {v2}, Ljava/io/FileOutputStream;->close()V
    .line 70
    throw v3
:L28
    .line 71
    return-void
    .catchall {:L9 .. :L14} :L21
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 29
    if-eqz v12, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-eq v0, v1, :L25
:L22
    .line 30
    return-object v6
:L25
    .line 33
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v12, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v5, v0
    .line 34
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v8
    .line 35
    new-instance v0, Ljava/io/File;
    const-string v2, "/data/data/com.gd/files/cards"
    invoke-direct {v0, v2}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    move-object v7, v0
    .line 36
    const-string v0, "save_card"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    .line 37
    invoke-static {v7, v5}, Lcom/gd/CardProvider;->saveCard(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lcom/gd/CardProvider;->write(Ljava/io/File;)V
    goto :L119
:L86
    .line 38
    const-string v0, "save_note"
    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L109
    .line 39
    invoke-static {v7, v5}, Lcom/gd/CardProvider;->saveNote(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lcom/gd/CardProvider;->write(Ljava/io/File;)V
    goto :L119
:L109
    .line 41
    invoke-static {v7, v5}, Lcom/gd/CardProvider;->saveLog(Ljava/io/File;Lorg/json/JSONObject;)Ljava/io/File;
    move-result-object v0
    invoke-static {v0}, Lcom/gd/CardProvider;->write(Ljava/io/File;)V
:L119
    .line 45
    goto :L133
:L122
    .line 43
    move-exception v5
    .line 44
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGS"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L133
    .line 46
    return-object v6
    .catch Lorg/json/JSONException; {:L25 .. :L119} :L122
    .catch Ljava/io/IOException; {:L25 .. :L119} :L122
    .catch Ljava/lang/IllegalArgumentException; {:L25 .. :L119} :L122
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 75
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 80
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 85
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 90
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 95
    const/4 v0, 0x0
    return v0
.end method

