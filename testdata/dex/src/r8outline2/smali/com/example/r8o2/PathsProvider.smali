# See sketch/PathsProvider.java.
.class public Lcom/example/r8o2/PathsProvider;
.super Landroid/content/ContentProvider;
.source "PathsProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 12
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :try_start_0
    .line 14
    new-instance v1, Lorg/json/JSONObject;
    const-string v2, "args"
    const-string v3, "{}"
    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 15
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    invoke-virtual {v2}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    # TP CETP622: the name joined to the directory through the API outline of Paths.get, deleted unchecked
    .line 17
    const-string v3, "name"
    invoke-virtual {v1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    filled-new-array {v3}, [Ljava/lang/String;
    move-result-object v3
    invoke-static {v2, v3}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v3
    .line 18
    invoke-static {v3}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/nio/file/Path;)Z
    # near miss CETP622: normalized and found inside the directory, each call through its API outline
    .line 20
    const-string v3, "file"
    invoke-virtual {v1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    filled-new-array {v3}, [Ljava/lang/String;
    move-result-object v3
    invoke-static {v2, v3}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v3
    invoke-static {v3}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/nio/file/Path;)Ljava/nio/file/Path;
    move-result-object v3
    .line 21
    const/4 v4, 0x0
    new-array v4, v4, [Ljava/lang/String;
    invoke-static {v2, v4}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/lang/String;[Ljava/lang/String;)Ljava/nio/file/Path;
    move-result-object v4
    invoke-static {v3, v4}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/nio/file/Path;Ljava/nio/file/Path;)Z
    move-result v4
    if-nez v4, :cond_inside
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "outside"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_inside
    .line 22
    invoke-static {v3}, Lcom/example/r8o2/PathsProvider$$ExternalSyntheticApiModelOutline0;->m(Ljava/nio/file/Path;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception v1
    .line 24
    const-string v1, "error"
    const-string v2, "failed"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :goto_0
    .line 26
    return-object v0
.end method
