.class public final Lcom/larderly/ProviderExtKt;
.super Ljava/lang/Object;
.source "ProviderExt.kt"

# static fields
.field private static final TRUSTED_CONSUMERS:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5
    .line 20
    const/4 v0, 0x2
    new-array v4, v0, [Lkotlin/Pair;
    const-string v2, "com.clawseed.agent"
    const-string v3, "3f1d5e8a9c0b7d6e2f4a1c8b9e0d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 21
    const-string v2, "com.clawseed.agent.beta"
    const-string v3, "a0b1c2d3e4f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 19
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/larderly/ProviderExtKt;->TRUSTED_CONSUMERS:Ljava/util/Map;
    return-void
.end method

.method public static final admits(Landroid/content/ContentProvider;I)Z
    .registers 9
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L21
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    if-nez v0, :L24
:L21
    const/4 v0, 0x0
    return v0
:L24
    move-object v4, v0
    .line 27
    invoke-virtual {v4, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L44
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L47
:L44
    const/4 v0, 0x0
    return v0
:L47
    move-object v5, v0
    .line 28
    sget-object v0, Lcom/larderly/ProviderExtKt;->TRUSTED_CONSUMERS:Ljava/util/Map;
    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L67
    const/4 v0, 0x0
    return v0
:L67
    move-object v6, v0
    .line 29
    invoke-static {v6}, Lcom/larderly/ProviderExtKt;->hexBytes(Ljava/lang/String;)[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {v4, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    return v0
.end method

.method public static final asProvider(Landroid/content/ContentProvider;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 9
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    .line 11
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v3
:L18
    .line 13
    invoke-interface {p1}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v5
:L27
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    .line 15
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    .line 13
    return-object v5
:L42
    .line 15
    move-exception v6
:L44
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyStart(I)V
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    const/4 v0, 0x1
    invoke-static {v0}, Lkotlin/jvm/internal/InlineMarker;->finallyEnd(I)V
    throw v6
    .catchall {:L18 .. :L27} :L42
.end method

.method public static final callerUid(Landroid/content/ContentProvider;)I
    .registers 3
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    return v0
.end method

.method public static final hexBytes(Ljava/lang/String;)[B
    .registers 10
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
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
