# R8's API model outline of hasSigningCertificate (API 28).
.class public final synthetic Lcom/example/r8o2/RotatingProvider$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static bridge synthetic m(Landroid/content/pm/PackageManager;Ljava/lang/String;[BI)Z
    .registers 4
    invoke-virtual {p0, p1, p2, p3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result p0
    return p0
.end method
