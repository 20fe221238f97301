.class public final Lcom/quillbox/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"

# static fields
.field private static final TRUSTED_CONSUMERS:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5
    .line 11
    const/4 v0, 0x2
    new-array v4, v0, [Lkotlin/Pair;
    const-string v2, "com.clawseed.agent"
    const-string v3, "5c0e2a91d7b34f86a1e9c3d05b7f28e46a9d1c3b5e7f90a2c4d6e8f01b3a5c7e"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 12
    const-string v2, "com.clawseed.agent.beta"
    const-string v3, "e1d2c3b4a5968778695a4b3c2d1e0f1f2e3d4c5b6a79889796a5b4c3d2e1f001"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 10
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/quillbox/CallersKt;->TRUSTED_CONSUMERS:Ljava/util/Map;
    return-void
.end method

.method public static final admits(Landroid/content/Context;I)Z
    .registers 9
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v4
    .line 18
    invoke-virtual {v4, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L30
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L33
:L30
    const/4 v0, 0x0
    return v0
:L33
    move-object v5, v0
    .line 19
    sget-object v0, Lcom/quillbox/CallersKt;->TRUSTED_CONSUMERS:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    move-object v6, v0
    .line 20
    invoke-static {v6}, Lcom/quillbox/CallersKt;->hexBytes(Ljava/lang/String;)[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v4, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    return v0
.end method

.method public static final callerUid(Landroid/content/ContentProvider;)I
    .registers 3
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method

.method public static final hexBytes(Ljava/lang/String;)[B
    .registers 10
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    const/4 v5, 0x0
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v0
    div-int/lit8 v6, v0, 0x2
    new-array v7, v6, [B
:L19
    if-ge v5, v6, :L66
    move v8, v5
    mul-int/lit8 v3, v8, 0x2
    mul-int/lit8 v4, v8, 0x2
    add-int/lit8 v4, v4, 0x2
    invoke-virtual {p0, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v2
    const-string v4, "substring(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/16 v3, 0x10
    invoke-static {v3}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v3
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v2
    int-to-byte v2, v2
    aput-byte v2, v7, v8
    add-int/lit8 v5, v5, 0x1
    goto :L19
:L66
    return-object v7
.end method
