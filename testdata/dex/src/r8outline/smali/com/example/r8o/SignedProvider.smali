# See sketch/ToolProvider.java (SignedProvider.java).
.class public Lcom/example/r8o/SignedProvider;
.super Landroid/content/ContentProvider;
.source "SignedProvider.java"

.field private static final TRUSTED:[B

.method static constructor <clinit>()V
    .registers 1
    const/16 v0, 0x20
    new-array v0, v0, [B
    sput-object v0, Lcom/example/r8o/SignedProvider;->TRUSTED:[B
    return-void
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

# near miss CETP609: the certificate checked through the API model outline of hasSigningCertificate
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 10
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p1
    .line 11
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-virtual {p1, p2}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;
    move-result-object p2
    .line 12
    sget-object p3, Lcom/example/r8o/SignedProvider;->TRUSTED:[B
    const/4 v0, 0x1
    invoke-static {p1, p2, p3, v0}, Lcom/example/r8o/ToolProvider$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/pm/PackageManager;Ljava/lang/String;[BI)Z
    move-result p1
    if-nez p1, :cond_0
    .line 13
    new-instance p1, Ljava/lang/SecurityException;
    const-string p2, "untrusted caller"
    invoke-direct {p1, p2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p1
    :cond_0
    .line 14
    sget-object p1, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;
    return-object p1
.end method
