# Java sketch: ../../../../sketch/BatchProvider.java
.class public final Lcom/example/r8o3/BatchProvider;
.super Landroid/content/ContentProvider;
.source "BatchProvider.java"

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    :try_start_0
    .line 12
    # true positive CETP614: "user_confirmed", read through R8's outline, decides the purge
    const-string p1, "user_confirmed"
    invoke-static {p2, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_0
    .line 13
    invoke-virtual {p0}, Lcom/example/r8o3/BatchProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p3, "batch.db"
    invoke-virtual {p1, p3}, Landroid/content/Context;->deleteDatabase(Ljava/lang/String;)Z
    :cond_0
    .line 16
    # near miss CETP614: the same outline reads "notify"
    const-string p1, "notify"
    invoke-static {p2, p1}, Lcom/example/r8o3/AlertProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_1
    .line 17
    invoke-virtual {p0}, Lcom/example/r8o3/BatchProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p2, "outbox.db"
    invoke-virtual {p1, p2}, Landroid/content/Context;->deleteDatabase(Ljava/lang/String;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    :cond_1
    .line 22
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    :catch_0
    .line 20
    const/4 p1, 0x0
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
