.class public final Lcom/example/r13s/CompatProvider;
.super Landroid/content/ContentProvider;
.source "CompatProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 20
    invoke-virtual {p0}, Lcom/example/r13s/CompatProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :cond_0
    new-instance v1, Ljava/lang/SecurityException;
    invoke-direct {v1}, Ljava/lang/SecurityException;-><init>()V
    throw v1
    :cond_0
    .line 21
    invoke-virtual {p0}, Lcom/example/r13s/CompatProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    sget-object v2, Lcom/example/r13s/Trusted;->INSTANCE:Lcom/example/r13s/Trusted;
    invoke-virtual {v2}, Lcom/example/r13s/Trusted;->getCerts()Ljava/util/Map;
    move-result-object v2
    const/4 v3, 0x0
    .line 22
    invoke-static {v1, v0, v2, v3}, Landroidx/core/content/pm/PackageInfoCompat;->hasSignatures(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/util/Map;Z)Z
    move-result v1
    if-nez v1, :cond_1
    .line 23
    new-instance v1, Ljava/lang/SecurityException;
    const-string v2, "untrusted caller"
    invoke-direct {v1, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v1
    :cond_1
    .line 24
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
