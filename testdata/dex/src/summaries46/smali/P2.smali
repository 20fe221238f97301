.class public Lq/P2;
.super Landroid/content/ContentProvider;
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    new-instance v1, Lq/K;
    invoke-direct {v1}, Lq/K;-><init>()V
    invoke-virtual {p0}, Lq/P2;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v1, v0}, Lq/K;->accept(Ljava/lang/Object;)V
    const-string v2, "pkg"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    invoke-virtual {v0, v1}, Ljava/util/Optional;->ifPresent(Ljava/util/function/Consumer;)V
    const/4 v0, 0x0
    return-object v0
.end method
