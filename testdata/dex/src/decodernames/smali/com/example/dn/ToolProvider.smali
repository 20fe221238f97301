.class public Lcom/example/dn/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private final gson:Lcom/google/gson/Gson;

.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    new-instance v0, Lcom/google/gson/Gson;
    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V
    iput-object v0, p0, Lcom/example/dn/ToolProvider;->gson:Lcom/google/gson/Gson;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 17
    iget-object p1, p0, Lcom/example/dn/ToolProvider;->gson:Lcom/google/gson/Gson;
    const-class p3, Lcom/example/dn/GsonArgs;
    invoke-virtual {p1, p2, p3}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/dn/GsonArgs;
    .line 18
    iget-object p3, p1, Lcom/example/dn/GsonArgs;->origin:Ljava/lang/String;
    const-string v0, "dn"
    invoke-static {v0, p3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 19
    iget-object p3, p1, Lcom/example/dn/GsonArgs;->label:Ljava/lang/String;
    invoke-static {v0, p3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 20
    iget-object p3, p1, Lcom/example/dn/GsonArgs;->callerPackage:Ljava/lang/String;
    invoke-static {v0, p3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 21
    iget-boolean p3, p1, Lcom/example/dn/GsonArgs;->go:Z
    if-eqz p3, :cond_0
    invoke-virtual {p0}, Lcom/example/dn/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p3
    const-string v0, "a.db"
    invoke-virtual {p3, v0}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 22
    :cond_0
    iget-boolean p1, p1, Lcom/example/dn/GsonArgs;->confirmed:Z
    if-eqz p1, :cond_1
    invoke-virtual {p0}, Lcom/example/dn/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    const-string p3, "b.db"
    invoke-virtual {p1, p3}, Landroid/content/Context;->deleteFile(Ljava/lang/String;)Z
    .line 23
    :cond_1
    invoke-static {p2}, Lcom/example/dn/KtToolsKt;->handle(Ljava/lang/String;)V
    .line 24
    const/4 p1, 0x0
    return-object p1
.end method
