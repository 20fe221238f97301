.class public final Lio/quire/app/core/LinkedApps;
.super Ljava/lang/Object;
.source "LinkedApps.kt"


# instance fields
.field private final context:Landroid/content/Context;

.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 5

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/LinkedApps;->context:Landroid/content/Context;

    .line 12
    iget-object v0, p0, Lio/quire/app/core/LinkedApps;->context:Landroid/content/Context;

    const-string v1, "links"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lio/quire/app/core/LinkedApps;->prefs:Landroid/content/SharedPreferences;

    .line 11
    return-void
.end method


# virtual methods
.method public final allows-Y5W2_D8(ILjava/lang/String;Ljava/util/List;)Z
    .registers 16

    const-string v1, "needed"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    move-object v0, p2

    if-eqz p2, :cond_0

    move-object v7, v0

    .line 32
    const/4 v8, 0x0

    .line 26
    invoke-virtual {p0, v7}, Lio/quire/app/core/LinkedApps;->find-iv-44ys(Ljava/lang/String;)Lio/quire/app/core/LinkedApps$Link;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v4, v0

    .line 27
    iget-object v0, p0, Lio/quire/app/core/LinkedApps;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v4}, Lio/quire/app/core/LinkedApps$Link;->getCertificate()[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v5

    .line 28
    if-eqz v5, :cond_5

    move-object v0, p3

    check-cast v0, Ljava/lang/Iterable;

    move-object v6, v0

    const/4 v7, 0x0

    .line 37
    instance-of v0, v6, Ljava/util/Collection;

    if-eqz v0, :cond_2

    move-object v0, v6

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    .line 38
    :cond_2
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :cond_3
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    move-object v0, v9

    check-cast v0, Ljava/lang/String;

    move-object v10, v0

    const/4 v11, 0x0

    .line 28
    invoke-virtual {v4}, Lio/quire/app/core/LinkedApps$Link;->getScopes()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, v10}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 38
    if-nez v0, :cond_3

    const/4 v0, 0x0

    goto :goto_0

    .line 39
    :cond_4
    const/4 v0, 0x1

    .line 28
    :goto_0
    if-eqz v0, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    return v0
.end method

.method public final find-iv-44ys(Ljava/lang/String;)Lio/quire/app/core/LinkedApps$Link;
    .registers 21

    move-object/from16 v0, p1

    const-string v1, "pkg"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/quire/app/core/LinkedApps;->prefs:Landroid/content/SharedPreferences;

    move-object/from16 v1, p1

    const/4 v2, 0x0

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v9, v0

    .line 32
    const/4 v10, 0x0

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v9}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :goto_0
    move-object v5, v0

    .line 18
    sget-object v0, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    const-string v2, "sha256"

    invoke-virtual {v5, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/quire/app/core/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 19
    const-string v1, "scopes"

    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v7, v0

    .line 20
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 33
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v9, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v12, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 34
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_1
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v14

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v15

    .line 35
    move/from16 v16, v15

    move-object/from16 v18, v12

    const/16 v17, 0x0

    .line 20
    move/from16 v1, v16

    invoke-virtual {v7, v1}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;

    move-result-object v0

    .line 35
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 36
    :cond_3
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 33
    check-cast v0, Ljava/lang/Iterable;

    .line 20
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v8

    .line 21
    new-instance v0, Lio/quire/app/core/LinkedApps$Link;

    move-object/from16 v2, p1

    const/4 v4, 0x0

    invoke-direct {v0, v2, v6, v8, v4}, Lio/quire/app/core/LinkedApps$Link;-><init>(Ljava/lang/String;[BLjava/util/Set;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
