.class public Lcom/example/op/OptProvider;
.super Landroid/content/ContentProvider;
.source "OptProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static synthetic lambda$call$0([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 14
    const/4 v0, 0x0
    aget-object v0, p0, v0
    return-object v0
.end method

.method static synthetic lambda$call$1([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 15
    const-string v0, ","
    invoke-static {v0, p0}, Ljava/lang/String;->join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$call$2([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 16
    array-length v0, p0
    const/4 v1, 0x1
    if-ne v0, v1, :cond_0
    const/4 v0, 0x0
    aget-object v0, p0, v0
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 12
    invoke-virtual {p0}, Lcom/example/op/OptProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 12
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    .line 14
    sget-object v1, Lcom/example/op/OptProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/op/OptProvider$$ExternalSyntheticLambda0;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v1
    const-string v2, ""
    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    .line 15
    sget-object v3, Lcom/example/op/OptProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/op/OptProvider$$ExternalSyntheticLambda1;
    invoke-virtual {v0, v3}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Ljava/lang/String;
    .line 16
    sget-object v4, Lcom/example/op/OptProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/example/op/OptProvider$$ExternalSyntheticLambda2;
    invoke-virtual {v0, v4}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    invoke-virtual {v0, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 17
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    .line 18
    const-string v4, "first"
    invoke-virtual {v2, v4, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v4, "all"
    invoke-virtual {v2, v4, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    const-string v4, "sole"
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    return-object v2
.end method
