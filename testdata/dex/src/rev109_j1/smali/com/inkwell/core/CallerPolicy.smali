.class public final Lcom/inkwell/core/CallerPolicy;
.super Ljava/lang/Object;
.source "CallerPolicy.java"


# instance fields
.field private final assistantCert:[B

.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;[B)V
    .registers 3

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/inkwell/core/CallerPolicy;->context:Landroid/content/Context;

    .line 13
    iput-object p2, p0, Lcom/inkwell/core/CallerPolicy;->assistantCert:[B

    .line 14
    return-void
.end method


# virtual methods
.method public packageOf(I)Ljava/lang/String;
    .registers 3

    .line 27
    iget-object v0, p0, Lcom/inkwell/core/CallerPolicy;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getNameForUid(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public trusted(I)Z
    .registers 6

    .line 17
    iget-object v0, p0, Lcom/inkwell/core/CallerPolicy;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 18
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 19
    const/4 v2, 0x1

    if-eqz v1, :cond_1

    array-length v3, v1

    if-eq v3, v2, :cond_0

    goto :goto_0

    .line 22
    :cond_0
    iget-object v3, p0, Lcom/inkwell/core/CallerPolicy;->assistantCert:[B

    invoke-virtual {v0, p1, v3, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v2

    return v2

    .line 20
    :cond_1
    :goto_0
    const/4 v2, 0x0

    return v2
.end method
