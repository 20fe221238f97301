.class public final Lcom/larderly/pantry/ShoppingProvider;
.super Lcom/larderly/pantry/ToolEndpoint;
.source "ShoppingProvider.kt"


# instance fields
.field private final confirmScreen$delegate:Lkotlin/Lazy;

.field private final description:Ljava/lang/String;

.field private final gate$delegate:Lkotlin/Lazy;

.field private final outcomes:Lcom/larderly/pantry/OutcomeStore;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final tools:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 8

    .line 15
    invoke-direct {p0}, Lcom/larderly/pantry/ToolEndpoint;-><init>()V

    .line 16
    const-string v0, "com.larderly.pantry.shopping"

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->providerId:Ljava/lang/String;

    .line 17
    const-string v0, "The household shopping lists"

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->description:Ljava/lang/String;

    .line 18
    const-string v0, "shopping-12"

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->revision:Ljava/lang/String;

    .line 19
    new-instance v0, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->gate$delegate:Lkotlin/Lazy;

    .line 20
    new-instance v0, Lcom/larderly/pantry/RecentOutcomes;

    invoke-direct {v0}, Lcom/larderly/pantry/RecentOutcomes;-><init>()V

    check-cast v0, Lcom/larderly/pantry/OutcomeStore;

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->outcomes:Lcom/larderly/pantry/OutcomeStore;

    .line 21
    new-instance v0, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->confirmScreen$delegate:Lkotlin/Lazy;

    .line 24
    const/4 v0, 0x2

    new-array v6, v0, [Lorg/json/JSONObject;

    const-string v2, "shopping.read"

    const-string v3, "read"

    const-string v4, "personal"

    const-string v5, "See the shopping lists"

    invoke-static {v2, v3, v4, v5}, Lcom/larderly/pantry/ToolDslKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 25
    const-string v2, "shopping.write"

    const-string v3, "write"

    const-string v4, "personal"

    const-string v5, "Edit and clear the shopping lists"

    invoke-static {v2, v3, v4, v5}, Lcom/larderly/pantry/ToolDslKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 23
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->scopes:Ljava/util/List;

    .line 37
    new-instance v0, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda2;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-static {v0}, Lcom/larderly/pantry/ToolDslKt;->toolSet(Lkotlin/jvm/functions/Function1;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->tools:Ljava/util/Map;

    .line 15
    return-void
.end method

.method private final addToList(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 17

    .line 102
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "list"

    const/4 v10, 0x0

    .line 144
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 102
    if-eqz v0, :cond_4

    move-object v9, v0

    move-object v10, v9

    .line 145
    const/4 v11, 0x0

    .line 102
    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v12

    const/4 v0, 0x1

    if-gt v0, v12, :cond_2

    const/16 v1, 0x29

    if-ge v12, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v9

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    :cond_4
    const-string v0, "list must be 1 to 40 characters."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    :cond_5
    move-object v6, v0

    .line 103
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "name"

    const/4 v11, 0x0

    .line 146
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_6

    const/4 v0, 0x0

    :cond_6
    check-cast v0, Ljava/lang/String;

    .line 103
    if-eqz v0, :cond_a

    move-object v10, v0

    move-object v11, v10

    .line 145
    const/4 v12, 0x0

    .line 103
    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v13

    const/4 v0, 0x1

    if-gt v0, v13, :cond_8

    const/16 v1, 0x51

    if-ge v13, v1, :cond_7

    const/4 v0, 0x1

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    goto :goto_2

    :cond_8
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_9

    move-object v0, v10

    goto :goto_3

    :cond_9
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_b

    :cond_a
    const-string v0, "name must be 1 to 80 characters."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    :cond_b
    move-object v7, v0

    .line 104
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v10

    const-string v11, "qty"

    const/4 v12, 0x0

    .line 147
    invoke-virtual {v10, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Number;

    if-nez v1, :cond_c

    const/4 v0, 0x0

    :cond_c
    check-cast v0, Ljava/lang/Number;

    .line 104
    if-eqz v0, :cond_10

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v12

    move-object v0, v12

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v13

    .line 145
    const/4 v14, 0x0

    .line 104
    const/4 v0, 0x1

    if-gt v0, v13, :cond_e

    const/16 v1, 0x64

    if-ge v13, v1, :cond_d

    const/4 v0, 0x1

    goto :goto_4

    :cond_d
    const/4 v0, 0x0

    goto :goto_4

    :cond_e
    const/4 v0, 0x0

    :goto_4
    if-eqz v0, :cond_f

    move-object v0, v12

    goto :goto_5

    :cond_f
    const/4 v0, 0x0

    :goto_5
    if-eqz v0, :cond_10

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_6

    :cond_10
    const/4 v0, 0x1

    :goto_6
    move v8, v0

    .line 105
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v4

    invoke-virtual {v4, v6, v7, v8}, Lcom/larderly/pantry/PantryDao;->addToList(Ljava/lang/String;Ljava/lang/String;I)J

    move-result-wide v4

    const-string v3, "entry_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method private final checkOff(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 12

    .line 109
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v7

    const-string v8, "entry"

    const/4 v9, 0x0

    .line 148
    invoke-virtual {v7, v8}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Number;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/Number;

    .line 109
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_1
    const-string v0, "entry is required."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    :goto_0
    move-wide v5, v0

    .line 110
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v4

    invoke-virtual {v4, v5, v6}, Lcom/larderly/pantry/PantryDao;->checkOff(J)I

    move-result v4

    const-string v3, "updated"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method private final clearList(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 10

    .line 114
    new-instance v6, Lcom/larderly/pantry/ClearArgs;

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->argMap()Ljava/util/Map;

    move-result-object v2

    invoke-direct {v6, v2}, Lcom/larderly/pantry/ClearArgs;-><init>(Ljava/util/Map;)V

    .line 115
    invoke-virtual {v6}, Lcom/larderly/pantry/ClearArgs;->getPreview()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v4

    invoke-virtual {v6}, Lcom/larderly/pantry/ClearArgs;->getList()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Lcom/larderly/pantry/PantryDao;->countList(Ljava/lang/String;)I

    move-result v4

    const-string v3, "would_remove"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0

    .line 116
    :cond_0
    invoke-virtual {p0, p1}, Lcom/larderly/pantry/ShoppingProvider;->confirmation(Lcom/larderly/pantry/ToolCall;)Ljava/lang/Boolean;

    move-result-object v7

    .line 117
    if-nez v7, :cond_1

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v2

    invoke-virtual {v6}, Lcom/larderly/pantry/ClearArgs;->getList()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/larderly/pantry/PantryDao;->countList(Ljava/lang/String;)I

    move-result v2

    invoke-virtual {v6}, Lcom/larderly/pantry/ClearArgs;->getList()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete all "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " entries of the list "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/larderly/pantry/ShoppingProvider;->askUser(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    .line 118
    :cond_1
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "USER_CANCELLED"

    const-string v2, "Clearing the list was not approved."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0

    .line 119
    :cond_2
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 116
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 121
    :cond_3
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v4

    invoke-virtual {v6}, Lcom/larderly/pantry/ClearArgs;->getList()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Lcom/larderly/pantry/PantryDao;->clearList(Ljava/lang/String;)I

    move-result v4

    const-string v3, "removed"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public static final confirmScreen_delegate$lambda$0(Lcom/larderly/pantry/ShoppingProvider;)Landroid/content/Intent;
    .registers 4

    .line 21
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.larderly.pantry.action.CONFIRM_TOOL"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    return-object v0
.end method

.method public static final gate_delegate$lambda$0(Lcom/larderly/pantry/ShoppingProvider;)Lcom/larderly/pantry/SolePackageGate;
    .registers 3

    .line 19
    new-instance v0, Lcom/larderly/pantry/SolePackageGate;

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v1}, Lcom/larderly/pantry/SolePackageGate;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final listShopping(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 16

    .line 96
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "list"

    const/4 v10, 0x0

    .line 135
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 96
    if-nez v0, :cond_1

    const-string v0, "groceries"

    :cond_1
    move-object v6, v0

    .line 97
    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v8

    const/4 v9, 0x0

    .line 136
    invoke-virtual {v8}, Lcom/larderly/pantry/PantryDao;->getHelper()Lcom/larderly/pantry/PantryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v10

    .line 137
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 139
    :try_start_0
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v11, v10

    const/4 v12, 0x0

    .line 97
    sget-object v0, Lcom/larderly/pantry/PantryDao;->Companion:Lcom/larderly/pantry/PantryDao$Companion;

    const/4 v3, 0x1

    new-array v13, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v6, v13, v4

    const-string v2, "list = ? AND done = 0"

    invoke-virtual {v0, v11, v2, v13}, Lcom/larderly/pantry/PantryDao$Companion;->shoppingIn(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v11

    .line 140
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 141
    move-object v12, v11
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 143
    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 141
    move-object v0, v12

    goto :goto_0

    .line 143
    :catchall_0
    move-exception v12

    invoke-virtual {v10}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v12

    .line 97
    :goto_0
    move-object v7, v0

    .line 98
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    move-object v5, v7

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "entries"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method private final shareList(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 13

    .line 125
    sget-object v0, Lcom/larderly/pantry/ToolEndpoint;->Companion:Lcom/larderly/pantry/ToolEndpoint$Companion;

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolEndpoint$Companion;->getEXPORTS()Landroid/net/Uri;

    move-result-object v0

    invoke-virtual {v0}, Landroid/net/Uri;->buildUpon()Landroid/net/Uri$Builder;

    move-result-object v0

    const-string v1, "lists.json"

    invoke-virtual {v0, v1}, Landroid/net/Uri$Builder;->appendPath(Ljava/lang/String;)Landroid/net/Uri$Builder;

    move-result-object v0

    invoke-virtual {v0}, Landroid/net/Uri$Builder;->build()Landroid/net/Uri;

    move-result-object v5

    .line 126
    const/4 v6, 0x0

    .line 149
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 151
    :try_start_0
    const/4 v9, 0x0

    .line 127
    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v5, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V

    .line 128
    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getCaller-xhUrru8()I

    move-result v2

    const-string v3, "shopping"

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/pantry/PantryDao;->logShare(Ljava/lang/String;ILjava/lang/String;)V

    .line 129
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 153
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 151
    goto :goto_0

    .line 153
    :catchall_0
    move-exception v9

    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v9

    .line 130
    :goto_0
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v5}, Landroid/net/Uri;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "uri"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public static final tools$lambda$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolSetBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$toolSet"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    new-instance v2, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda8;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda8;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    const-string v1, "list_shopping"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 46
    new-instance v2, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda9;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda9;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    const-string v1, "add_to_list"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 58
    new-instance v2, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda10;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda10;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    const-string v1, "check_off"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 69
    new-instance v2, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda11;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda11;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    const-string v1, "clear_list"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 82
    new-instance v2, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda12;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda12;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    const-string v1, "share_list"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 93
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    const-string v1, "Show a shopping list"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 40
    const-string v1, "Shows the open entries of one shopping list."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 41
    const-string v1, "shopping.read"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 42
    const-string v1, "list"

    const-string v2, "string"

    const/4 v3, 0x0

    const-string v4, "List name, groceries by default"

    invoke-virtual {p1, v1, v2, v3, v4}, Lcom/larderly/pantry/ToolBuilder;->param(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    .line 43
    const/4 v1, 0x1

    new-array v5, v1, [Lkotlin/Pair;

    const-string v3, "entries"

    const-string v4, "array"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v5, v2

    invoke-virtual {p1, v5}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 44
    new-instance v1, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda3;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 45
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$0$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 44
    invoke-direct {p0, p1}, Lcom/larderly/pantry/ShoppingProvider;->listShopping(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$1(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    const-string v1, "Add to a shopping list"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 48
    const-string v1, "Adds an entry to a shopping list."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 49
    sget-object v1, Lcom/larderly/pantry/Effect;->CREATE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 50
    sget-object v1, Lcom/larderly/pantry/Confirmation;->PROVIDER_POLICY:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 51
    const-string v1, "shopping.write"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 52
    move-object v0, p1

    const-string v1, "list"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 53
    move-object v0, p1

    const-string v1, "name"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 54
    move-object v0, p1

    const-string v1, "qty"

    const-string v2, "integer"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 55
    const/4 v1, 0x1

    new-array v7, v1, [Lkotlin/Pair;

    const-string v3, "entry_id"

    const-string v4, "integer"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    invoke-virtual {p1, v7}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 56
    new-instance v1, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda4;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 57
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$1$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-direct {p0, p1}, Lcom/larderly/pantry/ShoppingProvider;->addToList(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$2(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    const-string v1, "Check off an entry"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 60
    const-string v1, "Marks a shopping list entry as bought."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 61
    sget-object v1, Lcom/larderly/pantry/Effect;->UPDATE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 62
    const/4 v1, 0x1

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setIdempotent(Z)V

    .line 63
    sget-object v1, Lcom/larderly/pantry/Confirmation;->PROVIDER_POLICY:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 64
    const-string v1, "shopping.write"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 65
    move-object v0, p1

    const-string v1, "entry"

    const-string v2, "integer"

    const/4 v3, 0x0

    const-string v4, "entry_id from list_shopping"

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 66
    const/4 v1, 0x1

    new-array v7, v1, [Lkotlin/Pair;

    const-string v3, "updated"

    const-string v4, "integer"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    invoke-virtual {p1, v7}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 67
    new-instance v1, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda5;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 68
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$2$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    invoke-direct {p0, p1}, Lcom/larderly/pantry/ShoppingProvider;->checkOff(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$3(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    const-string v1, "Clear a shopping list"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 71
    const-string v1, "Deletes every entry of a shopping list, or previews how many would go."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 72
    sget-object v1, Lcom/larderly/pantry/Effect;->DELETE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 73
    sget-object v1, Lcom/larderly/pantry/Risk;->MODERATE:Lcom/larderly/pantry/Risk;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setRisk(Lcom/larderly/pantry/Risk;)V

    .line 74
    const/4 v1, 0x1

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDestructive(Z)V

    .line 75
    sget-object v1, Lcom/larderly/pantry/Confirmation;->ALWAYS:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 76
    const-string v1, "shopping.write"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 77
    move-object v0, p1

    const-string v1, "list"

    const-string v2, "string"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0xc

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 78
    const-string v1, "preview"

    const-string v2, "boolean"

    const/4 v3, 0x0

    const-string v4, "Only count the entries"

    invoke-virtual {p1, v1, v2, v3, v4}, Lcom/larderly/pantry/ToolBuilder;->param(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    .line 79
    const/4 v1, 0x2

    new-array v7, v1, [Lkotlin/Pair;

    const-string v3, "removed"

    const-string v4, "integer"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    const-string v3, "would_remove"

    const-string v4, "integer"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v7, v2

    invoke-virtual {p1, v7}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 80
    new-instance v1, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda6;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 81
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$3$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 80
    invoke-direct {p0, p1}, Lcom/larderly/pantry/ShoppingProvider;->clearList(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$4(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 83
    const-string v1, "Share the shopping lists"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 84
    const-string v1, "Lets the calling app read the exported shopping lists."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 85
    sget-object v1, Lcom/larderly/pantry/Effect;->CREATE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 86
    sget-object v1, Lcom/larderly/pantry/Risk;->MODERATE:Lcom/larderly/pantry/Risk;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setRisk(Lcom/larderly/pantry/Risk;)V

    .line 87
    sget-object v1, Lcom/larderly/pantry/Confirmation;->PROVIDER_POLICY:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 88
    const-string v1, "shopping.read"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 89
    const-string v1, "shopping.write"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 90
    const/4 v1, 0x1

    new-array v5, v1, [Lkotlin/Pair;

    const-string v3, "uri"

    const-string v4, "string"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v5, v2

    invoke-virtual {p1, v5}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 91
    new-instance v1, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/ShoppingProvider$$ExternalSyntheticLambda7;-><init>(Lcom/larderly/pantry/ShoppingProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 92
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$4$0(Lcom/larderly/pantry/ShoppingProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 91
    invoke-direct {p0, p1}, Lcom/larderly/pantry/ShoppingProvider;->shareList(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public getConfirmScreen()Landroid/content/Intent;
    .registers 4

    .line 21
    iget-object v2, p0, Lcom/larderly/pantry/ShoppingProvider;->confirmScreen$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Landroid/content/Intent;

    return-object v0
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method public getGate()Lcom/larderly/pantry/CallerGate;
    .registers 3

    .line 19
    iget-object v1, p0, Lcom/larderly/pantry/ShoppingProvider;->gate$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/CallerGate;

    return-object v0
.end method

.method public getOutcomes()Lcom/larderly/pantry/OutcomeStore;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->outcomes:Lcom/larderly/pantry/OutcomeStore;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTools()Ljava/util/Map;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/larderly/pantry/ShoppingProvider;->tools:Ljava/util/Map;

    return-object v0
.end method

.method protected grantedScopes(Lcom/larderly/pantry/ToolCall;)Ljava/util/Set;
    .registers 8

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "calling_package"

    const/4 v5, 0x0

    .line 134
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 33
    if-nez v0, :cond_1

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v0

    :cond_1
    move-object v2, v0

    .line 34
    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    invoke-virtual {v0, v2}, Lcom/larderly/pantry/PantryDao;->scopesFor(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method protected session-_BQgNYE(Landroid/os/Bundle;I)Lcom/larderly/pantry/Session;
    .registers 6

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    sget-object v0, Lcom/larderly/pantry/SessionBook;->INSTANCE:Lcom/larderly/pantry/SessionBook;

    invoke-virtual {p0}, Lcom/larderly/pantry/ShoppingProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p2, v2}, Lcom/larderly/pantry/SessionBook;->latest-LsT-nGs(ILjava/lang/String;)Lcom/larderly/pantry/Session;

    move-result-object v0

    return-object v0
.end method
