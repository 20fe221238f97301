.class public Lcom/example/deep/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 11
    sget-object v1, Lcom/example/deep/ToolProvider;->PENDING:Ljava/util/Map;
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v1, v2}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/example/deep/Grant;
    const/4 v2, 0x0
    .line 12
    if-eqz v1, :deny
    invoke-static {v1, v0}, Lcom/example/deep/Chain;->h0(Lcom/example/deep/Grant;I)Z
    move-result v0
    if-eqz v0, :deny
    .line 13
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    :deny
    return-object v2
.end method

.field static final PENDING:Ljava/util/Map;
