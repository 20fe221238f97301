.class public final Lcom/larkbook/CatalogSpec;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# instance fields
.field private description:Ljava/lang/String;
.field private name:Ljava/lang/String;
.field private final providerId:Ljava/lang/String;
.field private revision:Ljava/lang/String;
.field private final scopes:Lorg/json/JSONArray;
.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "providerId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 43
    iput-object p1, p0, Lcom/larkbook/CatalogSpec;->providerId:Ljava/lang/String;
    .line 44
    const-string v0, ""
    iput-object v0, p0, Lcom/larkbook/CatalogSpec;->name:Ljava/lang/String;
    .line 45
    const-string v0, ""
    iput-object v0, p0, Lcom/larkbook/CatalogSpec;->description:Ljava/lang/String;
    .line 46
    const-string v0, ""
    iput-object v0, p0, Lcom/larkbook/CatalogSpec;->revision:Ljava/lang/String;
    .line 47
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    iput-object v0, p0, Lcom/larkbook/CatalogSpec;->scopes:Lorg/json/JSONArray;
    .line 48
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    check-cast v0, Ljava/util/List;
    iput-object v0, p0, Lcom/larkbook/CatalogSpec;->tools:Ljava/util/List;
    .line 43
    return-void
.end method


# virtual methods
.method public final build()Lcom/larkbook/Catalog;
    .registers 31
    .line 61
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larkbook/CatalogSpec;->providerId:Ljava/lang/String;
    move-object/from16 v1, p0
    iget-object v1, v1, Lcom/larkbook/CatalogSpec;->name:Ljava/lang/String;
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larkbook/CatalogSpec;->description:Ljava/lang/String;
    move-object/from16 v3, p0
    iget-object v3, v3, Lcom/larkbook/CatalogSpec;->revision:Ljava/lang/String;
    move-object/from16 v4, p0
    iget-object v4, v4, Lcom/larkbook/CatalogSpec;->scopes:Lorg/json/JSONArray;
    move-object/from16 v5, p0
    iget-object v7, v5, Lcom/larkbook/CatalogSpec;->tools:Ljava/util/List;
    check-cast v7, Ljava/lang/Iterable;
    move-object/from16 v22, v4
    move-object/from16 v21, v3
    move-object/from16 v20, v2
    move-object/from16 v19, v1
    move-object/from16 v18, v0
    const/4 v8, 0x0
    .line 192
    const/16 v1, 0xa
    invoke-static {v7, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I
    move-result v0
    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I
    move-result v0
    const/16 v1, 0x10
    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I
    move-result v9
    .line 193
    move-object v10, v7
    new-instance v11, Ljava/util/LinkedHashMap;
    invoke-direct {v11, v9}, Ljava/util/LinkedHashMap;-><init>(I)V
    check-cast v11, Ljava/util/Map;
    const/4 v12, 0x0
    .line 194
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v13
:L83
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L152
    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v14
    .line 195
    move-object v15, v11
    move-object v0, v14
    check-cast v0, Lcom/larkbook/ToolSpec;
    move-object/from16 v16, v0
    const/16 v17, 0x0
    .line 61
    move-object/from16 v0, v16
    invoke-virtual {v0}, Lcom/larkbook/ToolSpec;->getName()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, v16
    invoke-virtual {v1}, Lcom/larkbook/ToolSpec;->json()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v16
    .line 195
    move-object/from16 v1, v16
    invoke-virtual {v1}, Lkotlin/Pair;->getFirst()Ljava/lang/Object;
    move-result-object v1
    move-object/from16 v2, v16
    invoke-virtual {v2}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;
    move-result-object v2
    invoke-interface {v15, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    goto :L83
:L152
    .line 193
    move-object/from16 v23, v11
    .line 61
    move-object/from16 v24, v23
    move-object/from16 v25, v22
    move-object/from16 v26, v21
    move-object/from16 v27, v20
    move-object/from16 v28, v19
    move-object/from16 v29, v18
    new-instance v0, Lcom/larkbook/Catalog;
    move-object/from16 v1, v29
    move-object/from16 v2, v28
    move-object/from16 v3, v27
    move-object/from16 v4, v26
    move-object/from16 v5, v25
    move-object/from16 v6, v24
    invoke-direct/range {v0 .. v6}, Lcom/larkbook/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/Map;)V
    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2
    .line 45
    iget-object v0, p0, Lcom/larkbook/CatalogSpec;->description:Ljava/lang/String;
    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 44
    iget-object v0, p0, Lcom/larkbook/CatalogSpec;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getRevision()Ljava/lang/String;
    .registers 2
    .line 46
    iget-object v0, p0, Lcom/larkbook/CatalogSpec;->revision:Ljava/lang/String;
    return-object v0
.end method

.method public final scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8
    const-string v1, "name"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "title"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "access"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    iget-object v0, p0, Lcom/larkbook/CatalogSpec;->scopes:Lorg/json/JSONArray;
    .line 52
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    const-string v2, "name"
    invoke-virtual {v1, v2, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "title"
    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "description"
    invoke-virtual {v1, v2, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 53
    const-string v2, "access"
    invoke-virtual {v1, v2, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v2, "sensitivity"
    const-string v3, "personal"
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    .line 51
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 55
    return-void
.end method

.method public final setDescription(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    iput-object p1, p0, Lcom/larkbook/CatalogSpec;->description:Ljava/lang/String;
    return-void
.end method

.method public final setName(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    iput-object p1, p0, Lcom/larkbook/CatalogSpec;->name:Ljava/lang/String;
    return-void
.end method

.method public final setRevision(Ljava/lang/String;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    iput-object p1, p0, Lcom/larkbook/CatalogSpec;->revision:Ljava/lang/String;
    return-void
.end method

.method public final tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .registers 7
    const-string v1, "name"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "block"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 58
    iget-object v2, p0, Lcom/larkbook/CatalogSpec;->tools:Ljava/util/List;
    check-cast v2, Ljava/util/Collection;
    new-instance v3, Lcom/larkbook/ToolSpec;
    invoke-direct {v3, p1}, Lcom/larkbook/ToolSpec;-><init>(Ljava/lang/String;)V
    invoke-interface {p2, v3}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-interface {v2, v3}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    .line 59
    return-void
.end method
