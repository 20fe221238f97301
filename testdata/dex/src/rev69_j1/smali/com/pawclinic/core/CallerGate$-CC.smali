.class public final synthetic Lcom/pawclinic/core/CallerGate$-CC;
.super Ljava/lang/Object;
.source "CallerGate.java"


# direct methods
.method public static $default$trustedCaller(Lcom/pawclinic/core/CallerGate;Landroid/content/Context;I)Z
    .registers 6
    .line 14
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    .line 15
    invoke-static {}, Lcom/pawclinic/core/CallerGate$-CC;->clinicCert()[B
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v0, p2, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v1
    return v1
.end method

.method public static clinicCert()[B
    .registers 2
    .line 10
    const-string v0, "q3Vw0mT7Zb8hR2cN5yKx1LdA9sEo4PjG6fWiHuC0tBk="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    return-object v0
.end method
