.class public final Lapp/trailmark/logbook/cetp/JournalTools;
.super Ljava/lang/Object;
.source "JournalTools.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/JournalTools;

.field private static final addEntry:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final archiveEntries:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final book$delegate:Lkotlin/Lazy;

.field private static final byId:Lorg/json/JSONObject;

.field private static final day:Lorg/json/JSONObject;

.field private static final deleteEntry:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final entry:Lorg/json/JSONObject;

.field private static final getDayLog:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final id:Lorg/json/JSONObject;

.field private static final limit:Lorg/json/JSONObject;

.field private static final listEntries:Lapp/trailmark/logbook/cetp/ToolSpec;

.field private static final scopes:Ljava/util/List;

.field private static final text:Lorg/json/JSONObject;


# direct methods
.method static constructor <clinit>()V
    .registers 16

    new-instance v0, Lapp/trailmark/logbook/cetp/JournalTools;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/JournalTools;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->INSTANCE:Lapp/trailmark/logbook/cetp/JournalTools;

    .line 8
    const/4 v0, 0x2

    new-array v15, v0, [Lapp/trailmark/logbook/cetp/Scope;

    new-instance v2, Lapp/trailmark/logbook/cetp/Scope;

    const-string v4, "journal.read"

    const-string v5, "Read the journal"

    const-string v6, "Journal entries and daily sensor logs"

    const/4 v7, 0x0

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/trailmark/logbook/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    const/4 v1, 0x0

    aput-object v2, v15, v1

    .line 9
    new-instance v2, Lapp/trailmark/logbook/cetp/Scope;

    const-string v4, "journal.write"

    const-string v5, "Write the journal"

    const-string v6, "Add, delete and archive journal entries"

    const/4 v7, 0x1

    invoke-direct {v2, v4, v5, v6, v7}, Lapp/trailmark/logbook/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    const/4 v1, 0x1

    aput-object v2, v15, v1

    .line 7
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->scopes:Ljava/util/List;

    .line 12
    const/4 v1, 0x1

    new-array v15, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v15, v2

    const-string v0, "integer"

    invoke-static {v0, v15}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->id:Lorg/json/JSONObject;

    .line 13
    const/4 v1, 0x2

    new-array v15, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v15, v2

    const/16 v4, 0x32

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maximum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v15, v2

    const-string v0, "integer"

    invoke-static {v0, v15}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->limit:Lorg/json/JSONObject;

    .line 14
    const/4 v1, 0x1

    new-array v15, v1, [Lkotlin/Pair;

    const-string v3, "pattern"

    const-string v4, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v15, v2

    const-string v0, "string"

    invoke-static {v0, v15}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->day:Lorg/json/JSONObject;

    .line 15
    const/4 v1, 0x2

    new-array v15, v1, [Lkotlin/Pair;

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v15, v2

    const/16 v4, 0x7d0

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maxLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v15, v2

    const-string v0, "string"

    invoke-static {v0, v15}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->text:Lorg/json/JSONObject;

    .line 18
    const/4 v0, 0x4

    new-array v15, v0, [Lkotlin/Pair;

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->id:Lorg/json/JSONObject;

    const-string v2, "id"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v15, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "integer"

    invoke-static {v3, v4}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "route_id"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v15, v1

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->text:Lorg/json/JSONObject;

    const-string v2, "text"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v15, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "integer"

    invoke-static {v3, v4}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "written_at_ms"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v15, v1

    invoke-static {v15}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    .line 19
    const/4 v1, 0x3

    new-array v15, v1, [Ljava/lang/String;

    const-string v3, "id"

    const/4 v2, 0x0

    aput-object v3, v15, v2

    const-string v3, "text"

    const/4 v2, 0x1

    aput-object v3, v15, v2

    const-string v3, "written_at_ms"

    const/4 v2, 0x2

    aput-object v3, v15, v2

    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    .line 17
    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->entry:Lorg/json/JSONObject;

    .line 21
    sget-object v1, Lapp/trailmark/logbook/cetp/JournalTools;->id:Lorg/json/JSONObject;

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

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->byId:Lorg/json/JSONObject;

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 27
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->READ:Lapp/trailmark/logbook/cetp/Effect;

    .line 28
    const-string v6, "journal.read"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 29
    sget-object v8, Lapp/trailmark/logbook/cetp/JournalTools;->limit:Lorg/json/JSONObject;

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

    .line 30
    new-instance v9, Lorg/json/JSONObject;

    invoke-direct {v9}, Lorg/json/JSONObject;-><init>()V

    const-string v10, "type"

    const-string v11, "array"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    sget-object v11, Lapp/trailmark/logbook/cetp/JournalTools;->entry:Lorg/json/JSONObject;

    const-string v10, "items"

    invoke-virtual {v9, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "entries"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "entries"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 23
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "list_entries"

    const-string v2, "List journal entries"

    const-string v3, "Recent journal entries, newest first"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->listEntries:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 33
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 37
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->READ:Lapp/trailmark/logbook/cetp/Effect;

    .line 38
    const-string v6, "journal.read"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 39
    sget-object v8, Lapp/trailmark/logbook/cetp/JournalTools;->day:Lorg/json/JSONObject;

    const-string v7, "day"

    invoke-static {v7, v8}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v7

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const-string v8, "day"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 41
    const/4 v8, 0x2

    new-array v15, v8, [Lkotlin/Pair;

    sget-object v11, Lapp/trailmark/logbook/cetp/JournalTools;->day:Lorg/json/JSONObject;

    const-string v10, "day"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v15, v9

    new-instance v11, Lorg/json/JSONObject;

    invoke-direct {v11}, Lorg/json/JSONObject;-><init>()V

    const-string v12, "type"

    const-string v13, "array"

    invoke-virtual {v11, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    const/4 v14, 0x0

    new-array v14, v14, [Lkotlin/Pair;

    const-string v13, "object"

    invoke-static {v13, v14}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v13

    const-string v12, "items"

    invoke-virtual {v11, v12, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "samples"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v15, v9

    invoke-static {v15}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    .line 42
    const/4 v9, 0x2

    new-array v15, v9, [Ljava/lang/String;

    const-string v11, "day"

    const/4 v10, 0x0

    aput-object v11, v15, v10

    const-string v11, "samples"

    const/4 v10, 0x1

    aput-object v11, v15, v10

    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 40
    invoke-static {v8, v9}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 33
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "get_day_log"

    const-string v2, "Daily sensor log"

    const-string v3, "Altitude, heart-rate and step samples recorded on one day; large logs arrive as a file"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->getDayLog:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 46
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 50
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->CREATE:Lapp/trailmark/logbook/cetp/Effect;

    .line 51
    const-string v6, "journal.write"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 52
    const/4 v7, 0x2

    new-array v15, v7, [Lkotlin/Pair;

    sget-object v10, Lapp/trailmark/logbook/cetp/JournalTools;->text:Lorg/json/JSONObject;

    const-string v9, "text"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v15, v8

    sget-object v10, Lapp/trailmark/logbook/cetp/JournalTools;->id:Lorg/json/JSONObject;

    const-string v9, "route"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v15, v8

    invoke-static {v15}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const-string v8, "text"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 53
    sget-object v8, Lapp/trailmark/logbook/cetp/JournalTools;->byId:Lorg/json/JSONObject;

    .line 46
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    const-string v1, "add_entry"

    const-string v2, "Add a journal entry"

    const-string v3, "Write a journal entry, optionally about one saved route"

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/16 v12, 0x780

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->addEntry:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 56
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 60
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->DELETE:Lapp/trailmark/logbook/cetp/Effect;

    .line 61
    const-string v6, "journal.write"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 62
    sget-object v7, Lapp/trailmark/logbook/cetp/JournalTools;->byId:Lorg/json/JSONObject;

    .line 63
    const/4 v8, 0x2

    new-array v15, v8, [Lkotlin/Pair;

    sget-object v11, Lapp/trailmark/logbook/cetp/JournalTools;->id:Lorg/json/JSONObject;

    const-string v10, "id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v15, v9

    const/4 v12, 0x0

    new-array v12, v12, [Lkotlin/Pair;

    const-string v11, "boolean"

    invoke-static {v11, v12}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "deleted"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v15, v9

    invoke-static {v15}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v15, v9, [Ljava/lang/String;

    const-string v11, "id"

    const/4 v10, 0x0

    aput-object v11, v15, v10

    const-string v11, "deleted"

    const/4 v10, 0x1

    aput-object v11, v15, v10

    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 64
    sget-object v9, Lapp/trailmark/logbook/cetp/Risk;->HIGH:Lapp/trailmark/logbook/cetp/Risk;

    .line 65
    sget-object v10, Lapp/trailmark/logbook/cetp/Confirmation;->ALWAYS:Lapp/trailmark/logbook/cetp/Confirmation;

    .line 56
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v1, "delete_entry"

    const-string v2, "Delete a journal entry"

    const-string v3, "Delete one journal entry; the user confirms in Trailmark"

    const/4 v10, 0x1

    const/4 v11, 0x0

    const/16 v12, 0x400

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->deleteEntry:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 69
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 73
    sget-object v5, Lapp/trailmark/logbook/cetp/Effect;->UPDATE:Lapp/trailmark/logbook/cetp/Effect;

    .line 74
    const-string v6, "journal.write"

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    .line 75
    sget-object v8, Lapp/trailmark/logbook/cetp/JournalTools;->day:Lorg/json/JSONObject;

    const-string v7, "before"

    invoke-static {v7, v8}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v7

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const-string v8, "before"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 76
    const/4 v10, 0x1

    new-array v15, v10, [Lkotlin/Pair;

    const/4 v13, 0x0

    invoke-static {v13}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v13

    const-string v12, "minimum"

    invoke-static {v12, v13}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v12

    const/4 v11, 0x0

    aput-object v12, v15, v11

    const-string v9, "integer"

    invoke-static {v9, v15}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "archived"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "archived"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/trailmark/logbook/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 77
    sget-object v9, Lapp/trailmark/logbook/cetp/Risk;->MODERATE:Lapp/trailmark/logbook/cetp/Risk;

    .line 78
    sget-object v10, Lapp/trailmark/logbook/cetp/Confirmation;->PROVIDER_POLICY:Lapp/trailmark/logbook/cetp/Confirmation;

    .line 69
    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v1, "archive_entries"

    const-string v2, "Archive old entries"

    const-string v3, "Move entries written before a day out of the live journal; they stay in the archive"

    const/4 v10, 0x0

    const/4 v11, 0x1

    const/16 v12, 0x200

    const/4 v13, 0x0

    invoke-direct/range {v0 .. v13}, Lapp/trailmark/logbook/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/trailmark/logbook/cetp/Risk;Lapp/trailmark/logbook/cetp/Confirmation;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->archiveEntries:Lapp/trailmark/logbook/cetp/ToolSpec;

    .line 82
    sget-object v0, Lapp/trailmark/logbook/cetp/JournalTools$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/JournalTools$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->book$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final book_delegate$lambda$0()Lapp/trailmark/logbook/cetp/ToolBook;
    .registers 5

    .line 82
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolBook;

    const/4 v1, 0x5

    new-array v4, v1, [Lapp/trailmark/logbook/cetp/ToolSpec;

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->listEntries:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x0

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->getDayLog:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x1

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->addEntry:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x2

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->deleteEntry:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x3

    aput-object v3, v4, v2

    sget-object v3, Lapp/trailmark/logbook/cetp/JournalTools;->archiveEntries:Lapp/trailmark/logbook/cetp/ToolSpec;

    const/4 v2, 0x4

    aput-object v3, v4, v2

    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/ToolBook;-><init>(Ljava/util/List;)V

    return-object v0
.end method


# virtual methods
.method public final getBook()Lapp/trailmark/logbook/cetp/ToolBook;
    .registers 3

    .line 82
    sget-object v1, Lapp/trailmark/logbook/cetp/JournalTools;->book$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolBook;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 7
    sget-object v0, Lapp/trailmark/logbook/cetp/JournalTools;->scopes:Ljava/util/List;

    return-object v0
.end method
