.class public final Lapp/trailmark/logbook/cetp/RouteTools;
.super Ljava/lang/Object;
.source "RouteTools.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/RouteTools;

.field private static final book$delegate:Lkotlin/Lazy;

.field private static final byId:Lorg/json/JSONObject;

.field private static final changed:Lorg/json/JSONObject;

.field private static final deleteRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final difficulty:Lorg/json/JSONObject;

.field private static final distance:Lorg/json/JSONObject;

.field private static final exportTrack:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final getRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final id:Lorg/json/JSONObject;

.field private static final limit:Lorg/json/JSONObject;

.field private static final listRoutes:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final name:Lorg/json/JSONObject;

.field private static final renameRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final route:Lorg/json/JSONObject;

.field private static final saveRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final scopes:Ljava/util/List;

.field private static final track:Lorg/json/JSONObject;


# direct methods
.method static constructor <clinit>()V
    .registers 15

    new-instance v0, Lapp/trailmark/logbook/cetp/RouteTools;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/RouteTools;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->INSTANCE:Lapp/trailmark/logbook/cetp/RouteTools;

    .line 9
    const/4 v0, 0x2

    new-array v14, v0, [Lapp/trailmark/logbook/cetp/Scope;

    new-instance v2, Lapp/trailmark/logbook/cetp/Scope;

    const-string v4, "routes.read"

    const-string v5, "See routes"

    const-string v6, "Saved routes and their recorded tracks"

    const/4 v7, 0x0

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/trailmark/logbook/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    const/4 v1, 0x0

    aput-object v2, v14, v1

    .line 10
    new-instance v2, Lapp/trailmark/logbook/cetp/Scope;

    const-string v4, "routes.write"

    const-string v5, "Change routes"

    const-string v6, "Save, rename and delete routes"

    const/4 v7, 0x1

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/trailmark/logbook/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    const/4 v1, 0x1

    aput-object v2, v14, v1

    .line 8
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->scopes:Ljava/util/List;

    .line 13
    const/4 v1, 0x1

    new-array v14, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v14, v2

    const-string v0, "integer"

    invoke-static {v0, v14}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->id:Lorg/json/JSONObject;

    .line 14
    const/4 v1, 0x2

    new-array v14, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v14, v2

    const/16 v4, 0x50

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maxLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v14, v2

    const-string v0, "string"

    invoke-static {v0, v14}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->name:Lorg/json/JSONObject;

    .line 15
    const/4 v1, 0x2

    new-array v14, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v14, v2

    const/16 v4, 0x32

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maximum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v14, v2

    const-string v0, "integer"

    invoke-static {v0, v14}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->limit:Lorg/json/JSONObject;

    .line 16
    const/4 v1, 0x2

    new-array v14, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v14, v2

    const v4, 0xf4240

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maximum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v14, v2

    const-string v0, "integer"

    invoke-static {v0, v14}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->distance:Lorg/json/JSONObject;

    .line 17
    const/4 v1, 0x1

    new-array v14, v1, [Lkotlin/Pair;

    new-instance v4, Lorg/json/JSONArray;

    sget-object v6, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->Companion:Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;

    invoke-virtual {v6}, Lapp/trailmark/logbook/cetp/SaveRouteArgs$Companion;->getDIFFICULTIES()Ljava/util/List;

    move-result-object v6

    check-cast v6, Ljava/util/Collection;

    invoke-direct {v4, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "enum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v14, v2

    const-string v0, "string"

    invoke-static {v0, v14}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->difficulty:Lorg/json/JSONObject;

    .line 20
    const/4 v0, 0x5

    new-array v14, v0, [Lkotlin/Pair;

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->id:Lorg/json/JSONObject;

    const-string v2, "id"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v14, v1

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->name:Lorg/json/JSONObject;

    const-string v2, "name"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v14, v1

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->distance:Lorg/json/JSONObject;

    const-string v2, "distance_m"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v14, v1

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->difficulty:Lorg/json/JSONObject;

    const-string v2, "difficulty"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v14, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "boolean"

    invoke-static {v3, v4}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "has_track"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v14, v1

    invoke-static {v14}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    .line 21
    const/4 v1, 0x5

    new-array v14, v1, [Ljava/lang/String;

    const-string v3, "id"

    const/4 v2, 0x0

    aput-object v3, v14, v2

    const-string v3, "name"

    const/4 v2, 0x1

    aput-object v3, v14, v2

    const-string v3, "distance_m"

    const/4 v2, 0x2

    aput-object v3, v14, v2

    const-string v3, "difficulty"

    const/4 v2, 0x3

    aput-object v3, v14, v2

    const-string v3, "has_track"

    const/4 v2, 0x4

    aput-object v3, v14, v2

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    .line 19
    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->route:Lorg/json/JSONObject;

    .line 23
    sget-object v1, Lapp/trailmark/logbook/cetp/RouteTools;->id:Lorg/json/JSONObject;

    const-string v0, "id"

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    const-string v1, "id"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->byId:Lorg/json/JSONObject;

    .line 24
    const/4 v0, 0x2

    new-array v14, v0, [Lkotlin/Pair;

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->id:Lorg/json/JSONObject;

    const-string v2, "id"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v14, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "boolean"

    invoke-static {v3, v4}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "deleted"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v14, v1

    invoke-static {v14}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    const-string v1, "id"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->changed:Lorg/json/JSONObject;

    .line 26
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "type"

    const-string v3, "array"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "array"

    invoke-static {v3, v4}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "items"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v0, "points"

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    const-string v1, "points"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    .line 25
    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->track:Lorg/json/JSONObject;

    .line 29
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 33
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->READ:Lapp/trailmark/logbook/cetp/Effect;

    .line 34
    const-string v6, "routes.read"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 35
    sget-object v8, Lapp/trailmark/logbook/cetp/RouteTools;->limit:Lorg/json/JSONObject;

    const-string v7, "limit"

    invoke-static {v7, v8}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v7

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const/4 v8, 0x0

    const/4 v9, 0x2

    const/4 v10, 0x0

    invoke-static {v7, v8, v9, v10}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema$default(Ljava/util/Map;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v7

    .line 36
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    const-string v10, "type"

    const-string v11, "array"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    sget-object v11, Lapp/trailmark/logbook/cetp/RouteTools;->route:Lorg/json/JSONObject;

    const-string v10, "items"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "routes"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "routes"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 29
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "list_routes"

    const-string v2, "List routes"

    const-string v3, "Saved hiking routes, newest first"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->listRoutes:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 39
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 43
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->READ:Lapp/trailmark/logbook/cetp/Effect;

    .line 44
    const-string v6, "routes.read"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 45
    sget-object v7, Lapp/trailmark/logbook/cetp/RouteTools;->byId:Lorg/json/JSONObject;

    .line 46
    sget-object v8, Lapp/trailmark/logbook/cetp/RouteTools;->route:Lorg/json/JSONObject;

    .line 39
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "get_route"

    const-string v2, "Show a route"

    const-string v3, "One saved route by id"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->getRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 49
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 53
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->READ:Lapp/trailmark/logbook/cetp/Effect;

    .line 54
    const-string v6, "routes.read"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 55
    sget-object v7, Lapp/trailmark/logbook/cetp/RouteTools;->byId:Lorg/json/JSONObject;

    .line 56
    sget-object v8, Lapp/trailmark/logbook/cetp/RouteTools;->track:Lorg/json/JSONObject;

    .line 49
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "export_track"

    const-string v2, "Export a recorded track"

    const-string v3, "The GPS points recorded for a route, as JSON; large tracks arrive as a file"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->exportTrack:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 59
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 63
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->CREATE:Lapp/trailmark/logbook/cetp/Effect;

    .line 64
    const-string v6, "routes.write"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 66
    const/4 v7, 0x3

    new-array v14, v7, [Lkotlin/Pair;

    sget-object v10, Lapp/trailmark/logbook/cetp/RouteTools;->name:Lorg/json/JSONObject;

    const-string v9, "name"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v14, v8

    sget-object v10, Lapp/trailmark/logbook/cetp/RouteTools;->distance:Lorg/json/JSONObject;

    const-string v9, "distance"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v14, v8

    sget-object v10, Lapp/trailmark/logbook/cetp/RouteTools;->difficulty:Lorg/json/JSONObject;

    const-string v9, "difficulty"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v14, v8

    invoke-static {v14}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const/4 v8, 0x3

    new-array v14, v8, [Ljava/lang/String;

    const-string v10, "name"

    const/4 v9, 0x0

    aput-object v10, v14, v9

    const-string v10, "distance"

    const/4 v9, 0x1

    aput-object v10, v14, v9

    const-string v10, "difficulty"

    const/4 v9, 0x2

    aput-object v10, v14, v9

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 65
    invoke-static {v7, v8}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 68
    sget-object v8, Lapp/trailmark/logbook/cetp/RouteTools;->byId:Lorg/json/JSONObject;

    .line 59
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "save_route"

    const-string v2, "Save a route"

    const-string v3, "Save a planned route with its name, length in meters and difficulty"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->saveRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 71
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 75
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->UPDATE:Lapp/trailmark/logbook/cetp/Effect;

    .line 76
    const-string v6, "routes.write"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 77
    const/4 v7, 0x2

    new-array v14, v7, [Lkotlin/Pair;

    sget-object v10, Lapp/trailmark/logbook/cetp/RouteTools;->id:Lorg/json/JSONObject;

    const-string v9, "id"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v14, v8

    sget-object v10, Lapp/trailmark/logbook/cetp/RouteTools;->name:Lorg/json/JSONObject;

    const-string v9, "name"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v14, v8

    invoke-static {v14}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const/4 v8, 0x2

    new-array v14, v8, [Ljava/lang/String;

    const-string v10, "id"

    const/4 v9, 0x0

    aput-object v10, v14, v9

    const-string v10, "name"

    const/4 v9, 0x1

    aput-object v10, v14, v9

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 78
    const/4 v8, 0x2

    new-array v14, v8, [Lkotlin/Pair;

    sget-object v11, Lapp/trailmark/logbook/cetp/RouteTools;->id:Lorg/json/JSONObject;

    const-string v10, "id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v14, v9

    const/4 v12, 0x0

    new-array v12, v12, [Lkotlin/Pair;

    const-string v11, "boolean"

    invoke-static {v11, v12}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "renamed"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v14, v9

    invoke-static {v14}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v14, v9, [Ljava/lang/String;

    const-string v11, "id"

    const/4 v10, 0x0

    aput-object v11, v14, v10

    const-string v11, "renamed"

    const/4 v10, 0x1

    aput-object v11, v14, v10

    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 71
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "rename_route"

    const-string v2, "Rename a route"

    const-string v3, "Give a saved route a new name"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->renameRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 81
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 85
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->DELETE:Lapp/trailmark/logbook/cetp/Effect;

    .line 86
    const-string v6, "routes.write"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 87
    sget-object v7, Lapp/trailmark/logbook/cetp/RouteTools;->byId:Lorg/json/JSONObject;

    .line 88
    sget-object v8, Lapp/trailmark/logbook/cetp/RouteTools;->changed:Lorg/json/JSONObject;

    .line 89
    sget-object v9, Lapp/trailmark/logbook/cetp/Risk;->HIGH:Lapp/trailmark/logbook/cetp/Risk;

    .line 90
    sget-object v10, Lapp/trailmark/logbook/cetp/Confirmation;->ALWAYS:Lapp/trailmark/logbook/cetp/Confirmation;

    .line 81
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v1, "delete_route"

    const-string v2, "Delete a route"

    const-string v3, "Delete a saved route and its recorded track; the user confirms in Trailmark"

    const/4 v10, 0x1

    const/4 v11, 0x0

    const/16 v12, 0x400

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->deleteRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 94
    sget-object v0, Lapp/trailmark/logbook/cetp/RouteTools$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/RouteTools$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->book$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final book_delegate$lambda$0()Lapp/trailmark/logbook/cetp/ToolBook;
    .registers 5

    .line 94
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolBook;

    const/4 v1, 0x6

    new-array v4, v1, [Lapp/trailmark/logbook/cetp/ToolSpec;

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->listRoutes:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x0

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->getRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x1

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->exportTrack:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x2

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->saveRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x3

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->renameRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x4

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/RouteTools;->deleteRoute:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x5

    aput-object v3, v4, v2

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/ToolBook;-><init>(Ljava/util/List;)V

    return-object v0
.end method


# virtual methods
.method public final getBook()Lapp/trailmark/logbook/cetp/ToolBook;
    .registers 3

    .line 94
    sget-object v1, Lapp/trailmark/logbook/cetp/RouteTools;->book$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolBook;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 8
    sget-object v0, Lapp/trailmark/logbook/cetp/RouteTools;->scopes:Ljava/util/List;

    return-object v0
.end method
