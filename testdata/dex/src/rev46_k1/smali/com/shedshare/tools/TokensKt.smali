.class public final Lcom/shedshare/tools/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private static final MEMBER_CERT:[B

.method public static final isShedMember(Landroid/content/Context;ILjava/lang/String;)Z
    .registers 9
    const-string v1, "<this>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "pkg"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    invoke-virtual {v6}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    move-object v4, v0
    .line 51
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
    .line 52
    invoke-static {v5, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L67
    sget-object v2, Lcom/shedshare/tools/TokensKt;->MEMBER_CERT:[B
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

.method static constructor <clinit>()V
    .registers 6
    .line 55
    const/4 v0, 0x0
    move v3, v0
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v4, v0
    :L7
    const/16 v1, 0x20
    if-ge v3, v1, :L26
    move v5, v3
    const/16 v2, 0x5a
    aput-byte v2, v4, v5
    add-int/lit8 v3, v3, 0x1
    goto :L7
    :L26
    sput-object v4, Lcom/shedshare/tools/TokensKt;->MEMBER_CERT:[B
    return-void
.end method

