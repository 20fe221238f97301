# Java sketch: ../../../../sketch/OpsProvider.java
.class public final Lcom/example/r8o3/OpsProvider;
.super Landroid/content/ContentProvider;
.source "OpsProvider.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 9
    new-instance p1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r8o3/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    invoke-direct {p1, v0, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 11
    # true positive CETP614: "confirmed", read through R8's outline, decides the deletion
    const-string v0, "args"
    const-string v1, "confirmed"
    invoke-static {p3, v0, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_0
    .line 12
    invoke-virtual {p1}, Ljava/io/File;->delete()Z
    :cond_0
    .line 15
    # near miss CETP614: the same outline reads "dry_run", which confirms nothing
    const-string v1, "dry_run"
    invoke-static {p3, v0, v1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_1
    .line 16
    new-instance p1, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/r8o3/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    invoke-virtual {p3}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object p3
    invoke-direct {p1, p3, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/io/File;->delete()Z
    :cond_1
    .line 18
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
.end method

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
