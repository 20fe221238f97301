.class public Lcom/example/r13s/DiscardProvider;
.super Landroid/content/ContentProvider;
.source "DiscardProvider.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 31
    invoke-virtual {p0}, Lcom/example/r13s/DiscardProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v2
    invoke-virtual {v1, v0, v2}, Landroid/content/pm/PackageManager;->checkSignatures(II)I
    .line 32
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
