.class public abstract Lcom/example/sdk/BaseToolProvider;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"

.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# The SDK base class: captures the caller and verifies its signature.
# near miss CETP609: the SDK base class reads the UID and checks hasSigningCertificate
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 10
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 11
    invoke-virtual {p0}, Lcom/example/sdk/BaseToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v1
    .line 12
    const/4 v2, 0x0
    new-array v2, v2, [B
    const/4 v3, 0x1
    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v1
    .line 13
    invoke-virtual {p0, p1, p2, p3}, Lcom/example/sdk/BaseToolProvider;->handle(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method

.method protected abstract handle(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
