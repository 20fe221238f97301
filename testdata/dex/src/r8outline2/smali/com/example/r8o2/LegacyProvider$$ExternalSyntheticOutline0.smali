# R8's outline of a sequence both providers repeat:
# pm.getPackageInfo(pkg, GET_SIGNATURES).signatures.
.class public final synthetic Lcom/example/r8o2/LegacyProvider$$ExternalSyntheticOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static synthetic m(Landroid/content/pm/PackageManager;Ljava/lang/String;)[Landroid/content/pm/Signature;
    .registers 3
    const/16 v0, 0x40
    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object p0
    iget-object p0, p0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    return-object p0
.end method
