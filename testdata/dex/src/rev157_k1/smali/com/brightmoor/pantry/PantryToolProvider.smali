.class public final Lcom/brightmoor/pantry/PantryToolProvider;
.super Landroid/content/ContentProvider;
.source "PantryToolProvider.kt"


# static fields
.field public static final Companion:Lcom/brightmoor/pantry/PantryToolProvider$Companion;

.field private static final METHODS:Ljava/util/Set;

.field public static final SCOPES:Ljava/lang/String; = "[{\"name\":\"pantry.read\",\"description\":\"See the pantry\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"pantry.write\",\"description\":\"Restock and remove items\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private final callers$delegate:Lkotlin/Lazy;

.field private final items$delegate:Lkotlin/Lazy;

.field private final replays$delegate:Lkotlin/Lazy;

.field private final verifier$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/brightmoor/pantry/PantryToolProvider$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/brightmoor/pantry/PantryToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/brightmoor/pantry/PantryToolProvider;->Companion:Lcom/brightmoor/pantry/PantryToolProvider$Companion;

    .line 101
    const/4 v0, 0x5

    new-array v7, v0, [Ljava/lang/String;

    const-string v2, "get_provider_info"

    const/4 v1, 0x0

    aput-object v2, v7, v1

    const-string v2, "list_tools"

    const/4 v1, 0x1

    aput-object v2, v7, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x2

    aput-object v2, v7, v1

    const-string v2, "get_operation"

    const/4 v1, 0x3

    aput-object v2, v7, v1

    const-string v2, "cancel_operation"

    const/4 v1, 0x4

    aput-object v2, v7, v1

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/brightmoor/pantry/PantryToolProvider;->METHODS:Ljava/util/Set;

    .line 104
    const/4 v0, 0x4

    new-array v7, v0, [Lcom/brightmoor/pantry/ToolSpec;

    new-instance v2, Lcom/brightmoor/pantry/ToolSpec;

    const-string v4, "pantry.read"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "list_items"

    const/4 v5, 0x0

    const-string v6, "{\"name\":\"list_items\",\"description\":\"List the pantry\'s items, optionally of one category\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"string\"}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]},\"scopes\":[\"pantry.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/brightmoor/pantry/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    .line 105
    new-instance v2, Lcom/brightmoor/pantry/ToolSpec;

    const-string v4, "pantry.read"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "find_items"

    const/4 v5, 0x0

    const-string v6, "{\"name\":\"find_items\",\"description\":\"Find pantry items whose name contains a text\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"maxLength\":40}},\"required\":[\"text\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\"}},\"required\":[\"items\"]},\"scopes\":[\"pantry.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/brightmoor/pantry/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    .line 106
    new-instance v2, Lcom/brightmoor/pantry/ToolSpec;

    const-string v4, "pantry.write"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "restock_item"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"restock_item\",\"description\":\"Set how many of an item the pantry holds\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"integer\"},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":99}},\"required\":[\"item_id\",\"quantity\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"idempotent\":true,\"confirmation\":\"never\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/brightmoor/pantry/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    .line 107
    new-instance v2, Lcom/brightmoor/pantry/ToolSpec;

    const-string v4, "pantry.write"

    invoke-static {v4}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v4

    const-string v3, "remove_item"

    const/4 v5, 0x1

    const-string v6, "{\"name\":\"remove_item\",\"description\":\"Remove an item from the pantry\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"integer\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"item_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]},\"scopes\":[\"pantry.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":true,\"confirmation\":\"always\",\"open_world\":false}}"

    invoke-direct {v2, v3, v4, v5, v6}, Lcom/brightmoor/pantry/ToolSpec;-><init>(Ljava/lang/String;Ljava/util/Set;ZLjava/lang/String;)V

    const/4 v1, 0x3

    aput-object v2, v7, v1

    .line 103
    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/brightmoor/pantry/PantryToolProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 4

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 112
    const-string v1, "shared"

    const/4 v2, 0x0

    new-instance v0, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$default$1;

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$default$1;-><init>(Ljava/lang/String;)V

    check-cast v0, Lkotlin/jvm/functions/Function0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    .line 16
    iput-object v0, p0, Lcom/brightmoor/pantry/PantryToolProvider;->callers$delegate:Lkotlin/Lazy;

    .line 17
    const-string v1, "com.brightmoor.pantry.items"

    const/4 v2, 0x0

    .line 113
    new-instance v0, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$1;

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$1;-><init>(Ljava/lang/String;)V

    check-cast v0, Lkotlin/jvm/functions/Function0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    .line 17
    iput-object v0, p0, Lcom/brightmoor/pantry/PantryToolProvider;->verifier$delegate:Lkotlin/Lazy;

    .line 114
    const-string v1, "shared"

    const/4 v2, 0x0

    new-instance v0, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$default$2;

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$default$2;-><init>(Ljava/lang/String;)V

    check-cast v0, Lkotlin/jvm/functions/Function0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    .line 18
    iput-object v0, p0, Lcom/brightmoor/pantry/PantryToolProvider;->items$delegate:Lkotlin/Lazy;

    .line 19
    const-string v1, "com.brightmoor.pantry.items"

    const/4 v2, 0x0

    .line 115
    new-instance v0, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$2;

    invoke-direct {v0, v1}, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$2;-><init>(Ljava/lang/String;)V

    check-cast v0, Lkotlin/jvm/functions/Function0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    .line 19
    iput-object v0, p0, Lcom/brightmoor/pantry/PantryToolProvider;->replays$delegate:Lkotlin/Lazy;

    .line 15
    return-void
