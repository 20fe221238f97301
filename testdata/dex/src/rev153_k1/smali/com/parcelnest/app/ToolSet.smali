.class public final Lcom/parcelnest/app/ToolSet;
.super Ljava/lang/Object;
.source "Dsl.kt"


# instance fields
.field private admission:Lkotlin/jvm/functions/Function2;

.field private revision:Ljava/lang/String;

.field private final tools:Ljava/util/LinkedHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 100
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 102
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/parcelnest/app/ToolSet;->tools:Ljava/util/LinkedHashMap;

    .line 103
    const-string v0, "1"

    iput-object v0, p0, Lcom/parcelnest/app/ToolSet;->revision:Ljava/lang/String;

    .line 106
    sget-object v0, Lcom/parcelnest/app/ToolSet$$ExternalSyntheticLambda0;->INSTANCE:Lcom/parcelnest/app/ToolSet$$ExternalSyntheticLambda0;

    iput-object v0, p0, Lcom/parcelnest/app/ToolSet;->admission:Lkotlin/jvm/functions/Function2;

    .line 100
    return-void
.end method

.method public static final admission$lambda$0(Landroid/content/Context;I)Ljava/lang/String;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 106
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method public final admit(Lkotlin/jvm/functions/Function2;)V
    .registers 3

    const-string v0, "block"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 110
    iput-object p1, p0, Lcom/parcelnest/app/ToolSet;->admission:Lkotlin/jvm/functions/Function2;

    .line 111
    return-void
.end method

.method public final get(Ljava/lang/String;)Lcom/parcelnest/app/Tool;
    .registers 4

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 118
    iget-object v0, p0, Lcom/parcelnest/app/ToolSet;->tools:Ljava/util/LinkedHashMap;

    invoke-virtual {v0, p1}, Ljava/util/LinkedHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/parcelnest/app/Tool;

    return-object v0
.end method

.method public final getAdmission()Lkotlin/jvm/functions/Function2;
    .registers 2

    .line 106
    iget-object v0, p0, Lcom/parcelnest/app/ToolSet;->admission:Lkotlin/jvm/functions/Function2;

    return-object v0
.end method

.method public final getRevision()Ljava/lang/String;
    .registers 2

    .line 103
    iget-object v0, p0, Lcom/parcelnest/app/ToolSet;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public final invoke(Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/ToolSet;
    .registers 5

    const-string v1, "block"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 120
    move-object v2, p0

    invoke-interface {p1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-object v0, v2

    check-cast v0, Lcom/parcelnest/app/ToolSet;

    return-object v0
.end method

.method public final listing(Ljava/util/Set;)Lorg/json/JSONObject;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "granted"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 127
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/parcelnest/app/ToolSet;->revision:Ljava/lang/String;

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 128
    move-object/from16 v2, p0

    iget-object v2, v2, Lcom/parcelnest/app/ToolSet;->tools:Ljava/util/LinkedHashMap;

    invoke-virtual {v2}, Ljava/util/LinkedHashMap;->values()Ljava/util/Collection;

    move-result-object v2

    const-string v4, "<get-values>(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Ljava/lang/Iterable;

    move-object v5, v2

    const-string v15, "tools"

    move-object v14, v0

    const/4 v6, 0x0

    .line 134
    move-object v7, v5

    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    check-cast v8, Ljava/util/Collection;

    const/4 v9, 0x0

    .line 135
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_0
    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lcom/parcelnest/app/Tool;

    move-object v12, v0

    const/4 v13, 0x0

    .line 128
    invoke-virtual {v12}, Lcom/parcelnest/app/Tool;->getScopes()Ljava/util/List;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    move-object/from16 v0, p1

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    .line 135
    if-eqz v0, :cond_0

    invoke-interface {v8, v11}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 136
    :cond_1
    move-object v0, v8

    check-cast v0, Ljava/util/List;

    .line 134
    move-object/from16 v16, v0

    move-object/from16 v2, v16

    check-cast v2, Ljava/lang/Iterable;

    move-object v5, v2

    .line 128
    const/4 v6, 0x0

    .line 137
    move-object v7, v5

    new-instance v8, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v5, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v8, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v8, Ljava/util/Collection;

    const/4 v9, 0x0

    .line 138
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_1
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    .line 139
    move-object v1, v11

    check-cast v1, Lcom/parcelnest/app/Tool;

    move-object v12, v1

    move-object/from16 v16, v8

    const/4 v13, 0x0

    .line 128
    invoke-virtual {v12}, Lcom/parcelnest/app/Tool;->descriptor()Lorg/json/JSONObject;

    move-result-object v0

    .line 139
    move-object v1, v0

    move-object/from16 v0, v16

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 140
    :cond_2
    move-object v0, v8

    check-cast v0, Ljava/util/List;

    .line 137
    move-object/from16 v16, v0

    move-object/from16 v2, v16

    check-cast v2, Ljava/util/Collection;

    .line 128
    move-object/from16 v17, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v17

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    invoke-virtual {v14, v15, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final plusAssign(Lcom/parcelnest/app/Tool;)V
    .registers 6

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 114
    iget-object v0, p0, Lcom/parcelnest/app/ToolSet;->tools:Ljava/util/LinkedHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {p1}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 133
    const/4 v3, 0x0

    .line 114
    invoke-virtual {p1}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "duplicate tool "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 115
    :cond_1
    iget-object v0, p0, Lcom/parcelnest/app/ToolSet;->tools:Ljava/util/LinkedHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {p1}, Lcom/parcelnest/app/Tool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 116
    return-void
.end method

.method public final setRevision(Ljava/lang/String;)V
    .registers 3

    const-string v0, "<set-?>"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 103
    iput-object p1, p0, Lcom/parcelnest/app/ToolSet;->revision:Ljava/lang/String;

    return-void
.end method

.method public final tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V
    .registers 4

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "block"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 123
    sget-object v0, Lcom/parcelnest/app/Tool;->Companion:Lcom/parcelnest/app/Tool$Companion;

    invoke-virtual {v0, p1, p2}, Lcom/parcelnest/app/Tool$Companion;->build(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)Lcom/parcelnest/app/Tool;

    move-result-object v0

    invoke-virtual {p0, v0}, Lcom/parcelnest/app/ToolSet;->plusAssign(Lcom/parcelnest/app/Tool;)V

    .line 124
    return-void
.end method
