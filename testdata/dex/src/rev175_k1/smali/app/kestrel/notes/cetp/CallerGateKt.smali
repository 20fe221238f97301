.class public final Lapp/kestrel/notes/cetp/CallerGateKt;
.super Ljava/lang/Object;
.source "CallerGate.kt"


# static fields
.field private static final KNOWN_ASSISTANTS:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 9
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "5b0e3c71a9d24f86be1c07d3a5e9f2c48b6d1e0a7f3c9b25d4e8a16f0c2b7d93"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 10
    const-string v2, "net.pinecrest.helper"

    const-string v3, "c81f4a06e3d97b25a0c6f8e1d4b3a9276e5f0d1c8a2b4e6f9d7c3a05b1e8f246"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 8
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lapp/kestrel/notes/cetp/CallerGateKt;->KNOWN_ASSISTANTS:Ljava/util/Map;

    return-void
.end method

.method public static final getKNOWN_ASSISTANTS()Ljava/util/Map;
    .registers 1

    .line 8
    sget-object v0, Lapp/kestrel/notes/cetp/CallerGateKt;->KNOWN_ASSISTANTS:Ljava/util/Map;

    return-object v0
.end method

.method public static final legacyPinMatches(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 17

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "pin"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    :try_start_0
    const/16 v2, 0x40

    invoke-virtual {p0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v5
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 37
    :catch_0
    move-exception v6

    .line 38
    const/4 v0, 0x0

    return v0

    .line 35
    :goto_0
    move-object v4, v5

    .line 40
    iget-object v0, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v5, v0

    .line 41
    move-object v6, v5

    const/4 v7, 0x0

    .line 58
    const/4 v8, 0x0

    array-length v9, v6

    :goto_1
    if-ge v8, v9, :cond_2

    aget-object v10, v6, v8

    move-object v11, v10

    const/4 v12, 0x0

    .line 41
    invoke-virtual {v11}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    const-string v2, "toByteArray(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v13, p2

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    const-string v3, "ROOT"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v13, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "toLowerCase(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 58
    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_2

    :cond_1
    add-int/lit8 v8, v8, 0x1

    goto :goto_1

    .line 59
    :cond_2
    const/4 v0, 0x0

    .line 41
    :goto_2
    return v0
.end method

.method public static final signerPinMatches(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 18

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p1

    const-string v1, "pkg"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "pin"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    const/4 v0, 0x0

    return v0

    .line 48
    :cond_0
    :try_start_0
    move-object/from16 v1, p1

    const/high16 v2, 0x8000000

    invoke-virtual {p0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v5
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 49
    :catch_0
    move-exception v6

    .line 50
    const/4 v0, 0x0

    return v0

    .line 47
    :goto_0
    move-object v4, v5

    .line 52
    iget-object v0, v4, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v5, v0

    .line 53
    invoke-virtual {v5}, Landroid/content/pm/SigningInfo;->hasMultipleSigners()Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    .line 54
    :cond_2
    invoke-virtual {v5}, Landroid/content/pm/SigningInfo;->getSigningCertificateHistory()[Landroid/content/pm/Signature;

    move-result-object v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    move-object v6, v0

    .line 55
    move-object v7, v6

    const/4 v8, 0x0

    .line 60
    const/4 v9, 0x0

    array-length v10, v7

    :goto_1
    if-ge v9, v10, :cond_5

    aget-object v11, v7, v9

    move-object v12, v11

    const/4 v13, 0x0

    .line 55
    invoke-virtual {v12}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    const-string v2, "toByteArray(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/kestrel/notes/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v14, p2

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    const-string v3, "ROOT"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v14, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "toLowerCase(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 60
    if-eqz v0, :cond_4

    const/4 v0, 0x1

    goto :goto_2

    :cond_4
    add-int/lit8 v9, v9, 0x1

    goto :goto_1

    .line 61
    :cond_5
    const/4 v0, 0x0

    .line 55
    :goto_2
    return v0
.end method