.end method

.method public static final synthetic access$getItems(Lcom/brightmoor/pantry/PantryToolProvider;)Lcom/brightmoor/pantry/ItemRepository;
    .registers 2

    .line 15
    invoke-direct {p0}, Lcom/brightmoor/pantry/PantryToolProvider;->getItems()Lcom/brightmoor/pantry/ItemRepository;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 15
    sget-object v0, Lcom/brightmoor/pantry/PantryToolProvider;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method public static final synthetic access$getTOOLS$cp()Ljava/util/List;
    .registers 1

    .line 15
    sget-object v0, Lcom/brightmoor/pantry/PantryToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method private final execute(Lcom/brightmoor/pantry/Call;Ljava/util/Set;)Landroid/os/Bundle;
    .registers 22

    .line 54
    sget-object v9, Lcom/brightmoor/pantry/PantryToolProvider;->TOOLS:Ljava/util/List;

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 116
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Lcom/brightmoor/pantry/ToolSpec;

    move-object v13, v0

    const/4 v14, 0x0

    .line 54
    invoke-virtual {v13}, Lcom/brightmoor/pantry/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/brightmoor/pantry/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 116
    if-eqz v0, :cond_0

    move-object v0, v12

    goto :goto_0

    .line 117
    :cond_1
    const/4 v0, 0x0

    .line 54
    :goto_0
    check-cast v0, Lcom/brightmoor/pantry/ToolSpec;

    if-nez v0, :cond_2

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v7, v0

    .line 55
    invoke-virtual {v7}, Lcom/brightmoor/pantry/ToolSpec;->getScopes()Ljava/util/Set;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    move-object/from16 v0, p2

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    if-nez v0, :cond_3

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Scope not granted."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 56
    :cond_3
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_4

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_4
    move-object v8, v0

    .line 57
    invoke-virtual {v7}, Lcom/brightmoor/pantry/ToolSpec;->getMutating()Z

    move-result v0

    if-nez v0, :cond_8

    .line 58
    invoke-virtual {v7}, Lcom/brightmoor/pantry/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 59
    const-string v1, "list_items"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_7

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-direct {v1}, Lcom/brightmoor/pantry/PantryToolProvider;->getItems()Lcom/brightmoor/pantry/ItemRepository;

    move-result-object v1

    const-string v3, "category"

    const-string v4, ""

    invoke-virtual {v8, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    check-cast v10, Ljava/lang/CharSequence;

    invoke-interface {v10}, Ljava/lang/CharSequence;->length()I

    move-result v2

    if-nez v2, :cond_5

    const/4 v2, 0x1

    goto :goto_1

    :cond_5
    const/4 v2, 0x0

    :goto_1
    if-eqz v2, :cond_6

    .line 118
    move-object/from16 v17, v1

    move-object/from16 v16, v0

    const/4 v11, 0x0

    .line 59
    const/16 v18, 0x0

    move-object/from16 v0, v16

    move-object/from16 v1, v17

    move-object/from16 v2, v18

    goto :goto_2

    :cond_6
    move-object v2, v10

    :goto_2
    check-cast v2, Ljava/lang/String;

    invoke-virtual {v1, v2}, Lcom/brightmoor/pantry/ItemRepository;->items(Ljava/lang/String;)Ljava/util/List;

    move-result-object v1

    invoke-static {v1}, Lcom/brightmoor/pantry/MappersKt;->toReply(Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/brightmoor/pantry/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_3

    .line 60
    :cond_7
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p0

    invoke-direct {v1}, Lcom/brightmoor/pantry/PantryToolProvider;->getItems()Lcom/brightmoor/pantry/ItemRepository;

    move-result-object v1

    const-string v3, "text"

    const-string v4, ""

    invoke-virtual {v8, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "optString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v1, v2}, Lcom/brightmoor/pantry/ItemRepository;->find(Ljava/lang/String;)Ljava/util/List;

    move-result-object v1

    invoke-static {v1}, Lcom/brightmoor/pantry/MappersKt;->toReply(Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/brightmoor/pantry/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    .line 58
    :goto_3
    return-object v0

    .line 63
    :cond_8
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getUid()I

    move-result v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v3, ":com.brightmoor.pantry.items:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    .line 64
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/brightmoor/pantry/PantryToolProvider;->getReplays()Lcom/brightmoor/pantry/ReplayStore;

    move-result-object v0

    invoke-interface {v0, v9}, Lcom/brightmoor/pantry/ReplayStore;->prior(Ljava/lang/String;)Lcom/brightmoor/pantry/ReplayEntity;

    move-result-object v10

    if-eqz v10, :cond_b

    move-object v12, v10

    const/4 v13, 0x0

    .line 65
    invoke-virtual {v12}, Lcom/brightmoor/pantry/ReplayEntity;->getTool()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/brightmoor/pantry/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    invoke-virtual {v12}, Lcom/brightmoor/pantry/ReplayEntity;->getArgsDigest()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/brightmoor/pantry/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    .line 66
    :cond_9
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_a
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v12, v1}, Lcom/brightmoor/pantry/MappersKt;->toReply(Lcom/brightmoor/pantry/ReplayEntity;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 70
    :cond_b
    const-string v1, "item_id"

    const/4 v2, -0x1

    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    int-to-long v10, v0

    .line 71
    new-instance v1, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1;

    move-object/from16 v2, p0

    move-wide v3, v10

    move-object/from16 v5, p1

    const/4 v6, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/brightmoor/pantry/PantryToolProvider$execute$item$1;-><init>(Lcom/brightmoor/pantry/PantryToolProvider;JLcom/brightmoor/pantry/Call;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ItemEntity;

    if-nez v0, :cond_c

    .line 75
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed or the item is gone."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 71
    :cond_c
    move-object v12, v0

    .line 76
    invoke-virtual {v7}, Lcom/brightmoor/pantry/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "restock_item"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    .line 77
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/brightmoor/pantry/PantryToolProvider;->getItems()Lcom/brightmoor/pantry/ItemRepository;

    move-result-object v0

    invoke-virtual {v12}, Lcom/brightmoor/pantry/ItemEntity;->getId()J

    move-result-wide v1

    const-string v4, "quantity"

    const/4 v5, 0x1

    invoke-virtual {v8, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    const/4 v4, 0x1

    const/16 v5, 0x63

    invoke-static {v3, v4, v5}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v3

    invoke-virtual {v0, v1, v2, v3}, Lcom/brightmoor/pantry/ItemRepository;->restock(JI)I

    .line 78
    invoke-static {v12}, Lcom/brightmoor/pantry/MappersKt;->toReply(Lcom/brightmoor/pantry/ItemEntity;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "restocked"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    goto/16 :goto_4

    .line 80
    :cond_d
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    invoke-static {v0}, Lcom/brightmoor/pantry/ProtocolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v14

    .line 81
    if-nez v14, :cond_e

    .line 82
    sget-object v0, Lcom/brightmoor/pantry/ResumeBook;->INSTANCE:Lcom/brightmoor/pantry/ResumeBook;

    invoke-virtual {v12}, Lcom/brightmoor/pantry/ItemEntity;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Remove "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " from the pantry"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v1, p1

    invoke-virtual {v0, v1, v2}, Lcom/brightmoor/pantry/ResumeBook;->hold(Lcom/brightmoor/pantry/Call;Ljava/lang/String;)Lcom/brightmoor/pantry/Pending;

    move-result-object v15

    .line 83
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lcom/brightmoor/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v15, v2}, Lcom/brightmoor/pantry/MappersKt;->toRemovalResolution(Lcom/brightmoor/pantry/Pending;Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v15}, Lcom/brightmoor/pantry/Pending;->getToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Lcom/brightmoor/pantry/ProtocolKt;->needsUser(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 85
    :cond_e
    sget-object v0, Lcom/brightmoor/pantry/ResumeBook;->INSTANCE:Lcom/brightmoor/pantry/ResumeBook;

    move-object/from16 v2, p1

    invoke-virtual {v0, v14, v2}, Lcom/brightmoor/pantry/ResumeBook;->takeFor(Ljava/lang/String;Lcom/brightmoor/pantry/Call;)Lcom/brightmoor/pantry/Pending;

    move-result-object v0

    if-nez v0, :cond_f

    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "USER_CANCELLED"

    const-string v2, "The removal was not approved."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :cond_f
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/brightmoor/pantry/PantryToolProvider;->getItems()Lcom/brightmoor/pantry/ItemRepository;

    move-result-object v0

    invoke-virtual {v12}, Lcom/brightmoor/pantry/ItemEntity;->getId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/brightmoor/pantry/ItemRepository;->remove(J)I

    .line 87
    invoke-static {v12}, Lcom/brightmoor/pantry/MappersKt;->toReply(Lcom/brightmoor/pantry/ItemEntity;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "removed"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v3, "user_confirmed"

    const/4 v4, 0x0

    invoke-virtual {v8, v3, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    const-string v1, "consumer_confirmation_ignored"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    :goto_4
    move-object v13, v0

    .line 89
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "value"

    invoke-virtual {v0, v1, v13}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v14, v0

    .line 90
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/brightmoor/pantry/PantryToolProvider;->getReplays()Lcom/brightmoor/pantry/ReplayStore;

    move-result-object v0

    new-instance v2, Lcom/brightmoor/pantry/ReplayEntity;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/brightmoor/pantry/Call;->getTool()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p1

    invoke-virtual {v5}, Lcom/brightmoor/pantry/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v2, v4, v5, v14}, Lcom/brightmoor/pantry/ReplayEntity;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v9, v2}, Lcom/brightmoor/pantry/ReplayStore;->record(Ljava/lang/String;Lcom/brightmoor/pantry/ReplayEntity;)V

    .line 91
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Call;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v0, v13}, Lcom/brightmoor/pantry/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private final getCallers()Lcom/brightmoor/pantry/CallerRepository;
    .registers 3

    .line 16
    iget-object v1, p0, Lcom/brightmoor/pantry/PantryToolProvider;->callers$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/CallerRepository;

    return-object v0
.end method

.method private final getItems()Lcom/brightmoor/pantry/ItemRepository;
    .registers 3

    .line 18
    iget-object v1, p0, Lcom/brightmoor/pantry/PantryToolProvider;->items$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ItemRepository;

    return-object v0
.end method

.method private final getReplays()Lcom/brightmoor/pantry/ReplayStore;
    .registers 3

    .line 19
    iget-object v1, p0, Lcom/brightmoor/pantry/PantryToolProvider;->replays$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ReplayStore;

    return-object v0
.end method

.method private final getVerifier()Lcom/brightmoor/pantry/CallerVerifier;
    .registers 3

    .line 17
    iget-object v1, p0, Lcom/brightmoor/pantry/PantryToolProvider;->verifier$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/CallerVerifier;

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 13

    .line 32
    invoke-direct {p0}, Lcom/brightmoor/pantry/PantryToolProvider;->getCallers()Lcom/brightmoor/pantry/CallerRepository;

    move-result-object v0

    invoke-virtual {v0, p3}, Lcom/brightmoor/pantry/CallerRepository;->packageFor(I)Ljava/lang/String;

    move-result-object v6

    .line 33
    if-eqz v6, :cond_0

    invoke-direct {p0}, Lcom/brightmoor/pantry/PantryToolProvider;->getVerifier()Lcom/brightmoor/pantry/CallerVerifier;

    move-result-object v0

    invoke-interface {v0, v6}, Lcom/brightmoor/pantry/CallerVerifier;->verify(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "Unknown caller."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 34
    :cond_1
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const-string v2, "com.brightmoor.pantry.items"

    const-string v3, "Brightmoor Pantry"

    invoke-static {p2, p3, v2, v3}, Lcom/brightmoor/pantry/NegotiationKt;->negotiate(Landroid/os/Bundle;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :cond_2
    sget-object v0, Lcom/brightmoor/pantry/PantryToolProvider;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "Unknown method."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 36
    :cond_3
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_4

    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_5

    .line 37
    :cond_4
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "protocol_version 2 and a request_id are required."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 39
    :cond_5
    sget-object v0, Lcom/brightmoor/pantry/Sessions;->INSTANCE:Lcom/brightmoor/pantry/Sessions;

    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "com.brightmoor.pantry.items"

    invoke-virtual {v0, v1, p3, v3}, Lcom/brightmoor/pantry/Sessions;->valid(Ljava/lang/String;ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 40
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "Negotiate again."

    const/4 v3, 0x1

    invoke-static {v0, v1, v2, v3}, Lcom/brightmoor/pantry/ProtocolKt;->failure(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 42
    :cond_6
    sget-object v0, Lcom/brightmoor/pantry/Household;->INSTANCE:Lcom/brightmoor/pantry/Household;

    invoke-virtual {v0}, Lcom/brightmoor/pantry/Household;->getGrants()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    if-nez v0, :cond_7

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_7
    move-object v7, v0

    .line 43
    move-object v8, p1

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    goto :goto_0

    .line 44
    :cond_8
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "provider_id"

    const-string v3, "com.brightmoor.pantry.items"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 45
    const-string v2, "provider_name"

    const-string v3, "Brightmoor Pantry"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "description"

    const-string v3, "What is in the pantry"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 46
    const-string v2, "scopes"

    const-string v3, "[{\"name\":\"pantry.read\",\"description\":\"See the pantry\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"pantry.write\",\"description\":\"Restock and remove items\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-static {v0, v1}, Lcom/brightmoor/pantry/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 47
    :cond_9
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    sget-object v2, Lcom/brightmoor/pantry/PantryToolProvider;->TOOLS:Ljava/util/List;

    const-string v1, "pantry-7"

    invoke-static {v1, v2, v7}, Lcom/brightmoor/pantry/NegotiationKt;->listing(Ljava/lang/String;Ljava/util/List;Ljava/util/Set;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/brightmoor/pantry/ProtocolKt;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 48
    :cond_a
    new-instance v1, Lcom/brightmoor/pantry/Call;

    const-string v5, "com.brightmoor.pantry.items"

    invoke-direct {v1, p3, v6, v5, p2}, Lcom/brightmoor/pantry/Call;-><init>(ILjava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)V

    invoke-direct {p0, v1, v7}, Lcom/brightmoor/pantry/PantryToolProvider;->execute(Lcom/brightmoor/pantry/Call;Ljava/util/Set;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 49
    :goto_0
    invoke-static {p2}, Lcom/brightmoor/pantry/ProtocolKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "Operations were not negotiated."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/brightmoor/pantry/ProtocolKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 43
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 28
    move-object v0, p0

    move-object v1, p1

    move-object v2, p3

    if-nez p3, :cond_0

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v1, v2, v3}, Lcom/brightmoor/pantry/PantryToolProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 97
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 95
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 96
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 22
    sget-object v0, Lcom/brightmoor/pantry/Modules;->INSTANCE:Lcom/brightmoor/pantry/Modules;

    invoke-virtual {p0}, Lcom/brightmoor/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/brightmoor/pantry/Modules;->install(Landroid/content/Context;)V

    .line 23
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 94
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 98
    const/4 v0, 0x0

    return v0
.end method
