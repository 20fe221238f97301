.class public final Lapp/larder/shopping/ShoppingToolProvider;
.super Lapp/larder/core/ToolHost;
.source "ShoppingToolProvider.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final handlers$delegate:Lkotlin/Lazy;

.field private final ledger$delegate:Lkotlin/Lazy;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 10

    .line 21
    invoke-direct {p0}, Lapp/larder/core/ToolHost;-><init>()V

    .line 22
    const-string v0, "app.larder.shopping"

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->providerId:Ljava/lang/String;

    .line 23
    const-string v0, "Larder Shopping"

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->providerName:Ljava/lang/String;

    .line 24
    const-string v0, "Read and edit Larder shopping lists"

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->description:Ljava/lang/String;

    .line 25
    const-string v0, "shopping-12"

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->revision:Ljava/lang/String;

    .line 28
    const/4 v0, 0x2

    new-array v8, v0, [Lapp/larder/core/Scope;

    new-instance v2, Lapp/larder/core/Scope;

    const-string v3, "shopping.read"

    const-string v4, "See your shopping lists"

    const-string v5, "Read lists and their entries"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 29
    new-instance v2, Lapp/larder/core/Scope;

    const-string v3, "shopping.write"

    const-string v4, "Edit your shopping lists"

    const-string v5, "Add, check off and clear list entries"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 27
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->scopes:Ljava/util/List;

    .line 32
    invoke-static {}, Lapp/larder/shopping/ShoppingCatalogKt;->shoppingTools()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->tools:Ljava/util/List;

    .line 34
    new-instance v0, Lapp/larder/shopping/ShoppingToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/shopping/ShoppingToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/larder/shopping/ShoppingToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->handlers$delegate:Lkotlin/Lazy;

    .line 44
    sget-object v0, Lapp/larder/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->ledger$delegate:Lkotlin/Lazy;

    .line 21
    return-void
.end method

.method public static final synthetic access$clear(Lapp/larder/shopping/ShoppingToolProvider;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 3

    .line 21
    invoke-direct {p0, p1}, Lapp/larder/shopping/ShoppingToolProvider;->clear(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method private final clear(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 10

    .line 68
    const-string v1, "list_id"

    invoke-static {p1, v1}, Lapp/larder/core/ToolCallKt;->id(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 69
    invoke-static {v5}, Lapp/larder/shopping/ShoppingToolsKt;->requireList(Ljava/lang/String;)Ljava/lang/String;

    .line 70
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v7, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v1, "list_items"

    const-string v2, "list_id = ?"

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v6

    .line 71
    const-string v1, "cleared"

    invoke-static {p1, v1}, Lapp/larder/shopping/ShoppingToolsKt;->audit(Lapp/larder/core/ToolCall;Ljava/lang/String;)V

    .line 72
    invoke-virtual {p1}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "removed"

    invoke-virtual {v1, v2, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers_delegate$lambda$0(Lapp/larder/shopping/ShoppingToolProvider;)Ljava/util/Map;
    .registers 6

    .line 36
    const/4 v0, 0x5

    new-array v4, v0, [Lkotlin/Pair;

    sget-object v3, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$1;->INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$handlers$2$1;

    const-string v2, "list_lists"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 37
    sget-object v3, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$2;->INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$handlers$2$2;

    const-string v2, "get_list"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 38
    sget-object v3, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;->INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$handlers$2$3;

    const-string v2, "add_to_list"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v4, v1

    .line 39
    sget-object v3, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$4;->INSTANCE:Lapp/larder/shopping/ShoppingToolProvider$handlers$2$4;

    const-string v2, "check_off"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v4, v1

    .line 40
    new-instance v3, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$5;

    invoke-direct {v3, p0}, Lapp/larder/shopping/ShoppingToolProvider$handlers$2$5;-><init>(Lapp/larder/shopping/ShoppingToolProvider;)V

    const-string v2, "clear_list"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v4, v1

    .line 35
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    .line 41
    return-object v0
.end method

.method public static final ledger_delegate$lambda$0()Lapp/larder/shopping/MemoryLedger;
    .registers 1

    .line 44
    new-instance v0, Lapp/larder/shopping/MemoryLedger;

    invoke-direct {v0}, Lapp/larder/shopping/MemoryLedger;-><init>()V

    return-object v0
.end method


# virtual methods
.method protected authorize(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Decision;
    .registers 26

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "spec"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getLinks()Lapp/larder/core/LinkedApps;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/core/ToolCall;->getUid()I

    move-result v1

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/core/ToolCall;->getCaller()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/larder/core/LinkedApps;->verified(ILjava/lang/String;)Lapp/larder/core/Link;

    move-result-object v12

    .line 49
    if-eqz v12, :cond_4

    .line 48
    move-object v14, v12

    .line 49
    move-object v15, v14

    .line 76
    const/16 v16, 0x0

    .line 49
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/larder/core/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v17

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 77
    move-object/from16 v0, v17

    instance-of v0, v0, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object/from16 v0, v17

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    .line 78
    :cond_0
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v19

    :cond_1
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v20

    move-object/from16 v0, v20

    check-cast v0, Ljava/lang/String;

    move-object/from16 v21, v0

    const/16 v22, 0x0

    .line 49
    invoke-virtual {v15}, Lapp/larder/core/Link;->getScopes()Ljava/util/Set;

    move-result-object v0

    move-object/from16 v1, v21

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 78
    if-nez v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    .line 79
    :cond_2
    const/4 v0, 0x1

    .line 49
    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v14

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    move-object v13, v0

    .line 50
    if-eqz v13, :cond_4

    move-object/from16 v16, v13

    .line 76
    const/16 v17, 0x0

    .line 50
    sget-object v14, Lapp/larder/core/Decision$Allow;->INSTANCE:Lapp/larder/core/Decision$Allow;

    .line 48
    if-eqz v14, :cond_4

    move-object v0, v14

    check-cast v0, Lapp/larder/core/Decision;

    goto :goto_2

    .line 51
    :cond_4
    new-instance v0, Lapp/larder/core/Decision$Deny;

    move-object/from16 v3, p2

    invoke-virtual {v3}, Lapp/larder/core/ToolSpec;->getScopes()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/16 v10, 0x3f

    const/4 v11, 0x0

    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Grant "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " to this app in Larder"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "PERMISSION_DENIED"

    invoke-direct {v0, v2, v3}, Lapp/larder/core/Decision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/core/Decision;

    :goto_2
    return-object v0
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method public getHandlers()Ljava/util/Map;
    .registers 3

    .line 34
    iget-object v1, p0, Lapp/larder/shopping/ShoppingToolProvider;->handlers$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method public getLedger()Lapp/larder/core/MutationLedger;
    .registers 3

    .line 44
    iget-object v1, p0, Lapp/larder/shopping/ShoppingToolProvider;->ledger$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/MutationLedger;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderName()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 32
    iget-object v0, p0, Lapp/larder/shopping/ShoppingToolProvider;->tools:Ljava/util/List;

    return-object v0
.end method

.method protected resolution(Lapp/larder/core/ToolSpec;Lapp/larder/core/Parked;)Landroid/app/PendingIntent;
    .registers 10

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "parked"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    invoke-virtual {p0}, Lapp/larder/shopping/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v6, "Required value was null."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_0
    move-object v4, v0

    .line 56
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x1f

    const/high16 v0, 0x8000000

    if-lt v1, v2, :cond_1

    const/high16 v1, 0x2000000

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    or-int v5, v0, v1

    .line 57
    invoke-virtual {p2}, Lapp/larder/core/Parked;->getTicket()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    sget-object v2, Lapp/larder/ui/ConfirmActivity;->Companion:Lapp/larder/ui/ConfirmActivity$Companion;

    invoke-virtual {p2}, Lapp/larder/core/Parked;->getTicket()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v4, v3}, Lapp/larder/ui/ConfirmActivity$Companion;->intent(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    invoke-static {v4, v1, v2, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method protected summary(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Ljava/lang/String;
    .registers 9

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 61
    const-string v1, "clear_list"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "list_id"

    invoke-static {p1, v1}, Lapp/larder/core/ToolCallKt;->id(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const/4 v5, 0x0

    .line 62
    invoke-static {v4}, Lapp/larder/shopping/ShoppingToolsKt;->entries(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    invoke-static {v4}, Lapp/larder/shopping/ShoppingToolsKt;->requireList(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Delete all "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v3, " entries of \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 61
    goto :goto_0

    .line 64
    :cond_0
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v0

    .line 65
    :goto_0
    return-object v0
.end method
