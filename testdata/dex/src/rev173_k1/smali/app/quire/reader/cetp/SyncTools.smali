.class public final Lapp/quire/reader/cetp/SyncTools;
.super Ljava/lang/Object;
.source "SyncTools.kt"


# static fields
.field public static final INSTANCE:Lapp/quire/reader/cetp/SyncTools;

.field public static final REVISION:Ljava/lang/String; = "sync-5"

.field private static final all:Ljava/util/List;

.field private static final byName:Ljava/util/Map;

.field private static final scopes:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 29

    new-instance v0, Lapp/quire/reader/cetp/SyncTools;

    invoke-direct {v0}, Lapp/quire/reader/cetp/SyncTools;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/SyncTools;->INSTANCE:Lapp/quire/reader/cetp/SyncTools;

    .line 8
    const/4 v0, 0x3

    new-array v0, v0, [Lapp/quire/reader/cetp/ScopeSpec;

    move-object/from16 v18, v0

    new-instance v2, Lapp/quire/reader/cetp/ScopeSpec;

    const-string v3, "sync.read"

    const-string v4, "See sync status"

    const-string v5, "Read how many highlights wait for Quire Cloud"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/quire/reader/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v18, v1

    .line 9
    new-instance v2, Lapp/quire/reader/cetp/ScopeSpec;

    const-string v3, "sync.run"

    const-string v4, "Run the sync"

    const-string v5, "Push highlights to Quire Cloud, pause the sync, export the library"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/quire/reader/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v18, v1

    .line 10
    new-instance v2, Lapp/quire/reader/cetp/ScopeSpec;

    const-string v3, "cloud.delete"

    const-string v4, "Remove the cloud copy"

    const-string v5, "Remove the highlights kept in Quire Cloud"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/quire/reader/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v18, v1

    .line 7
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/SyncTools;->scopes:Ljava/util/List;

    .line 14
    const/4 v0, 0x5

    new-array v0, v0, [Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 v18, v0

    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 18
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v7

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 19
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v19, v8

    const-string v11, "integer"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "highlights"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v19, v9

    const-string v11, "integer"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "waiting"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "highlights"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "waiting"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 20
    const-string v9, "sync.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 21
    sget-object v10, Lapp/quire/reader/cetp/Effect;->READ:Lapp/quire/reader/cetp/Effect;

    .line 14
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "sync_status"

    const-string v4, "Sync status"

    const-string v5, "How many highlights Quire keeps and how many wait to be pushed."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1b80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x0

    aput-object v2, v18, v1

    .line 24
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 28
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v7

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 29
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v19, v8

    const-string v11, "integer"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "pushed"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v19, v9

    const-string v11, "string"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "account"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "pushed"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 30
    const-string v9, "sync.run"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 31
    sget-object v10, Lapp/quire/reader/cetp/Effect;->UPDATE:Lapp/quire/reader/cetp/Effect;

    .line 32
    sget-object v11, Lapp/quire/reader/cetp/Risk;->MODERATE:Lapp/quire/reader/cetp/Risk;

    .line 24
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    const-string v3, "sync_now"

    const-string v4, "Sync highlights now"

    const-string v5, "Pushes the highlights that wait to Quire Cloud; may run in the background."

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x1

    const/4 v15, 0x1

    const/16 v16, 0x300

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x1

    aput-object v2, v18, v1

    .line 37
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 41
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v7

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 42
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v19, v8

    invoke-static {}, Lapp/quire/reader/cetp/DescriptorsKt;->arrayOfObjects()Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "books"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v19, v9

    invoke-static {}, Lapp/quire/reader/cetp/DescriptorsKt;->arrayOfObjects()Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "highlights"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "books"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "highlights"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 43
    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "sync.read"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "sync.run"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 44
    sget-object v10, Lapp/quire/reader/cetp/Effect;->CREATE:Lapp/quire/reader/cetp/Effect;

    .line 37
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "export_library"

    const-string v4, "Export the library"

    const-string v5, "Writes the books and highlights to a JSON export and returns it."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1f80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x2

    aput-object v2, v18, v1

    .line 46
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 50
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v7

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 51
    const-string v9, "integer"

    invoke-static {v9}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "reset"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "reset"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 52
    const-string v9, "cloud.delete"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 53
    sget-object v10, Lapp/quire/reader/cetp/Effect;->DELETE:Lapp/quire/reader/cetp/Effect;

    .line 54
    sget-object v11, Lapp/quire/reader/cetp/Risk;->HIGH:Lapp/quire/reader/cetp/Risk;

    .line 55
    sget-object v12, Lapp/quire/reader/cetp/Confirmation;->ALWAYS:Lapp/quire/reader/cetp/Confirmation;

    .line 46
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "purge_cloud_copy"

    const-string v4, "Remove the cloud copy"

    const-string v5, "Removes the highlights kept in Quire Cloud, after the user approves it in Quire."

    const/4 v12, 0x1

    const/4 v13, 0x0

    const/4 v14, 0x1

    const/4 v15, 0x0

    const/16 v16, 0x1400

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x3

    aput-object v2, v18, v1

    .line 59
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 63
    const/4 v8, 0x1

    const/16 v9, 0x48

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->intProp(II)Lorg/json/JSONObject;

    move-result-object v8

    const-string v7, "hours"

    invoke-static {v7, v8}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v7

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const-string v8, "hours"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 64
    const-string v9, "integer"

    invoke-static {v9}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "paused_until"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "paused_until"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 65
    const-string v9, "sync.run"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 66
    sget-object v10, Lapp/quire/reader/cetp/Effect;->UPDATE:Lapp/quire/reader/cetp/Effect;

    .line 59
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "pause_sync"

    const-string v4, "Pause the sync"

    const-string v5, "Stops automatic syncing for the given number of hours."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1b80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x4

    aput-object v2, v18, v1

    .line 13
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/SyncTools;->all:Ljava/util/List;

    .line 71
    sget-object v0, Lapp/quire/reader/cetp/SyncTools;->INSTANCE:Lapp/quire/reader/cetp/SyncTools;

    sget-object v18, Lapp/quire/reader/cetp/SyncTools;->all:Ljava/util/List;

    check-cast v18, Ljava/lang/Iterable;

    const/16 v19, 0x0

    .line 74
    move-object/from16 v0, v18

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v20

    .line 75
    move-object/from16 v21, v18

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v20

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v22, v0

    const/16 v23, 0x0

    .line 76
    move-object/from16 v0, v21

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v24

    :goto_0
    move-object/from16 v0, v24

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v24

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v25

    .line 77
    move-object/from16 v1, v25

    check-cast v1, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 v26, v1

    move-object/from16 v28, v22

    const/16 v27, 0x0

    .line 71
    move-object/from16 v0, v26

    invoke-virtual {v0}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 77
    move-object v1, v0

    move-object/from16 v0, v28

    move-object/from16 v2, v25

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 71
    :cond_0
    sput-object v22, Lapp/quire/reader/cetp/SyncTools;->byName:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getAll()Ljava/util/List;
    .registers 2

    .line 13
    sget-object v0, Lapp/quire/reader/cetp/SyncTools;->all:Ljava/util/List;

    return-object v0
.end method

.method public final getByName()Ljava/util/Map;
    .registers 2

    .line 71
    sget-object v0, Lapp/quire/reader/cetp/SyncTools;->byName:Ljava/util/Map;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 7
    sget-object v0, Lapp/quire/reader/cetp/SyncTools;->scopes:Ljava/util/List;

    return-object v0
.end method
