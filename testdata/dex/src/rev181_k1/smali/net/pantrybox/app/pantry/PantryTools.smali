.class public final Lnet/pantrybox/app/pantry/PantryTools;
.super Ljava/lang/Object;
.source "PantryTools.kt"


# static fields
.field public static final ALL:Ljava/util/List;

.field public static final CAPABILITIES:Ljava/util/Set;

.field public static final DESCRIPTOR:Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

.field public static final INSTANCE:Lnet/pantrybox/app/pantry/PantryTools;

.field private static final ITEM:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"},\"unit\":{\"type\":\"string\",\"enum\":[\"pcs\",\"g\",\"kg\",\"ml\",\"l\"]},\"price_cents\":{\"type\":\"integer\"}},\"required\":[\"id\",\"name\",\"quantity\",\"unit\"]}"

.field public static final PROVIDER_ID:Ljava/lang/String; = "net.pantrybox.app"

.field public static final REVISION:Ljava/lang/String; = "pantry-7"


# direct methods
.method static constructor <clinit>()V
    .registers 23

    new-instance v0, Lnet/pantrybox/app/pantry/PantryTools;

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/PantryTools;-><init>()V

    sput-object v0, Lnet/pantrybox/app/pantry/PantryTools;->INSTANCE:Lnet/pantrybox/app/pantry/PantryTools;

    .line 19
    const/4 v0, 0x2

    new-array v14, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v14, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v14, v1

    invoke-static {v14}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/pantry/PantryTools;->CAPABILITIES:Ljava/util/Set;

    .line 22
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    .line 25
    const/4 v5, 0x2

    new-array v14, v5, [Lcom/clawseed/sdk/provider/ProviderScope;

    new-instance v7, Lcom/clawseed/sdk/provider/ProviderScope;

    .line 26
    sget-object v12, Lcom/clawseed/sdk/provider/ScopeAccess;->READ:Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v13, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    .line 25
    move-object v11, v12

    move-object v12, v13

    const-string v8, "pantry.read"

    const-string v9, "See pantry items"

    const-string v10, "List items, quantities and prices"

    invoke-direct/range {v7 .. v12}, Lcom/clawseed/sdk/provider/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/ScopeAccess;Lcom/clawseed/sdk/provider/ScopeSensitivity;)V

    const/4 v6, 0x0

    aput-object v7, v14, v6

    .line 27
    new-instance v7, Lcom/clawseed/sdk/provider/ProviderScope;

    .line 28
    sget-object v12, Lcom/clawseed/sdk/provider/ScopeAccess;->WRITE:Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v13, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    .line 27
    move-object v11, v12

    move-object v12, v13

    const-string v8, "pantry.write"

    const-string v9, "Change pantry items"

    const-string v10, "Add, update, reprice and remove items"

    invoke-direct/range {v7 .. v12}, Lcom/clawseed/sdk/provider/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/ScopeAccess;Lcom/clawseed/sdk/provider/ScopeSensitivity;)V

    const/4 v6, 0x1

    aput-object v7, v14, v6

    .line 24
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    .line 22
    const-string v2, "net.pantrybox.app"

    const-string v3, "Pantrybox"

    const-string v4, "Your pantry: items, quantities and price estimates."

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V

    sput-object v0, Lnet/pantrybox/app/pantry/PantryTools;->DESCRIPTOR:Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    .line 36
    const/4 v0, 0x5

    new-array v14, v0, [Lcom/clawseed/sdk/provider/CetpProviderTool;

    const-string v15, "list_items"

    const/16 v16, 0x0

    .line 88
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x0

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 37
    const-string v1, "List pantry items"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 38
    const-string v1, "Lists the items in the pantry with quantity, unit and estimated price."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 39
    const-string v1, "{\"type\":\"object\",\"properties\":{\"name_contains\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 40
    const-string v1, "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"},\"unit\":{\"type\":\"string\",\"enum\":[\"pcs\",\"g\",\"kg\",\"ml\",\"l\"]},\"price_cents\":{\"type\":\"integer\"}},\"required\":[\"id\",\"name\",\"quantity\",\"unit\"]}}},\"required\":[\"items\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 41
    const-string v1, "pantry.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 42
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->READ:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 43
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->idempotent:Z

    .line 44
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 88
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 45
    const-string v15, "add_item"

    const/16 v16, 0x0

    .line 89
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x1

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 46
    const-string v1, "Add pantry item"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 47
    const-string v1, "Adds an item with a quantity and unit."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 48
    const-string v1, "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":64},\"quantity\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000},\"unit\":{\"type\":\"string\",\"enum\":[\"pcs\",\"g\",\"kg\",\"ml\",\"l\"]}},\"required\":[\"name\",\"quantity\",\"unit\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 49
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\"}},\"required\":[\"item_id\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 50
    const-string v1, "pantry.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 51
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->CREATE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 52
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 89
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 53
    const-string v15, "update_quantity"

    const/16 v16, 0x0

    .line 90
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x2

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 54
    const-string v1, "Update quantity"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 55
    const-string v1, "Sets the quantity of one pantry item."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 56
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\",\"maxLength\":32},\"quantity\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":10000}},\"required\":[\"item_id\",\"quantity\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 57
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"quantity\":{\"type\":\"integer\"},\"unit\":{\"type\":\"string\",\"enum\":[\"pcs\",\"g\",\"kg\",\"ml\",\"l\"]},\"price_cents\":{\"type\":\"integer\"}},\"required\":[\"id\",\"name\",\"quantity\",\"unit\"]}},\"required\":[\"item\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 58
    const-string v1, "pantry.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 59
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->UPDATE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 60
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->idempotent:Z

    .line 61
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 90
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 62
    const-string v15, "remove_item"

    const/16 v16, 0x0

    .line 91
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x3

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 63
    const-string v1, "Remove pantry item"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 64
    const-string v1, "Removes one item from the pantry after the user confirms in Pantrybox."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 65
    const-string v1, "{\"type\":\"object\",\"properties\":{\"item_id\":{\"type\":\"string\",\"maxLength\":32}},\"required\":[\"item_id\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 66
    const-string v1, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"boolean\"}},\"required\":[\"removed\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 67
    const-string v1, "pantry.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 68
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->DELETE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 69
    sget-object v1, Lcom/clawseed/sdk/provider/ToolRisk;->MODERATE:Lcom/clawseed/sdk/provider/ToolRisk;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 70
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->destructive:Z

    .line 71
    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 72
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 91
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 73
    const-string v15, "sync_prices"

    const/16 v16, 0x0

    .line 92
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x4

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 74
    const-string v1, "Refresh price estimates"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 75
    const-string v1, "Recomputes every item\'s estimated price from the on-device price table."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 76
    const-string v1, "{\"type\":\"object\",\"properties\":{\"region\":{\"type\":\"string\",\"enum\":[\"north\",\"south\",\"east\",\"west\"]}},\"required\":[\"region\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 77
    const-string v1, "{\"type\":\"object\",\"properties\":{\"repriced\":{\"type\":\"integer\"}},\"required\":[\"repriced\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 78
    const-string v1, "pantry.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 79
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->UPDATE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 80
    sget-object v1, Lcom/clawseed/sdk/provider/ToolRisk;->MODERATE:Lcom/clawseed/sdk/provider/ToolRisk;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 81
    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 82
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->idempotent:Z

    .line 83
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->mayRunAsync:Z

    .line 84
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 92
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 35
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/pantry/PantryTools;->ALL:Ljava/util/List;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
