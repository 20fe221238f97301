.class public final Lio/quire/app/core/Catalog;
.super Ljava/lang/Object;
.source "Tools.kt"


# instance fields
.field private final byName:Ljava/util/Map;

.field private final revision:Ljava/lang/String;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/List;)V
    .registers 17

    const-string v1, "revision"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "tools"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/Catalog;->revision:Ljava/lang/String;

    move-object/from16 v1, p2

    iput-object v1, p0, Lio/quire/app/core/Catalog;->tools:Ljava/util/List;

    .line 38
    iget-object v2, p0, Lio/quire/app/core/Catalog;->tools:Ljava/util/List;

    check-cast v2, Ljava/lang/Iterable;

    move-object v12, p0

    const/4 v3, 0x0

    .line 46
    const/16 v1, 0xa

    invoke-static {v2, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v4

    .line 47
    move-object v5, v2

    new-instance v6, Ljava/util/LinkedHashMap;

    invoke-direct {v6, v4}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v6, Ljava/util/Map;

    const/4 v7, 0x0

    .line 48
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    .line 49
    move-object v1, v9

    check-cast v1, Lio/quire/app/core/ToolSpec;

    move-object v10, v1

    move-object v13, v6

    const/4 v11, 0x0

    .line 38
    invoke-virtual {v10}, Lio/quire/app/core/ToolSpec;->getName-MZPDnXo()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lio/quire/app/core/ToolName;->box-impl(Ljava/lang/String;)Lio/quire/app/core/ToolName;

    move-result-object v0

    .line 49
    invoke-interface {v13, v0, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 38
    :cond_0
    iput-object v6, v12, Lio/quire/app/core/Catalog;->byName:Ljava/util/Map;

    .line 37
    return-void
.end method


# virtual methods
.method public final get-8_W1f_s(Ljava/lang/String;)Lio/quire/app/core/ToolSpec;
    .registers 4

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    iget-object v0, p0, Lio/quire/app/core/Catalog;->byName:Ljava/util/Map;

    invoke-static {p1}, Lio/quire/app/core/ToolName;->box-impl(Ljava/lang/String;)Lio/quire/app/core/ToolName;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/quire/app/core/ToolSpec;

    return-object v0
.end method

.method public final getRevision()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lio/quire/app/core/Catalog;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public final getTools()Ljava/util/List;
    .registers 2

    .line 37
    iget-object v0, p0, Lio/quire/app/core/Catalog;->tools:Ljava/util/List;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 16

    .line 42
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lio/quire/app/core/Catalog;->revision:Ljava/lang/String;

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    iget-object v3, p0, Lio/quire/app/core/Catalog;->tools:Ljava/util/List;

    check-cast v3, Ljava/lang/Iterable;

    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    const-string v13, "tools"

    move-object v12, v0

    const/4 v5, 0x0

    .line 52
    move-object v6, v4

    .line 53
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    move-object v1, v8

    check-cast v1, Lio/quire/app/core/ToolSpec;

    move-object v9, v1

    move-object v10, v6

    const/4 v11, 0x0

    .line 43
    invoke-virtual {v9}, Lio/quire/app/core/ToolSpec;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    move-object v6, v0

    goto :goto_0

    .line 54
    :cond_0
    move-object v14, v6

    .line 43
    invoke-virtual {v12, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
