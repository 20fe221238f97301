.class public final Lcom/visitloop/care/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"


.method public static final isCareTeam(Landroid/content/Context;ILjava/lang/String;)Z
    .registers 9
    const-string v1, "<this>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pkg"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    move-object v4, v0
    .line 53
    invoke-virtual {v4, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L36
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L39
    :L36
    const/4 v0, 0x0
    return v0
    :L39
    move-object v5, v0
    .line 54
    invoke-static {v5, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L67
    sget-object v2, Lcom/visitloop/care/VisitConfig;->TEAM_CERT:[B
    const/4 v3, 0x1
    invoke-virtual {v4, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    if-eqz v0, :L67
    const/4 v0, 0x1
    goto :L68
    :L67
    const/4 v0, 0x0
    :L68
    return v0
.end method

