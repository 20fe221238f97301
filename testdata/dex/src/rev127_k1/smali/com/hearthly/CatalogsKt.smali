.class public final Lcom/hearthly/CatalogsKt;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# static fields
.field private static final ANY_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"}}}"


# direct methods
.method public static final scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/util/Map;
    .registers 8
    const-string v1, "name"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "title"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "access"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "sensitivity"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const/4 v0, 0x5
    new-array v3, v0, [Lkotlin/Pair;
    const-string v2, "name"
    invoke-static {v2, p0}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "title"
    invoke-static {v2, p1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "description"
    invoke-static {v2, p1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x2
    aput-object v2, v3, v1
    const-string v2, "access"
    invoke-static {v2, p2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x3
    aput-object v2, v3, v1
    const-string v2, "sensitivity"
    invoke-static {v2, p3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x4
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic scope$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/util/Map;
    .registers 7
    .line 39
    and-int/lit8 v0, p4, 0x8
    if-eqz v0, :L11
    const-string p3, "device"
:L11
    invoke-static {p0, p1, p2, p3}, Lcom/hearthly/CatalogsKt;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/util/Map;
    move-result-object v0
    return-object v0
.end method

.method public static final tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ)Lorg/json/JSONObject;
    .registers 23
    const-string v1, "name"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "title"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "description"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "input"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "output"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p5
    const-string v1, "scopes"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p6
    const-string v1, "effect"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p7
    const-string v1, "risk"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p8
    const-string v1, "confirmation"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v7, Lorg/json/JSONObject;
    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V
    move-object v8, v7
    const/4 v9, 0x0
    .line 22
    const-string v1, "name"
    invoke-virtual {v8, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 23
    const-string v1, "title"
    invoke-virtual {v8, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 24
    const-string v1, "description"
    invoke-virtual {v8, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 25
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "input_schema"
    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 26
    new-instance v2, Lorg/json/JSONObject;
    invoke-direct {v2, p4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "output_schema"
    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 27
    new-instance v2, Lorg/json/JSONArray;
    move-object/from16 v3, p5
    check-cast v3, Ljava/util/Collection;
    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v1, "scopes"
    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 30
    new-instance v2, Lorg/json/JSONObject;
    .line 32
    const/4 v3, 0x7
    new-array v10, v3, [Lkotlin/Pair;
    const-string v5, "effect"
    move-object/from16 v6, p6
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x0
    aput-object v5, v10, v4
    const-string v5, "risk"
    move-object/from16 v6, p7
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x1
    aput-object v5, v10, v4
    move/from16 v6, p9
    invoke-static {v6}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v6
    const-string v5, "destructive"
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x2
    aput-object v5, v10, v4
    move/from16 v6, p10
    invoke-static {v6}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v6
    const-string v5, "idempotent"
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x3
    aput-object v5, v10, v4
    .line 33
    move/from16 v6, p11
    invoke-static {v6}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v6
    const-string v5, "open_world"
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x4
    aput-object v5, v10, v4
    const-string v5, "confirmation"
    move-object/from16 v6, p8
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x5
    aput-object v5, v10, v4
    const-string v5, "execution"
    const-string v6, "sync"
    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v5
    const/4 v4, 0x6
    aput-object v5, v10, v4
    .line 31
    invoke-static {v10}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v3
    .line 30
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    .line 28
    const-string v1, "annotations"
    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 37
    return-object v7
.end method

.method public static synthetic tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZILjava/lang/Object;)Lorg/json/JSONObject;
    .registers 16
    .line 8
    and-int/lit8 v0, p12, 0x40
    if-eqz v0, :L12
    .line 15
    const-string p6, "read"
:L12
    .line 8
    and-int/lit16 v0, p12, 0x80
    if-eqz v0, :L25
    .line 16
    const-string p7, "low"
:L25
    .line 8
    and-int/lit16 v0, p12, 0x100
    if-eqz v0, :L38
    .line 17
    const-string p8, "never"
:L38
    .line 8
    and-int/lit16 v0, p12, 0x200
    if-eqz v0, :L50
    .line 18
    const/4 p9, 0x0
:L50
    .line 8
    and-int/lit16 v0, p12, 0x400
    if-eqz v0, :L68
    .line 19
    const-string v1, "read"
    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p10
:L68
    .line 8
    and-int/lit16 v0, p12, 0x800
    if-eqz v0, :L80
    .line 20
    const/4 p11, 0x0
:L80
    .line 8
    invoke-static/range {p0 .. p11}, Lcom/hearthly/CatalogsKt;->tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method
