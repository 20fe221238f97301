.class public final Lnet/pantrybox/app/household/HouseholdTools;
.super Ljava/lang/Object;
.source "HouseholdTools.kt"


# static fields
.field public static final ALL:Ljava/util/List;

.field public static final DESCRIPTOR:Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

.field public static final INSTANCE:Lnet/pantrybox/app/household/HouseholdTools;

.field private static final MEMBER:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"role\":{\"type\":\"string\",\"enum\":[\"viewer\",\"member\",\"admin\"]}},\"required\":[\"id\",\"name\",\"role\"]}"

.field public static final PROVIDER_ID:Ljava/lang/String; = "net.pantrybox.app.household"

.field public static final REVISION:Ljava/lang/String; = "household-3"


# direct methods
.method static constructor <clinit>()V
    .registers 23

    new-instance v0, Lnet/pantrybox/app/household/HouseholdTools;

    invoke-direct {v0}, Lnet/pantrybox/app/household/HouseholdTools;-><init>()V

    sput-object v0, Lnet/pantrybox/app/household/HouseholdTools;->INSTANCE:Lnet/pantrybox/app/household/HouseholdTools;

    .line 18
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    .line 21
    const/4 v5, 0x3

    new-array v14, v5, [Lcom/clawseed/sdk/provider/ProviderScope;

    new-instance v7, Lcom/clawseed/sdk/provider/ProviderScope;

    .line 22
    sget-object v12, Lcom/clawseed/sdk/provider/ScopeAccess;->READ:Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v13, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    .line 21
    move-object v11, v12

    move-object v12, v13

    const-string v8, "household.read"

    const-string v9, "See household members"

    const-string v10, "List members and their roles"

    invoke-direct/range {v7 .. v12}, Lcom/clawseed/sdk/provider/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/ScopeAccess;Lcom/clawseed/sdk/provider/ScopeSensitivity;)V

    const/4 v6, 0x0

    aput-object v7, v14, v6

    .line 23
    new-instance v7, Lcom/clawseed/sdk/provider/ProviderScope;

    .line 24
    sget-object v12, Lcom/clawseed/sdk/provider/ScopeAccess;->WRITE:Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v13, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    .line 23
    move-object v11, v12

    move-object v12, v13

    const-string v8, "household.write"

    const-string v9, "Invite and share"

    const-string v10, "Invite members and share shopping lists"

    invoke-direct/range {v7 .. v12}, Lcom/clawseed/sdk/provider/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/ScopeAccess;Lcom/clawseed/sdk/provider/ScopeSensitivity;)V

    const/4 v6, 0x1

    aput-object v7, v14, v6

    .line 25
    new-instance v7, Lcom/clawseed/sdk/provider/ProviderScope;

    .line 26
    sget-object v12, Lcom/clawseed/sdk/provider/ScopeAccess;->WRITE:Lcom/clawseed/sdk/provider/ScopeAccess;

    sget-object v13, Lcom/clawseed/sdk/provider/ScopeSensitivity;->PERSONAL:Lcom/clawseed/sdk/provider/ScopeSensitivity;

    .line 25
    move-object v11, v12

    move-object v12, v13

    const-string v8, "household.admin"

    const-string v9, "Manage members"

    const-string v10, "Change roles and remove members"

    invoke-direct/range {v7 .. v12}, Lcom/clawseed/sdk/provider/ProviderScope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/ScopeAccess;Lcom/clawseed/sdk/provider/ScopeSensitivity;)V

    const/4 v6, 0x2

    aput-object v7, v14, v6

    .line 20
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    .line 18
    const-string v2, "net.pantrybox.app.household"

    const-string v3, "Pantrybox Household"

    const-string v4, "Who shares your pantry, their roles and shared lists."

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/sdk/provider/CetpProviderDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)V

    sput-object v0, Lnet/pantrybox/app/household/HouseholdTools;->DESCRIPTOR:Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    .line 34
    const/4 v0, 0x5

    new-array v14, v0, [Lcom/clawseed/sdk/provider/CetpProviderTool;

    const-string v15, "list_members"

    const/16 v16, 0x0

    .line 83
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x0

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 35
    const-string v1, "List household members"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 36
    const-string v1, "Lists the members of the household and their roles."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 37
    const-string v1, "{\"type\":\"object\",\"properties\":{\"members\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"role\":{\"type\":\"string\",\"enum\":[\"viewer\",\"member\",\"admin\"]}},\"required\":[\"id\",\"name\",\"role\"]}}},\"required\":[\"members\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 38
    const-string v1, "household.read"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 39
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->idempotent:Z

    .line 40
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 83
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 41
    const-string v15, "invite_member"

    const/16 v16, 0x0

    .line 84
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x1

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 42
    const-string v1, "Invite a member"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 43
    const-string v1, "Queues an invitation to join the household with the given role; Pantrybox delivers it."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 44
    const-string v1, "{\"type\":\"object\",\"properties\":{\"email\":{\"type\":\"string\",\"format\":\"email\",\"maxLength\":254},\"role\":{\"type\":\"string\",\"enum\":[\"viewer\",\"member\"]}},\"required\":[\"email\",\"role\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 45
    const-string v1, "{\"type\":\"object\",\"properties\":{\"invite_id\":{\"type\":\"string\"}},\"required\":[\"invite_id\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 46
    const-string v1, "household.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 47
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->CREATE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 48
    sget-object v1, Lcom/clawseed/sdk/provider/ToolRisk;->MODERATE:Lcom/clawseed/sdk/provider/ToolRisk;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 49
    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 50
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 84
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 51
    const-string v15, "share_list"

    const/16 v16, 0x0

    .line 85
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x2

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 52
    const-string v1, "Share a shopping list"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 53
    const-string v1, "Shares one of your shopping lists with a household member."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 54
    const-string v1, "{\"type\":\"object\",\"properties\":{\"list\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9_-]{1,32}$\"},\"member_id\":{\"type\":\"string\",\"maxLength\":32}},\"required\":[\"list\",\"member_id\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 55
    const-string v1, "{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"string\"}},\"required\":[\"share_id\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 56
    const-string v1, "household.write"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 57
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->CREATE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 58
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 85
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 59
    const-string v15, "set_role"

    const/16 v16, 0x0

    .line 86
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x3

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 60
    const-string v1, "Change a member\'s role"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 61
    const-string v1, "Changes the role of a household member after the user confirms in Pantrybox."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 62
    const-string v1, "{\"type\":\"object\",\"properties\":{\"member_id\":{\"type\":\"string\",\"maxLength\":32},\"role\":{\"type\":\"string\",\"enum\":[\"viewer\",\"member\",\"admin\"]}},\"required\":[\"member_id\",\"role\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 63
    const-string v1, "{\"type\":\"object\",\"properties\":{\"member\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"role\":{\"type\":\"string\",\"enum\":[\"viewer\",\"member\",\"admin\"]}},\"required\":[\"id\",\"name\",\"role\"]}},\"required\":[\"member\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 64
    const-string v1, "household.admin"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 65
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->UPDATE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 66
    sget-object v1, Lcom/clawseed/sdk/provider/ToolRisk;->HIGH:Lcom/clawseed/sdk/provider/ToolRisk;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 67
    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 68
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 86
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 69
    const-string v15, "remove_member"

    const/16 v16, 0x0

    .line 87
    new-instance v2, Lnet/pantrybox/app/core/ToolSpec;

    invoke-direct {v2, v15}, Lnet/pantrybox/app/core/ToolSpec;-><init>(Ljava/lang/String;)V

    move-object/from16 v17, v2

    move-object/from16 v18, v17

    const/16 v21, 0x4

    move-object/from16 v20, v14

    const/16 v19, 0x0

    .line 70
    const-string v1, "Remove a member"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->title:Ljava/lang/String;

    .line 71
    const-string v1, "Removes a member and their linked apps from the household after the user confirms in Pantrybox."

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->description:Ljava/lang/String;

    .line 72
    const-string v1, "{\"type\":\"object\",\"properties\":{\"member_id\":{\"type\":\"string\",\"maxLength\":32}},\"required\":[\"member_id\"],\"additionalProperties\":false}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->input:Ljava/lang/String;

    .line 73
    const-string v1, "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"boolean\"}},\"required\":[\"removed\"]}"

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->output:Ljava/lang/String;

    .line 74
    const-string v1, "household.admin"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->scopes:Ljava/util/List;

    .line 75
    sget-object v1, Lcom/clawseed/sdk/provider/ToolEffect;->DELETE:Lcom/clawseed/sdk/provider/ToolEffect;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->effect:Lcom/clawseed/sdk/provider/ToolEffect;

    .line 76
    sget-object v1, Lcom/clawseed/sdk/provider/ToolRisk;->MODERATE:Lcom/clawseed/sdk/provider/ToolRisk;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->risk:Lcom/clawseed/sdk/provider/ToolRisk;

    .line 77
    const/4 v1, 0x1

    move-object/from16 v0, v18

    iput-boolean v1, v0, Lnet/pantrybox/app/core/ToolSpec;->destructive:Z

    .line 78
    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-object/from16 v0, v18

    iput-object v1, v0, Lnet/pantrybox/app/core/ToolSpec;->confirmation:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    .line 79
    sget-object v22, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 87
    move-object/from16 v2, v17

    invoke-virtual {v2}, Lnet/pantrybox/app/core/ToolSpec;->build()Lcom/clawseed/sdk/provider/CetpProviderTool;

    move-result-object v2

    aput-object v2, v20, v21

    .line 33
    invoke-static {v14}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lnet/pantrybox/app/household/HouseholdTools;->ALL:Ljava/util/List;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
