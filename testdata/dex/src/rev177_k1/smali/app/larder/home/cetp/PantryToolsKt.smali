.class public final Lapp/larder/home/cetp/PantryToolsKt;
.super Ljava/lang/Object;
.source "PantryTools.kt"


# static fields
.field private static final ADD_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

.field private static final DISCARD_EXPIRED:Lapp/larder/home/cetp/ToolDescriptor;

.field private static final EXPORT_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

.field private static final LIST_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

.field public static final PANTRY_AUTHORITY:Ljava/lang/String; = "app.larder.home.tools.pantry"

.field public static final PANTRY_ID:Ljava/lang/String; = "app.larder.home"

.field private static final PANTRY_SCOPES:Ljava/util/List;

.field private static final PANTRY_TOOLS:Ljava/util/Map;

.field private static final USE_ITEM:Lapp/larder/home/cetp/ToolDescriptor;


# direct methods
.method static constructor <clinit>()V
    .registers 28

    .line 7
    const/4 v0, 0x2

    new-array v0, v0, [Lapp/larder/home/cetp/Scope;

    move-object/from16 v17, v0

    new-instance v2, Lapp/larder/home/cetp/Scope;

    const-string v3, "pantry.read"

    const-string v4, "See your pantry"

    const-string v5, "Read pantry items, quantities and expiry dates"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/home/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v17, v1

    .line 8
    new-instance v2, Lapp/larder/home/cetp/Scope;

    const-string v3, "pantry.write"

    const-string v4, "Change your pantry"

    const-string v5, "Add, use up, discard and export pantry items"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/home/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v17, v1

    .line 6
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/home/cetp/PantryToolsKt;->PANTRY_SCOPES:Ljava/util/List;

    .line 11
    new-instance v0, Lapp/larder/home/cetp/ToolDescriptor;

    .line 15
    const-string v7, "pantry.read"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/larder/home/cetp/Annotations;

    const-string v9, "read"

    const-string v10, "low"

    const/4 v11, 0x0

    const/4 v12, 0x1

    const-string v13, "never"

    const/4 v14, 0x0

    const/16 v15, 0x20

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/larder/home/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 11
    move-object v6, v7

    move-object v7, v8

    const-string v1, "list_pantry"

    const-string v2, "List pantry items"

    const-string v3, "Lists pantry items, soonest expiry first, optionally for one storage location."

    const-string v4, "{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\",\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"items\"]}"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/larder/home/cetp/Annotations;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolsKt;->LIST_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

    .line 18
    new-instance v0, Lapp/larder/home/cetp/ToolDescriptor;

    .line 22
    const-string v7, "pantry.write"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/larder/home/cetp/Annotations;

    const-string v9, "create"

    const-string v10, "low"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const-string v13, "never"

    const/4 v14, 0x0

    const/16 v15, 0x20

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/larder/home/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 18
    move-object v6, v7

    move-object v7, v8

    const-string v1, "add_item"

    const-string v2, "Add pantry item"

    const-string v3, "Adds an item with its quantity, unit, storage location and expiry day."

    const-string v4, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":999},\"unit\":{\"type\":\"string\",\"maxLength\":16},\"location\":{\"type\":\"string\",\"maxLength\":40},\"expires_on_day\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"name\",\"quantity\",\"expires_on_day\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]}"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/larder/home/cetp/Annotations;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolsKt;->ADD_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

    .line 25
    new-instance v0, Lapp/larder/home/cetp/ToolDescriptor;

    .line 29
    const-string v7, "pantry.write"

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/larder/home/cetp/Annotations;

    const-string v9, "update"

    const-string v10, "low"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const-string v13, "never"

    const/4 v14, 0x0

    const/16 v15, 0x20

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/larder/home/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 25
    move-object v6, v7

    move-object v7, v8

    const-string v1, "use_item"

    const-string v2, "Use up pantry item"

    const-string v3, "Takes an amount away from one item; an item that reaches zero is removed."

    const-string v4, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\",\"minimum\":1},\"amount\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":999}},\"required\":[\"id\",\"amount\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"used\":{\"type\":\"boolean\"}},\"required\":[\"used\"]}"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/larder/home/cetp/Annotations;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolsKt;->USE_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

    .line 32
    new-instance v0, Lapp/larder/home/cetp/ToolDescriptor;

    .line 36
    const/4 v7, 0x2

    new-array v7, v7, [Ljava/lang/String;

    move-object/from16 v17, v7

    const-string v9, "pantry.read"

    const/4 v8, 0x0

    aput-object v9, v17, v8

    const-string v9, "pantry.write"

    const/4 v8, 0x1

    aput-object v9, v17, v8

    move-object/from16 v7, v17

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/larder/home/cetp/Annotations;

    const-string v9, "delete"

    const-string v10, "high"

    const/4 v11, 0x1

    const/4 v12, 0x1

    const-string v13, "always"

    const/4 v14, 0x0

    const/16 v15, 0x20

    const/16 v16, 0x0

    invoke-direct/range {v8 .. v16}, Lapp/larder/home/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 32
    move-object v6, v7

    move-object v7, v8

    const-string v1, "discard_expired"

    const-string v2, "Discard expired food"

    const-string v3, "Deletes every item that expired before the given day. The user reviews the items in Larder first."

    const-string v4, "{\"type\":\"object\",\"properties\":{\"before_day\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"before_day\"],\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"discarded\":{\"type\":\"integer\"}},\"required\":[\"discarded\"]}"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/larder/home/cetp/Annotations;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolsKt;->DISCARD_EXPIRED:Lapp/larder/home/cetp/ToolDescriptor;

    .line 39
    new-instance v0, Lapp/larder/home/cetp/ToolDescriptor;

    .line 43
    const/4 v7, 0x2

    new-array v7, v7, [Ljava/lang/String;

    move-object/from16 v17, v7

    const-string v9, "pantry.read"

    const/4 v8, 0x0

    aput-object v9, v17, v8

    const-string v9, "pantry.write"

    const/4 v8, 0x1

    aput-object v9, v17, v8

    move-object/from16 v7, v17

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    new-instance v8, Lapp/larder/home/cetp/Annotations;

    const-string v9, "create"

    const-string v10, "low"

    const/4 v11, 0x0

    const/4 v12, 0x0

    const-string v13, "provider_policy"

    const/4 v14, 0x1

    invoke-direct/range {v8 .. v14}, Lapp/larder/home/cetp/Annotations;-><init>(Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Z)V

    .line 39
    move-object v6, v7

    move-object v7, v8

    const-string v1, "export_pantry"

    const-string v2, "Export pantry"

    const-string v3, "Writes the pantry to a JSON file that the calling assistant can open."

    const-string v4, "{\"type\":\"object\",\"properties\":{\"location\":{\"type\":\"string\",\"maxLength\":40}},\"additionalProperties\":false}"

    const-string v5, "{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"uri\":{\"type\":\"string\"},\"count\":{\"type\":\"integer\"}},\"required\":[\"file\",\"uri\",\"count\"]}"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/larder/home/cetp/Annotations;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolsKt;->EXPORT_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

    .line 46
    const/4 v0, 0x5

    new-array v0, v0, [Lapp/larder/home/cetp/ToolDescriptor;

    move-object/from16 v17, v0

    sget-object v2, Lapp/larder/home/cetp/PantryToolsKt;->LIST_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

    const/4 v1, 0x0

    aput-object v2, v17, v1

    sget-object v2, Lapp/larder/home/cetp/PantryToolsKt;->ADD_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

    const/4 v1, 0x1

    aput-object v2, v17, v1

    sget-object v2, Lapp/larder/home/cetp/PantryToolsKt;->USE_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

    const/4 v1, 0x2

    aput-object v2, v17, v1

    sget-object v2, Lapp/larder/home/cetp/PantryToolsKt;->DISCARD_EXPIRED:Lapp/larder/home/cetp/ToolDescriptor;

    const/4 v1, 0x3

    aput-object v2, v17, v1

    sget-object v2, Lapp/larder/home/cetp/PantryToolsKt;->EXPORT_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

    const/4 v1, 0x4

    aput-object v2, v17, v1

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v17

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 48
    move-object/from16 v0, v17

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v19

    .line 49
    move-object/from16 v20, v17

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v19

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v21, v0

    const/16 v22, 0x0

    .line 50
    move-object/from16 v0, v20

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v23

    :goto_0
    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v24

    .line 51
    move-object/from16 v1, v24

    check-cast v1, Lapp/larder/home/cetp/ToolDescriptor;

    move-object/from16 v25, v1

    move-object/from16 v27, v21

    const/16 v26, 0x0

    .line 46
    move-object/from16 v0, v25

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v0

    .line 51
    move-object v1, v0

    move-object/from16 v0, v27

    move-object/from16 v2, v24

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 46
    :cond_0
    sput-object v21, Lapp/larder/home/cetp/PantryToolsKt;->PANTRY_TOOLS:Ljava/util/Map;

    return-void
.end method

.method public static final getADD_ITEM()Lapp/larder/home/cetp/ToolDescriptor;
    .registers 1

    .line 18
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->ADD_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getDISCARD_EXPIRED()Lapp/larder/home/cetp/ToolDescriptor;
    .registers 1

    .line 32
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->DISCARD_EXPIRED:Lapp/larder/home/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getEXPORT_PANTRY()Lapp/larder/home/cetp/ToolDescriptor;
    .registers 1

    .line 39
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->EXPORT_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getLIST_PANTRY()Lapp/larder/home/cetp/ToolDescriptor;
    .registers 1

    .line 11
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->LIST_PANTRY:Lapp/larder/home/cetp/ToolDescriptor;

    return-object v0
.end method

.method public static final getPANTRY_SCOPES()Ljava/util/List;
    .registers 1

    .line 6
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->PANTRY_SCOPES:Ljava/util/List;

    return-object v0
.end method

.method public static final getPANTRY_TOOLS()Ljava/util/Map;
    .registers 1

    .line 46
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->PANTRY_TOOLS:Ljava/util/Map;

    return-object v0
.end method

.method public static final getUSE_ITEM()Lapp/larder/home/cetp/ToolDescriptor;
    .registers 1

    .line 25
    sget-object v0, Lapp/larder/home/cetp/PantryToolsKt;->USE_ITEM:Lapp/larder/home/cetp/ToolDescriptor;

    return-object v0
.end method
