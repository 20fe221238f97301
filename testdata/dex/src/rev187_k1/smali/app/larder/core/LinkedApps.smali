.class public final Lapp/larder/core/LinkedApps;
.super Ljava/lang/Object;
.source "LinkedApps.kt"


# instance fields
.field private final context:Landroid/content/Context;

.field private final links$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/LinkedApps;->context:Landroid/content/Context;

    .line 12
    new-instance v0, Lapp/larder/core/LinkedApps$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/core/LinkedApps$$ExternalSyntheticLambda0;-><init>(Lapp/larder/core/LinkedApps;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/core/LinkedApps;->links$delegate:Lkotlin/Lazy;

    .line 11
    return-void
.end method

.method private final getLinks()Ljava/util/Map;
    .registers 3

    .line 12
    iget-object v1, p0, Lapp/larder/core/LinkedApps;->links$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method public static final links_delegate$lambda$0(Lapp/larder/core/LinkedApps;)Ljava/util/Map;
    .registers 14

    .line 12
    invoke-direct {p0}, Lapp/larder/core/LinkedApps;->load()Ljava/util/List;

    move-result-object v2

    check-cast v2, Ljava/lang/Iterable;

    const/4 v3, 0x0

    .line 34
    const/16 v1, 0xa

    invoke-static {v2, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v4

    .line 35
    move-object v5, v2

    new-instance v6, Ljava/util/LinkedHashMap;

    invoke-direct {v6, v4}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v6, Ljava/util/Map;

    const/4 v7, 0x0

    .line 36
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    .line 37
    move-object v1, v9

    check-cast v1, Lapp/larder/core/Link;

    move-object v10, v1

    move-object v12, v6

    const/4 v11, 0x0

    .line 12
    invoke-virtual {v10}, Lapp/larder/core/Link;->getPackageName()Ljava/lang/String;

    move-result-object v0

    .line 37
    invoke-interface {v12, v0, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 12
    :cond_0
    return-object v6
.end method

.method private final load()Ljava/util/List;
    .registers 19

    .line 15
    new-instance v6, Ljava/io/File;

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/core/LinkedApps;->context:Landroid/content/Context;

    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v2

    const-string v3, "linked_apps.json"

    invoke-direct {v6, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 16
    invoke-virtual {v6}, Ljava/io/File;->exists()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0

    :cond_0
    new-instance v8, Ljava/io/FileInputStream;

    .line 17
    invoke-direct {v8, v6}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    check-cast v8, Ljava/io/InputStream;

    sget-object v9, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    new-instance v10, Ljava/io/InputStreamReader;

    invoke-direct {v10, v8, v9}, Ljava/io/InputStreamReader;-><init>(Ljava/io/InputStream;Ljava/nio/charset/Charset;)V

    check-cast v10, Ljava/io/Reader;

    const/16 v11, 0x2000

    instance-of v0, v10, Ljava/io/BufferedReader;

    if-eqz v0, :cond_1

    move-object v0, v10

    check-cast v0, Ljava/io/BufferedReader;

    goto :goto_0

    :cond_1
    new-instance v0, Ljava/io/BufferedReader;

    invoke-direct {v0, v10, v11}, Ljava/io/BufferedReader;-><init>(Ljava/io/Reader;I)V

    :goto_0
    check-cast v0, Ljava/io/Closeable;

    move-object v8, v0

    const/4 v9, 0x0

    :try_start_0
    move-object v0, v8

    check-cast v0, Ljava/io/BufferedReader;

    move-object v10, v0

    .line 29
    const/4 v11, 0x0

    .line 17
    new-instance v0, Lorg/json/JSONArray;

    move-object v2, v10

    check-cast v2, Ljava/io/Reader;

    invoke-static {v2}, Lkotlin/io/TextStreamsKt;->readText(Ljava/io/Reader;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v10, v0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v10

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v11

    move-object v9, v11

    throw v11
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v11

    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v11

    :goto_1
    move-object v7, v0

    .line 18
    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v8

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 30
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 31
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_2
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v0, v13

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v14

    .line 32
    move v15, v14

    move-object/from16 v17, v11

    const/16 v16, 0x0

    .line 18
    invoke-virtual {v7, v15}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v0

    .line 32
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 33
    :cond_2
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 30
    check-cast v0, Ljava/lang/Iterable;

    move-object v8, v0

    .line 18
    const/4 v9, 0x0

    .line 30
    move-object v10, v8

    new-instance v11, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v8, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v11, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v11, Ljava/util/Collection;

    const/4 v12, 0x0

    .line 31
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_3
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v14

    .line 32
    move-object v1, v14

    check-cast v1, Lorg/json/JSONObject;

    move-object v15, v1

    move-object/from16 v17, v11

    const/16 v16, 0x0

    .line 19
    new-instance v0, Lapp/larder/core/Link;

    const-string v3, "package"

    invoke-virtual {v15, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v4, "cert_sha256"

    invoke-virtual {v15, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "scopes"

    invoke-virtual {v15, v5}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v4

    if-eqz v4, :cond_3

    invoke-static {v4}, Lapp/larder/core/WireKt;->strings(Lorg/json/JSONArray;)Ljava/util/List;

    move-result-object v4

    goto :goto_4

    :cond_3
    const/4 v4, 0x0

    :goto_4
    if-nez v4, :cond_4

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v4

    :cond_4
    check-cast v4, Ljava/lang/Iterable;

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->toSet(Ljava/lang/Iterable;)Ljava/util/Set;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lapp/larder/core/Link;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V

    .line 32
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 33
    :cond_5
    move-object v0, v11

    check-cast v0, Ljava/util/List;

    .line 18
    return-object v0
.end method


# virtual methods
.method public final verified(ILjava/lang/String;)Lapp/larder/core/Link;
    .registers 9

    .line 24
    move-object v0, p2

    if-eqz p2, :cond_1

    move-object v4, v0

    .line 29
    const/4 v5, 0x0

    .line 24
    invoke-direct {p0}, Lapp/larder/core/LinkedApps;->getLinks()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/Link;

    if-eqz v0, :cond_1

    move-object v3, v0

    move-object v4, v3

    const/4 v5, 0x0

    .line 25
    iget-object v0, p0, Lapp/larder/core/LinkedApps;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    sget-object v1, Lapp/larder/core/Tokens;->INSTANCE:Lapp/larder/core/Tokens;

    invoke-virtual {v4}, Lapp/larder/core/Link;->getCertSha256()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lapp/larder/core/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    .line 24
    if-eqz v0, :cond_0

    move-object v0, v3

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    .line 26
    :goto_0
    return-object v0
.end method
