.class public final Lapp/larder/kitchen/cetp/MealTrust;
.super Ljava/lang/Object;
.source "MealTrust.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/kitchen/cetp/MealTrust;

.field private static final PINS:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/larder/kitchen/cetp/MealTrust;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealTrust;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/MealTrust;->INSTANCE:Lapp/larder/kitchen/cetp/MealTrust;

    .line 10
    const/4 v0, 0x2

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "4be1c09f7d3a5e2816f0c4b9a7d2e6f1038b5c9e7a1d4f2b6c8e0a3d5f7b9c1e"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 11
    const-string v2, "d07a3f5c91e2b8464a0c7e9f1d3b5a7c2e4f6a8b0d1c3e5f7a9b2d4c6e8f0a1b"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 9
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealTrust;->PINS:Ljava/util/Set;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final digests([Landroid/content/pm/Signature;)Ljava/util/List;
    .registers 15

    .line 39
    move-object v2, p1

    const/4 v3, 0x0

    .line 49
    move-object v4, v2

    new-instance v5, Ljava/util/ArrayList;

    array-length v1, v2

    invoke-direct {v5, v1}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v5, Ljava/util/Collection;

    const/4 v6, 0x0

    .line 50
    const/4 v7, 0x0

    array-length v8, v4

    :goto_0
    if-ge v7, v8, :cond_0

    aget-object v9, v4, v7

    .line 51
    move-object v10, v9

    move-object v12, v5

    const/4 v11, 0x0

    .line 39
    invoke-virtual {v10}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    const-string v1, "toByteArray(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/larder/kitchen/cetp/TokensKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    .line 51
    invoke-interface {v12, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 50
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 52
    :cond_0
    move-object v0, v5

    check-cast v0, Ljava/util/List;

    .line 39
    return-object v0
.end method

.method public static final resolve(Landroid/content/pm/PackageManager;ILandroid/os/Bundle;)Lapp/larder/kitchen/cetp/Caller;
    .registers 14

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    const-string v1, "caller_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v5, v0

    move-object v6, v5

    .line 42
    const/4 v7, 0x0

    .line 17
    move-object v0, v6

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    move-object v0, v5

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_5

    .line 18
    :cond_1
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v8, v0

    move-object v9, v8

    .line 42
    const/4 v10, 0x0

    .line 18
    array-length v0, v9

    const/4 v1, 0x1

    if-ne v0, v1, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_3

    move-object v0, v8

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_4

    move-object v9, v0

    .line 42
    const/4 v10, 0x0

    .line 18
    const/4 v1, 0x0

    aget-object v0, v9, v1

    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    .line 17
    :goto_3
    if-nez v0, :cond_5

    .line 19
    const/4 v0, 0x0

    return-object v0

    .line 17
    :cond_5
    move-object v2, v0

    .line 20
    new-instance v3, Lapp/larder/kitchen/cetp/Caller;

    invoke-direct {v3, p1, v2}, Lapp/larder/kitchen/cetp/Caller;-><init>(ILjava/lang/String;)V

    move-object v4, v3

    .line 42
    const/4 v5, 0x0

    .line 20
    invoke-virtual {v4}, Lapp/larder/kitchen/cetp/Caller;->getPkg()Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v1}, Lapp/larder/kitchen/cetp/MealTrust;->signedByPinnedKey(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object v0, v3

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    :goto_4
    return-object v0
.end method

.method public static final signedByPinnedKey(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 18

    move-object/from16 v0, p0

    const-string v1, "pm"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p1

    const-string v1, "pkg"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    sget-object v4, Lapp/larder/kitchen/cetp/MealTrust;->INSTANCE:Lapp/larder/kitchen/cetp/MealTrust;

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v5, v4

    .line 42
    const/4 v6, 0x0

    .line 26
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    const/high16 v2, 0x8000000

    invoke-virtual {v0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v6

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    :goto_0
    move-object v4, v5

    .line 27
    invoke-static {v4}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v5, v4

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v6, v5

    move-object v0, v6

    check-cast v0, Landroid/content/pm/PackageInfo;

    move-object v7, v0

    .line 42
    const/4 v8, 0x0

    .line 27
    iget-object v0, v7, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;

    if-nez v0, :cond_0

    const-string v9, "Required value was null."

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    :goto_1
    move-object v0, v6

    goto :goto_2

    :cond_1
    invoke-static {v4}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_2
    move-object v4, v0

    .line 28
    invoke-static {v4}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v5, v4

    :try_start_2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v6, v5

    move-object v0, v6

    check-cast v0, Landroid/content/pm/SigningInfo;

    move-object v7, v0

    const/4 v8, 0x0

    .line 29
    invoke-virtual {v7}, Landroid/content/pm/SigningInfo;->hasMultipleSigners()Z

    move-result v0

    if-eqz v0, :cond_2

    sget-object v0, Lapp/larder/kitchen/cetp/MealTrust;->INSTANCE:Lapp/larder/kitchen/cetp/MealTrust;

    invoke-virtual {v7}, Landroid/content/pm/SigningInfo;->getApkContentsSigners()[Landroid/content/pm/Signature;

    move-result-object v1

    const-string v3, "getApkContentsSigners(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/MealTrust;->digests([Landroid/content/pm/Signature;)Ljava/util/List;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    goto :goto_3

    .line 30
    :cond_2
    sget-object v0, Lapp/larder/kitchen/cetp/MealTrust;->INSTANCE:Lapp/larder/kitchen/cetp/MealTrust;

    invoke-virtual {v7}, Landroid/content/pm/SigningInfo;->getSigningCertificateHistory()[Landroid/content/pm/Signature;

    move-result-object v1

    const-string v3, "getSigningCertificateHistory(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/MealTrust;->digests([Landroid/content/pm/Signature;)Ljava/util/List;

    move-result-object v0

    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    .line 28
    :goto_3
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_4

    :catch_2
    move-exception v7

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    :goto_4
    move-object v0, v6

    goto :goto_5

    :cond_3
    invoke-static {v4}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    :goto_5
    move-object v4, v0

    .line 32
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_d

    move-object v0, v4

    check-cast v0, Lkotlin/Pair;

    move-object v5, v0

    const/4 v6, 0x0

    invoke-virtual {v5}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/util/List;

    invoke-virtual {v5}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v8

    .line 34
    move-object v0, v7

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_6

    :cond_4
    const/4 v0, 0x0

    :goto_6
    if-eqz v0, :cond_c

    if-eqz v8, :cond_8

    move-object v0, v7

    check-cast v0, Ljava/lang/Iterable;

    move-object v9, v0

    sget-object v10, Lapp/larder/kitchen/cetp/MealTrust;->PINS:Ljava/util/Set;

    const/4 v11, 0x0

    .line 43
    instance-of v0, v9, Ljava/util/Collection;

    if-eqz v0, :cond_5

    move-object v0, v9

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_5

    const/4 v0, 0x1

    goto :goto_7

    .line 44
    :cond_5
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :cond_6
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    move-object v14, v0

    const/4 v15, 0x0

    .line 34
    invoke-interface {v10, v14}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 44
    if-nez v0, :cond_6

    const/4 v0, 0x0

    goto :goto_7

    .line 45
    :cond_7
    const/4 v0, 0x1

    goto :goto_7

    .line 34
    :cond_8
    move-object v0, v7

    check-cast v0, Ljava/lang/Iterable;

    move-object v9, v0

    sget-object v10, Lapp/larder/kitchen/cetp/MealTrust;->PINS:Ljava/util/Set;

    const/4 v11, 0x0

    .line 46
    instance-of v0, v9, Ljava/util/Collection;

    if-eqz v0, :cond_9

    move-object v0, v9

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_9

    const/4 v0, 0x0

    goto :goto_7

    .line 47
    :cond_9
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :cond_a
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Ljava/lang/String;

    move-object v14, v0

    const/4 v15, 0x0

    .line 34
    invoke-interface {v10, v14}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 47
    if-eqz v0, :cond_a

    const/4 v0, 0x1

    goto :goto_7

    .line 48
    :cond_b
    const/4 v0, 0x0

    .line 34
    :goto_7
    if-eqz v0, :cond_c

    const/4 v0, 0x1

    goto :goto_8

    :cond_c
    const/4 v0, 0x0

    .line 32
    :goto_8
    goto :goto_9

    :cond_d
    move-object v5, v0

    const/4 v6, 0x0

    const/4 v0, 0x0

    .line 37
    :goto_9
    return v0
.end method
