.class public final Lapp/larder/pantry/PantryToolProvider;
.super Lapp/larder/core/ToolHost;
.source "PantryToolProvider.kt"


# static fields
.field public static final Companion:Lapp/larder/pantry/PantryToolProvider$Companion;

.field public static final TAG:Ljava/lang/String; = "LarderPantry"


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
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/pantry/PantryToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/pantry/PantryToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/pantry/PantryToolProvider;->Companion:Lapp/larder/pantry/PantryToolProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 10

    .line 23
    invoke-direct {p0}, Lapp/larder/core/ToolHost;-><init>()V

    .line 24
    const-string v0, "app.larder"

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->providerId:Ljava/lang/String;

    .line 25
    const-string v0, "Larder Pantry"

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->providerName:Ljava/lang/String;

    .line 26
    const-string v0, "Keep track of pantry items and their expiry dates"

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->description:Ljava/lang/String;

    .line 27
    const-string v0, "pantry-7"

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->revision:Ljava/lang/String;

    .line 31
    const/4 v0, 0x2

    new-array v8, v0, [Lapp/larder/core/Scope;

    new-instance v2, Lapp/larder/core/Scope;

    const-string v3, "pantry.read"

    const-string v4, "See your pantry"

    const-string v5, "List pantry items and expiry dates"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 32
    new-instance v2, Lapp/larder/core/Scope;

    const-string v3, "pantry.write"

    const-string v4, "Change your pantry"

    const-string v5, "Add, restock and remove pantry items"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/larder/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 30
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->scopes:Ljava/util/List;

    .line 35
    invoke-static {}, Lapp/larder/pantry/PantryCatalogKt;->pantryTools()Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->tools:Ljava/util/List;

    .line 37
    new-instance v0, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda0;-><init>(Lapp/larder/pantry/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->handlers$delegate:Lkotlin/Lazy;

    .line 47
    sget-object v0, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->ledger$delegate:Lkotlin/Lazy;

    .line 23
    return-void
.end method

.method public static final synthetic access$purge(Lapp/larder/pantry/PantryToolProvider;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 3

    .line 23
    invoke-direct {p0, p1}, Lapp/larder/pantry/PantryToolProvider;->purge(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers_delegate$lambda$0(Lapp/larder/pantry/PantryToolProvider;)Ljava/util/Map;
    .registers 6

    .line 39
    const/4 v0, 0x5

    new-array v4, v0, [Lkotlin/Pair;

    sget-object v3, Lapp/larder/pantry/PantryToolProvider$handlers$2$1;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$handlers$2$1;

    const-string v2, "list_items"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 40
    sget-object v3, Lapp/larder/pantry/PantryToolProvider$handlers$2$2;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$handlers$2$2;

    const-string v2, "find_expiring"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 41
    sget-object v3, Lapp/larder/pantry/PantryToolProvider$handlers$2$3;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$handlers$2$3;

    const-string v2, "add_item"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v4, v1

    .line 42
    sget-object v3, Lapp/larder/pantry/PantryToolProvider$handlers$2$4;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$handlers$2$4;

    const-string v2, "restock_from_list"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v4, v1

    .line 43
    new-instance v3, Lapp/larder/pantry/PantryToolProvider$handlers$2$5;

    invoke-direct {v3, p0}, Lapp/larder/pantry/PantryToolProvider$handlers$2$5;-><init>(Lapp/larder/pantry/PantryToolProvider;)V

    const-string v2, "purge_expired"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v4, v1

    .line 38
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    .line 44
    return-object v0
.end method

.method public static final ledger_delegate$lambda$0()Lapp/larder/pantry/JournalLedger;
    .registers 2

    .line 47
    new-instance v0, Lapp/larder/pantry/JournalLedger;

    sget-object v1, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v1}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lapp/larder/pantry/JournalLedger;-><init>(Lapp/larder/core/LarderDb;)V

    return-object v0
.end method

.method private final purge(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 22

    .line 73
    move-object/from16 v0, p1

    invoke-static {v0}, Lapp/larder/pantry/PantryToolsKt;->beforeDay(Lapp/larder/core/ToolCall;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lapp/larder/pantry/PantryToolsKt;->expiredBefore(J)Ljava/util/List;

    move-result-object v5

    .line 74
    invoke-interface {v5}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    :cond_0
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 75
    invoke-interface {v5}, Ljava/util/List;->size()I

    move-result v3

    const-string v2, "id"

    invoke-static {v2, v3}, Lapp/larder/core/LarderDbKt;->placeholders(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    move-object v3, v5

    check-cast v3, Ljava/lang/Iterable;

    move-object v7, v3

    move-object/from16 v18, v2

    const-string v17, "items"

    move-object/from16 v16, v0

    const/4 v8, 0x0

    .line 85
    move-object v9, v7

    new-instance v10, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v7, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v10, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v10, Ljava/util/Collection;

    const/4 v11, 0x0

    .line 86
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    .line 87
    move-object v1, v13

    check-cast v1, Lapp/larder/pantry/Item;

    move-object v14, v1

    move-object/from16 v19, v10

    const/4 v15, 0x0

    .line 75
    invoke-virtual {v14}, Lapp/larder/pantry/Item;->getId()Ljava/lang/String;

    move-result-object v0

    .line 87
    move-object v1, v0

    move-object/from16 v0, v19

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 88
    :cond_1
    move-object v0, v10

    check-cast v0, Ljava/util/List;

    .line 85
    move-object/from16 v19, v0

    move-object/from16 v3, v19

    check-cast v3, Ljava/util/Collection;

    move-object v7, v3

    .line 75
    const/4 v8, 0x0

    .line 89
    move-object v9, v7

    .line 90
    const/4 v4, 0x0

    new-array v4, v4, [Ljava/lang/String;

    invoke-interface {v9, v4}, Ljava/util/Collection;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v3

    check-cast v3, [Ljava/lang/String;

    .line 75
    move-object/from16 v0, v16

    move-object/from16 v1, v17

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    .line 74
    :goto_1
    move v6, v0

    .line 76
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

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

.method public static final summary$lambda$0$0(Lapp/larder/pantry/Item;)Ljava/lang/CharSequence;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    invoke-virtual {p0}, Lapp/larder/pantry/Item;->getName()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    return-object v0
.end method


# virtual methods
.method protected authorize(Lapp/larder/core/ToolCall;Lapp/larder/core/ToolSpec;)Lapp/larder/core/Decision;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getEffect()Ljava/lang/String;

    move-result-object v0

    .line 51
    const-string v1, "read"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lapp/larder/core/Decision$Allow;->INSTANCE:Lapp/larder/core/Decision$Allow;

    check-cast v0, Lapp/larder/core/Decision;

    goto :goto_0

    .line 52
    :cond_0
    sget-object v4, Lapp/larder/core/Decision$Allow;->INSTANCE:Lapp/larder/core/Decision$Allow;

    move-object v5, v4

    .line 84
    const/4 v6, 0x0

    .line 52
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "pantry "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " for a linked session"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LarderPantry"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    move-object v0, v4

    check-cast v0, Lapp/larder/core/Decision;

    .line 53
    :goto_0
    return-object v0
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method public getHandlers()Ljava/util/Map;
    .registers 3

    .line 37
    iget-object v1, p0, Lapp/larder/pantry/PantryToolProvider;->handlers$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method public getLedger()Lapp/larder/core/MutationLedger;
    .registers 3

    .line 47
    iget-object v1, p0, Lapp/larder/pantry/PantryToolProvider;->ledger$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/core/MutationLedger;

    return-object v0
.end method

.method public getOptional()Ljava/util/Set;
    .registers 5

    .line 28
    const/4 v0, 0x2

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderName()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/larder/pantry/PantryToolProvider;->tools:Ljava/util/List;

    return-object v0
.end method

.method protected operation(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Lapp/larder/core/Reply;
    .registers 9

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extras"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    const-string v3, "operation_id"

    invoke-virtual {p4, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {p1, p2, p3, v2}, Lapp/larder/pantry/PantryOpsKt;->operationReply(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method protected resolution(Lapp/larder/core/ToolSpec;Lapp/larder/core/Parked;)Landroid/app/PendingIntent;
    .registers 10

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "parked"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-virtual {p0}, Lapp/larder/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

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

    .line 57
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x17

    if-lt v0, v1, :cond_1

    const/high16 v0, 0xc000000

    goto :goto_0

    .line 58
    :cond_1
    const/high16 v0, 0x8000000

    .line 57
    :goto_0
    move v5, v0

    .line 59
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
    .registers 15

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "spec"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 63
    const-string v1, "purge_expired"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {p1}, Lapp/larder/pantry/PantryToolsKt;->beforeDay(Lapp/larder/core/ToolCall;)J

    move-result-wide v0

    invoke-static {v0, v1}, Lapp/larder/pantry/PantryToolsKt;->expiredBefore(J)Ljava/util/List;

    move-result-object v10

    const/4 v11, 0x0

    .line 64
    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v0

    move-object v1, v10

    check-cast v1, Ljava/lang/Iterable;

    sget-object v7, Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;->INSTANCE:Lapp/larder/pantry/PantryToolProvider$$ExternalSyntheticLambda2;

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    const/16 v8, 0x17

    const/4 v9, 0x0

    invoke-static/range {v1 .. v9}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Permanently remove "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v3, " expired items: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 63
    goto :goto_0

    .line 66
    :cond_0
    invoke-virtual {p2}, Lapp/larder/core/ToolSpec;->getTitle()Ljava/lang/String;

    move-result-object v0

    .line 67
    :goto_0
    return-object v0
.end method
