.class public final Lnet/pantrybox/app/pantry/PantryToolProvider;
.super Lcom/clawseed/sdk/provider/CetpV2ContentProvider;
.source "PantryToolProvider.kt"


# static fields
.field public static final Companion:Lnet/pantrybox/app/pantry/PantryToolProvider$Companion;

.field public static final ITEMS_URI:Landroid/net/Uri;


# instance fields
.field private final audit:Lnet/pantrybox/app/core/AuditTrail;

.field private final handlers:Ljava/util/Map;

.field private final mutationExecutor$delegate:Lkotlin/Lazy;

.field private final store$delegate:Lkotlin/Lazy;

.field private final worker$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/pantrybox/app/pantry/PantryToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/pantrybox/app/pantry/PantryToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/pantrybox/app/pantry/PantryToolProvider;->Companion:Lnet/pantrybox/app/pantry/PantryToolProvider$Companion;

    .line 183
    const-string v0, "content://net.pantrybox.app.data/items"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lnet/pantrybox/app/pantry/PantryToolProvider;->ITEMS_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 6

    .line 37
    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;-><init>()V

    .line 43
    new-instance v0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->mutationExecutor$delegate:Lkotlin/Lazy;

    .line 48
    new-instance v0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda1;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->store$delegate:Lkotlin/Lazy;

    .line 49
    sget-object v0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda2;->INSTANCE:Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda2;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->worker$delegate:Lkotlin/Lazy;

    .line 50
    new-instance v0, Lnet/pantrybox/app/core/AuditTrail;

    const-string v2, "PantryCetp"

    invoke-direct {v0, v2}, Lnet/pantrybox/app/core/AuditTrail;-><init>(Ljava/lang/String;)V

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->audit:Lnet/pantrybox/app/core/AuditTrail;

    .line 53
    const/4 v0, 0x5

    new-array v4, v0, [Lkotlin/Pair;

    new-instance v3, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v3, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    const-string v2, "list_items"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 54
    new-instance v3, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v3, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda4;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    const-string v2, "add_item"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 55
    new-instance v3, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v3, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda5;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    const-string v2, "update_quantity"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v4, v1

    .line 56
    new-instance v3, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v3, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda6;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    const-string v2, "remove_item"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v4, v1

    .line 57
    new-instance v3, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v3, p0}, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda7;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V

    const-string v2, "sync_prices"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v4, v1

    .line 52
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->handlers:Ljava/util/Map;

    .line 37
    return-void
.end method

.method public static final synthetic access$getAudit$p(Lnet/pantrybox/app/pantry/PantryToolProvider;)Lnet/pantrybox/app/core/AuditTrail;
    .registers 2

    .line 37
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->audit:Lnet/pantrybox/app/core/AuditTrail;

    return-object v0
.end method

.method public static final synthetic access$runSync(Lnet/pantrybox/app/pantry/PantryToolProvider;Lnet/pantrybox/app/pantry/PantryOperation;Ljava/util/Map;)V
    .registers 3

    .line 37
    invoke-direct {p0, p1, p2}, Lnet/pantrybox/app/pantry/PantryToolProvider;->runSync(Lnet/pantrybox/app/pantry/PantryOperation;Ljava/util/Map;)V

    return-void
.end method

.method private final addItem(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 26

    .line 107
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "name"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v11

    .line 108
    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_3

    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-gt v0, v1, :cond_3

    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    move-object v12, v0

    const/4 v13, 0x0

    .line 229
    const/4 v14, 0x0

    :goto_1
    invoke-interface {v12}, Ljava/lang/CharSequence;->length()I

    move-result v1

    if-ge v14, v1, :cond_2

    invoke-interface {v12, v14}, Ljava/lang/CharSequence;->charAt(I)C

    move-result v15

    move/from16 v16, v15

    const/16 v17, 0x0

    .line 108
    move/from16 v0, v16

    invoke-static {v0}, Ljava/lang/Character;->isISOControl(C)Z

    move-result v0

    .line 229
    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_2

    :cond_1
    add-int/lit8 v14, v14, 0x1

    goto :goto_1

    .line 230
    :cond_2
    const/4 v0, 0x0

    .line 108
    :goto_2
    if-eqz v0, :cond_4

    :cond_3
    const-string v0, "INVALID_ARGS"

    const-string v1, "name must be 1-64 printable characters."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 109
    :cond_4
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "quantity"

    const/4 v2, -0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v14

    move-object v0, v14

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v15

    .line 215
    const/16 v16, 0x0

    .line 109
    const/4 v0, 0x1

    if-gt v0, v15, :cond_6

    const/16 v1, 0x2711

    if-ge v15, v1, :cond_5

    const/4 v0, 0x1

    goto :goto_3

    :cond_5
    const/4 v0, 0x0

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_7

    move-object v0, v14

    goto :goto_4

    :cond_7
    const/4 v0, 0x0

    :goto_4
    if-eqz v0, :cond_8

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_5

    .line 110
    :cond_8
    const-string v0, "INVALID_ARGS"

    const-string v1, "quantity must be between 1 and 10000."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 109
    :goto_5
    move v12, v0

    .line 111
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "unit"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v15, v0

    const/16 v16, 0x0

    .line 231
    invoke-static {}, Lnet/pantrybox/app/pantry/Measure;->values()[Lnet/pantrybox/app/pantry/Measure;

    move-result-object v17

    const/16 v18, 0x0

    .line 232
    const/16 v19, 0x0

    move-object/from16 v0, v17

    array-length v0, v0

    move/from16 v20, v0

    :goto_6
    move/from16 v0, v19

    move/from16 v1, v20

    if-ge v0, v1, :cond_a

    aget-object v21, v17, v19

    move-object/from16 v0, v21

    check-cast v0, Ljava/lang/Enum;

    move-object/from16 v22, v0

    const/16 v23, 0x0

    .line 231
    move-object/from16 v0, v22

    invoke-virtual {v0}, Ljava/lang/Enum;->name()Ljava/lang/String;

    move-result-object v0

    const/4 v2, 0x1

    invoke-static {v0, v15, v2}, Lkotlin/text/StringsKt;->equals(Ljava/lang/String;Ljava/lang/String;Z)Z

    move-result v0

    .line 232
    if-eqz v0, :cond_9

    move-object/from16 v0, v21

    goto :goto_7

    :cond_9
    add-int/lit8 v19, v19, 0x1

    goto :goto_6

    .line 233
    :cond_a
    const/4 v0, 0x0

    :goto_7
    check-cast v0, Ljava/lang/Enum;

    .line 111
    check-cast v0, Lnet/pantrybox/app/pantry/Measure;

    if-nez v0, :cond_b

    .line 112
    const-string v0, "INVALID_ARGS"

    const-string v1, "unit must be one of pcs, g, kg, ml, l."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 111
    :cond_b
    move-object v13, v0

    .line 113
    new-instance v0, Lnet/pantrybox/app/pantry/PantryItem;

    const/16 v2, 0x8

    invoke-static {v2}, Lnet/pantrybox/app/core/Tokens;->hex(I)Ljava/lang/String;

    move-result-object v1

    move-object v2, v11

    move v3, v12

    move-object v4, v13

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/16 v8, 0x30

    const/4 v9, 0x0

    invoke-direct/range {v0 .. v9}, Lnet/pantrybox/app/pantry/PantryItem;-><init>(Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v14, v0

    .line 114
    const/4 v15, 0x0

    .line 234
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v16

    .line 236
    :try_start_0
    const/16 v18, 0x0

    .line 115
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v8

    move-object v1, v14

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const-wide/16 v6, 0x0

    const/16 v9, 0x1f

    const/4 v10, 0x0

    invoke-static/range {v1 .. v10}, Lnet/pantrybox/app/pantry/PantryItem;->copy$default(Lnet/pantrybox/app/pantry/PantryItem;Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILjava/lang/Object;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v1

    invoke-interface {v0, v1}, Lnet/pantrybox/app/pantry/PantryStore;->put(Lnet/pantrybox/app/pantry/PantryItem;)V

    .line 116
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lnet/pantrybox/app/pantry/PantryToolProvider;->ITEMS_URI:Landroid/net/Uri;

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 117
    sget-object v18, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 238
    move-wide/from16 v0, v16

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 236
    goto :goto_8

    .line 238
    :catchall_0
    move-exception v19

    move-wide/from16 v0, v16

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v19

    .line 118
    :goto_8
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v14}, Lnet/pantrybox/app/pantry/PantryItem;->getId()Ljava/lang/String;

    move-result-object v4

    const-string v3, "item_id"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method private final getStore()Lnet/pantrybox/app/pantry/PantryStore;
    .registers 3

    .line 48
    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->store$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/PantryStore;

    return-object v0
.end method

.method private final getWorker()Ljava/util/concurrent/ExecutorService;
    .registers 4

    .line 49
    iget-object v2, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->worker$delegate:Lkotlin/Lazy;

    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    const-string v1, "getValue(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method public static final handlers$lambda$0(Lnet/pantrybox/app/pantry/PantryToolProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "r"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-direct {p0, p1}, Lnet/pantrybox/app/pantry/PantryToolProvider;->listItems(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$1(Lnet/pantrybox/app/pantry/PantryToolProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "r"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    invoke-direct {p0, p1}, Lnet/pantrybox/app/pantry/PantryToolProvider;->addItem(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$2(Lnet/pantrybox/app/pantry/PantryToolProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "r"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-direct {p0, p1}, Lnet/pantrybox/app/pantry/PantryToolProvider;->updateQuantity(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$3(Lnet/pantrybox/app/pantry/PantryToolProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "r"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-direct {p0, p1}, Lnet/pantrybox/app/pantry/PantryToolProvider;->removeItem(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method public static final handlers$lambda$4(Lnet/pantrybox/app/pantry/PantryToolProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 4

    const-string v1, "r"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-direct {p0, p1}, Lnet/pantrybox/app/pantry/PantryToolProvider;->syncPrices(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method

.method private final listItems(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 18

    .line 98
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "name_contains"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v7

    move-object v8, v7

    .line 215
    const/4 v9, 0x0

    .line 98
    invoke-virtual {v8}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-gt v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v7

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_2

    .line 99
    const-string v0, "INVALID_ARGS"

    const-string v1, "name_contains is too long."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 98
    :cond_2
    move-object v5, v0

    .line 100
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 101
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-interface {v0}, Lnet/pantrybox/app/pantry/PantryStore;->all()Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 224
    move-object v9, v7

    new-instance v10, Ljava/util/ArrayList;

    invoke-direct {v10}, Ljava/util/ArrayList;-><init>()V

    check-cast v10, Ljava/util/Collection;

    const/4 v11, 0x0

    .line 225
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :cond_3
    :goto_2
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v14, v0

    const/4 v15, 0x0

    .line 101
    move-object v0, v5

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_3

    :cond_4
    const/4 v0, 0x0

    :goto_3
    if-nez v0, :cond_5

    invoke-virtual {v14}, Lnet/pantrybox/app/pantry/PantryItem;->getName()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    move-object v1, v5

    check-cast v1, Ljava/lang/CharSequence;

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lkotlin/text/StringsKt;->contains(Ljava/lang/CharSequence;Ljava/lang/CharSequence;Z)Z

    move-result v0

    if-eqz v0, :cond_6

    :cond_5
    const/4 v0, 0x1

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    .line 225
    :goto_4
    if-eqz v0, :cond_3

    invoke-interface {v10, v13}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 226
    :cond_7
    move-object v0, v10

    check-cast v0, Ljava/util/List;

    .line 224
    check-cast v0, Ljava/lang/Iterable;

    move-object v7, v0

    .line 102
    const/4 v8, 0x0

    .line 227
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_5
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_8

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    move-object v0, v10

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v11, v0

    const/4 v12, 0x0

    .line 102
    invoke-virtual {v11}, Lnet/pantrybox/app/pantry/PantryItem;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 227
    goto :goto_5

    .line 103
    :cond_8
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "items"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method public static final mutationExecutor_delegate$lambda$0(Lnet/pantrybox/app/pantry/PantryToolProvider;)Lnet/pantrybox/app/pantry/LedgerExecutor;
    .registers 8

    .line 44
    new-instance v0, Lnet/pantrybox/app/pantry/LedgerExecutor;

    new-instance v2, Lnet/pantrybox/app/pantry/RequestLedger;

    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const-string v6, "getContext(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "pantry.ledger"

    invoke-static {v4, v5}, Lnet/pantrybox/app/core/DelegatesKt;->prefs(Landroid/content/Context;Ljava/lang/String;)Landroid/content/SharedPreferences;

    move-result-object v4

    invoke-direct {v2, v4}, Lnet/pantrybox/app/pantry/RequestLedger;-><init>(Landroid/content/SharedPreferences;)V

    new-instance v3, Lnet/pantrybox/app/pantry/OperationBoard;

    invoke-direct {v3}, Lnet/pantrybox/app/pantry/OperationBoard;-><init>()V

    const-string v1, "net.pantrybox.app"

    invoke-direct {v0, v1, v2, v3}, Lnet/pantrybox/app/pantry/LedgerExecutor;-><init>(Ljava/lang/String;Lnet/pantrybox/app/pantry/RequestLedger;Lnet/pantrybox/app/pantry/OperationBoard;)V

    return-object v0
.end method

.method private final removeItem(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 8

    .line 131
    iget-object v0, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "item_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 132
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-interface {v0, v5}, Lnet/pantrybox/app/pantry/PantryStore;->contains(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v0, "INVALID_ARGS"

    const-string v1, "Unknown item_id."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 133
    :cond_0
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v4

    invoke-interface {v4, v5}, Lnet/pantrybox/app/pantry/PantryStore;->remove(Ljava/lang/String;)Z

    move-result v4

    const-string v3, "removed"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method private final reprice(Lnet/pantrybox/app/pantry/PantryItem;Ljava/util/Map;)Z
    .registers 16

    .line 176
    invoke-virtual {p1}, Lnet/pantrybox/app/pantry/PantryItem;->getName()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v1, v2}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "toLowerCase(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {p2, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    return v0

    :goto_0
    move-wide v11, v0

    .line 177
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-virtual {p1}, Lnet/pantrybox/app/pantry/PantryItem;->getQuantity()I

    move-result v8

    int-to-long v8, v8

    mul-long v6, v11, v8

    move-object v1, p1

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v8, 0x0

    const/16 v9, 0x2f

    const/4 v10, 0x0

    invoke-static/range {v1 .. v10}, Lnet/pantrybox/app/pantry/PantryItem;->copy$default(Lnet/pantrybox/app/pantry/PantryItem;Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILjava/lang/Object;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v1

    invoke-interface {v0, v1}, Lnet/pantrybox/app/pantry/PantryStore;->put(Lnet/pantrybox/app/pantry/PantryItem;)V

    .line 178
    const/4 v0, 0x1

    return v0
.end method

.method private final runSync(Lnet/pantrybox/app/pantry/PantryOperation;Ljava/util/Map;)V
    .registers 11

    .line 155
    :try_start_0
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-interface {v0}, Lnet/pantrybox/app/pantry/PantryStore;->all()Ljava/util/List;

    move-result-object v3

    .line 156
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v1

    iput v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->total:I

    .line 157
    const-string v1, "running"

    iput-object v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    .line 158
    const/4 v4, 0x0

    .line 159
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lnet/pantrybox/app/pantry/PantryItem;

    .line 160
    iget-boolean v0, p1, Lnet/pantrybox/app/pantry/PantryOperation;->cancelRequested:Z

    if-eqz v0, :cond_0

    .line 161
    const-string v1, "cancelled"

    iput-object v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    .line 162
    return-void

    .line 164
    :cond_0
    invoke-direct {p0, v6, p2}, Lnet/pantrybox/app/pantry/PantryToolProvider;->reprice(Lnet/pantrybox/app/pantry/PantryItem;Ljava/util/Map;)Z

    move-result v0

    if-eqz v0, :cond_1

    add-int/lit8 v4, v4, 0x1

    .line 165
    :cond_1
    iget v7, p1, Lnet/pantrybox/app/pantry/PantryOperation;->done:I

    add-int/lit8 v1, v7, 0x1

    iput v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->done:I

    goto :goto_0

    .line 167
    :cond_2
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "repriced"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    iput-object v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->result:Lorg/json/JSONObject;

    .line 168
    const-string v1, "succeeded"

    iput-object v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 169
    :catch_0
    move-exception v3

    .line 170
    move-object v2, v3

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "PantryCetp"

    const-string v1, "price sync failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 171
    const-string v1, "failed"

    iput-object v1, p1, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    .line 173
    :goto_1
    return-void
.end method

.method public static final store_delegate$lambda$0(Lnet/pantrybox/app/pantry/PantryToolProvider;)Lnet/pantrybox/app/pantry/AuditedPantry;
    .registers 6

    .line 48
    new-instance v0, Lnet/pantrybox/app/pantry/AuditedPantry;

    new-instance v1, Lnet/pantrybox/app/pantry/PrefsPantryStore;

    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v4, "getContext(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v3, "pantry"

    invoke-static {v2, v3}, Lnet/pantrybox/app/core/DelegatesKt;->prefs(Landroid/content/Context;Ljava/lang/String;)Landroid/content/SharedPreferences;

    move-result-object v2

    invoke-direct {v1, v2}, Lnet/pantrybox/app/pantry/PrefsPantryStore;-><init>(Landroid/content/SharedPreferences;)V

    check-cast v1, Lnet/pantrybox/app/pantry/PantryStore;

    invoke-direct {v0, v1}, Lnet/pantrybox/app/pantry/AuditedPantry;-><init>(Lnet/pantrybox/app/pantry/PantryStore;)V

    return-object v0
.end method

.method private final syncPrices(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 16

    .line 137
    sget-object v0, Lnet/pantrybox/app/pantry/PriceTable;->INSTANCE:Lnet/pantrybox/app/pantry/PriceTable;

    iget-object v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "region"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/pantry/PriceTable;->forRegion(Ljava/lang/String;)Ljava/util/Map;

    move-result-object v0

    if-nez v0, :cond_0

    .line 138
    const-string v0, "INVALID_ARGS"

    const-string v1, "region must be north, south, east or west."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 137
    :cond_0
    move-object v5, v0

    .line 139
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpProviderRequest;->getAsyncAllowed()Z

    move-result v0

    if-nez v0, :cond_4

    .line 140
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-interface {v0}, Lnet/pantrybox/app/pantry/PantryStore;->all()Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 239
    instance-of v0, v7, Ljava/util/Collection;

    if-eqz v0, :cond_1

    move-object v0, v7

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    .line 240
    :cond_1
    const/4 v9, 0x0

    .line 241
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :cond_2
    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Lnet/pantrybox/app/pantry/PantryItem;

    move-object v12, v0

    const/4 v13, 0x0

    .line 140
    invoke-direct {p0, v12, v5}, Lnet/pantrybox/app/pantry/PantryToolProvider;->reprice(Lnet/pantrybox/app/pantry/PantryItem;Ljava/util/Map;)Z

    move-result v0

    .line 241
    if-eqz v0, :cond_2

    add-int/lit8 v9, v9, 0x1

    if-gez v9, :cond_2

    invoke-static {}, Lkotlin/collections/CollectionsKt;->throwCountOverflow()V

    goto :goto_0

    .line 242
    :cond_3
    move v0, v9

    .line 140
    :goto_1
    move v6, v0

    .line 141
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "repriced"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0

    .line 143
    :cond_4
    new-instance v6, Lnet/pantrybox/app/pantry/PantryOperation;

    const/16 v2, 0x10

    invoke-static {v2}, Lnet/pantrybox/app/core/Tokens;->hex(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    iget v3, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    iget-object v4, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    invoke-direct {v6, v2, v3, v4}, Lnet/pantrybox/app/pantry/PantryOperation;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    .line 144
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getMutationExecutor()Lnet/pantrybox/app/pantry/LedgerExecutor;

    move-result-object v0

    iget-object v7, v0, Lnet/pantrybox/app/pantry/LedgerExecutor;->board:Lnet/pantrybox/app/pantry/OperationBoard;

    .line 145
    move-object v0, v7

    check-cast v0, Ljava/util/Map;

    iget-object v1, v6, Lnet/pantrybox/app/pantry/PantryOperation;->id:Ljava/lang/String;

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 146
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getWorker()Ljava/util/concurrent/ExecutorService;

    move-result-object v8

    check-cast v8, Ljava/util/concurrent/Executor;

    const/4 v9, 0x0

    .line 243
    new-instance v1, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;

    invoke-direct {v1, p0, v6, v5}, Lnet/pantrybox/app/pantry/PantryToolProvider$syncPrices$$inlined$inBackground$1;-><init>(Lnet/pantrybox/app/pantry/PantryToolProvider;Lnet/pantrybox/app/pantry/PantryOperation;Ljava/util/Map;)V

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v8, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 150
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;

    iget-object v2, v6, Lnet/pantrybox/app/pantry/PantryOperation;->id:Ljava/lang/String;

    const-wide/16 v3, 0x3e8

    invoke-direct {v0, v2, v3, v4}, Lcom/clawseed/sdk/provider/CetpProviderResult$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method private final updateQuantity(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 18

    .line 122
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "item_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Lnet/pantrybox/app/pantry/PantryStore;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "INVALID_ARGS"

    const-string v1, "Unknown item_id."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v10, v0

    .line 123
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v1, "quantity"

    const/4 v2, -0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v14

    .line 215
    const/4 v15, 0x0

    .line 123
    const/4 v0, 0x0

    if-gt v0, v14, :cond_2

    const/16 v1, 0x2711

    if-ge v14, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v13

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_4

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_2

    .line 124
    :cond_4
    const-string v0, "INVALID_ARGS"

    const-string v1, "quantity must be between 0 and 10000."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    .line 123
    :goto_2
    move v11, v0

    .line 125
    move-object v0, v10

    move v3, v11

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    const/16 v8, 0x3b

    const/4 v9, 0x0

    invoke-static/range {v0 .. v9}, Lnet/pantrybox/app/pantry/PantryItem;->copy$default(Lnet/pantrybox/app/pantry/PantryItem;Ljava/lang/String;Ljava/lang/String;ILnet/pantrybox/app/pantry/Measure;JIILjava/lang/Object;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v12

    .line 126
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    invoke-interface {v0, v12}, Lnet/pantrybox/app/pantry/PantryStore;->put(Lnet/pantrybox/app/pantry/PantryItem;)V

    .line 127
    new-instance v0, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v12}, Lnet/pantrybox/app/pantry/PantryItem;->toJson()Lorg/json/JSONObject;

    move-result-object v4

    const-string v3, "item"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/clawseed/sdk/provider/CetpProviderResult$Inline;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method public static final worker_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 49
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;
    .registers 32

    move-object/from16 v0, p1

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v12

    .line 62
    new-instance v13, Lnet/pantrybox/app/pantry/PantryCaller;

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v3, p1

    iget v3, v3, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    invoke-direct {v13, v12, v3}, Lnet/pantrybox/app/pantry/PantryCaller;-><init>(Landroid/content/pm/PackageManager;I)V

    .line 63
    invoke-virtual {v13}, Lnet/pantrybox/app/pantry/PantryCaller;->getPackageName()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object/from16 v17, v0

    move-object/from16 v18, v17

    .line 215
    const/16 v19, 0x0

    .line 63
    sget-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->INSTANCE:Lnet/pantrybox/app/pantry/TrustedAssistants;

    move-object/from16 v1, v18

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/pantry/TrustedAssistants;->contains(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v17

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 64
    :cond_1
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This app is not linked to Pantrybox."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 63
    :cond_2
    move-object v14, v0

    .line 65
    sget-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->INSTANCE:Lnet/pantrybox/app/pantry/TrustedAssistants;

    invoke-virtual {v0, v14}, Lnet/pantrybox/app/pantry/TrustedAssistants;->pinFor(Ljava/lang/String;)[B

    move-result-object v15

    .line 66
    if-eqz v15, :cond_3

    invoke-static {v12, v14, v15}, Lnet/pantrybox/app/core/PackagesKt;->hasPinnedSigner(Landroid/content/pm/PackageManager;Ljava/lang/String;[B)Z

    move-result v0

    if-nez v0, :cond_4

    .line 67
    :cond_3
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This app is not linked to Pantrybox."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 69
    :cond_4
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getScopes()Ljava/util/List;

    move-result-object v17

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 216
    move-object/from16 v19, v17

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v20, v0

    const/16 v21, 0x0

    .line 217
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v22

    :cond_5
    :goto_1
    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_6

    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v23

    move-object/from16 v0, v23

    check-cast v0, Ljava/lang/String;

    move-object/from16 v24, v0

    const/16 v25, 0x0

    .line 69
    sget-object v0, Lnet/pantrybox/app/pantry/TrustedAssistants;->INSTANCE:Lnet/pantrybox/app/pantry/TrustedAssistants;

    invoke-virtual {v0, v14}, Lnet/pantrybox/app/pantry/TrustedAssistants;->scopesFor(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    move-object/from16 v1, v24

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 217
    if-nez v0, :cond_5

    move-object/from16 v0, v20

    move-object/from16 v1, v23

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 218
    :cond_6
    move-object/from16 v0, v20

    check-cast v0, Ljava/util/List;

    .line 69
    move-object/from16 v16, v0

    .line 70
    move-object/from16 v0, v16

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_7

    const/4 v0, 0x1

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_8

    .line 71
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    move-object/from16 v3, v16

    check-cast v3, Ljava/lang/Iterable;

    const-string v4, ","

    check-cast v4, Ljava/lang/CharSequence;

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/16 v10, 0x3e

    const/4 v11, 0x0

    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Missing scope: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "PERMISSION_DENIED"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 73
    :cond_8
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getConfirmation()Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    move-result-object v0

    sget-object v1, Lcom/clawseed/sdk/provider/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/sdk/provider/ConfirmationPolicy;

    if-eq v0, v1, :cond_9

    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 74
    :cond_9
    move-object/from16 v0, p1

    iget-object v0, v0, Lcom/clawseed/sdk/provider/CetpProviderRequest;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_a

    .line 75
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    move-object/from16 v1, p1

    const-string v2, "net.pantrybox.app"

    invoke-virtual {v0, v1, v2}, Lnet/pantrybox/app/core/ConfirmationDesk;->redeem(Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;

    move-result-object v0

    sget-object v1, Lnet/pantrybox/app/pantry/PantryToolProvider$WhenMappings;->$EnumSwitchMapping$0:[I

    move-object v2, v1

    move-object v1, v0

    move-object v0, v2

    invoke-virtual {v1}, Lnet/pantrybox/app/core/ConfirmationDesk$Verdict;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_3

    .line 76
    :pswitch_0
    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_4

    .line 77
    :pswitch_1
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "USER_CANCELLED"

    const-string v3, "The user declined."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_4

    .line 78
    :pswitch_2
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "The resume token is not valid for this call."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_4

    .line 75
    :goto_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_4
    return-object v0

    .line 81
    :cond_a
    move-object/from16 v0, p0

    invoke-direct {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getStore()Lnet/pantrybox/app/pantry/PantryStore;

    move-result-object v0

    move-object/from16 v1, p1

    iget-object v1, v1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->args:Lorg/json/JSONObject;

    const-string v2, "item_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v3, "optString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Lnet/pantrybox/app/pantry/PantryStore;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    if-nez v0, :cond_b

    .line 82
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "INVALID_ARGS"

    const-string v3, "Unknown item_id."

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 81
    :cond_b
    move-object/from16 v17, v0

    .line 83
    sget-object v0, Lnet/pantrybox/app/core/ConfirmationDesk;->INSTANCE:Lnet/pantrybox/app/core/ConfirmationDesk;

    .line 84
    move-object/from16 v3, v17

    invoke-virtual {v3}, Lnet/pantrybox/app/pantry/PantryItem;->getName()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, v17

    invoke-virtual {v4}, Lnet/pantrybox/app/pantry/PantryItem;->getQuantity()I

    move-result v4

    move-object/from16 v5, v17

    invoke-virtual {v5}, Lnet/pantrybox/app/pantry/PantryItem;->getMeasure()Lnet/pantrybox/app/pantry/Measure;

    move-result-object v5

    invoke-virtual {v5}, Lnet/pantrybox/app/pantry/Measure;->name()Ljava/lang/String;

    move-result-object v5

    sget-object v6, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v5, v6}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v5

    const-string v7, "toLowerCase(...)"

    invoke-static {v5, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Remove \""

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, "\" ("

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v7, " "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, ") from your pantry. This cannot be undone."

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    .line 83
    move-object/from16 v1, p1

    const-string v2, "net.pantrybox.app"

    invoke-virtual {v0, v1, v2, v3}, Lnet/pantrybox/app/core/ConfirmationDesk;->park(Lcom/clawseed/sdk/provider/CetpProviderRequest;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/ConfirmationDesk$Parked;

    move-result-object v18

    .line 85
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v2, "getContext(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v20, v0

    move-object/from16 v0, v18

    iget-object v0, v0, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->ticket:Ljava/lang/String;

    move-object/from16 v21, v0

    .line 86
    const/high16 v22, 0xc000000

    .line 85
    const/16 v23, 0x0

    .line 219
    new-instance v0, Landroid/content/Intent;

    move-object/from16 v2, v20

    const-class v3, Lnet/pantrybox/app/ui/ConfirmActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    move-object/from16 v24, v0

    move-object/from16 v25, v24

    const/16 v26, 0x0

    .line 220
    move-object/from16 v0, v25

    const-string v1, "net.pantrybox.app.extra.TICKET"

    move-object/from16 v2, v21

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 221
    move-object/from16 v27, v25

    const/16 v28, 0x0

    .line 87
    move-object/from16 v0, v27

    const-string v1, "net.pantrybox.app.extra.SOURCE"

    const-string v2, "pantry"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 219
    move-object/from16 v29, v24

    .line 223
    move-object/from16 v1, v21

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    move-object/from16 v0, v20

    move-object/from16 v2, v29

    move/from16 v3, v22

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 85
    move-object/from16 v19, v0

    .line 89
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;

    move-object/from16 v5, v18

    iget-object v5, v5, Lnet/pantrybox/app/core/ConfirmationDesk$Parked;->resumeToken:Ljava/lang/String;

    const-string v2, "USER_ACTION_REQUIRED"

    const-string v3, "Confirm the removal in Pantrybox."

    move-object/from16 v4, v19

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public executeTool(Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;
    .registers 11

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 93
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->handlers:Ljava/util/Map;

    iget-object v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lkotlin/jvm/functions/Function1;

    if-nez v0, :cond_0

    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "No such tool."

    invoke-static {v0, v1}, Lnet/pantrybox/app/core/ToolsKt;->failure(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v5, v0

    .line 94
    invoke-interface {v5, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    move-object v0, v6

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-object v7, v0

    .line 215
    const/4 v8, 0x0

    .line 94
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->audit:Lnet/pantrybox/app/core/AuditTrail;

    iget v1, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->callerUid:I

    iget-object v2, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->tool:Lcom/clawseed/sdk/provider/CetpProviderTool;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpProviderTool;->getName()Ljava/lang/String;

    move-result-object v2

    iget-object v3, p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;->requestId:Ljava/lang/String;

    const-string v4, "done"

    invoke-virtual {v0, v1, v2, v3, v4}, Lnet/pantrybox/app/core/AuditTrail;->invoke(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object v0, v6

    check-cast v0, Lcom/clawseed/sdk/provider/CetpProviderResult;

    return-object v0
.end method

.method public bridge synthetic getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;
    .registers 2

    .line 37
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getMutationExecutor()Lnet/pantrybox/app/pantry/LedgerExecutor;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    return-object v0
.end method

.method public getMutationExecutor()Lnet/pantrybox/app/pantry/LedgerExecutor;
    .registers 3

    .line 43
    iget-object v1, p0, Lnet/pantrybox/app/pantry/PantryToolProvider;->mutationExecutor$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/LedgerExecutor;

    return-object v0
.end method

.method public getOfferedCapabilities()Ljava/util/Set;
    .registers 2

    .line 41
    sget-object v0, Lnet/pantrybox/app/pantry/PantryTools;->CAPABILITIES:Ljava/util/Set;

    return-object v0
.end method

.method public getOperations()Lcom/clawseed/sdk/provider/CetpOperations;
    .registers 2

    .line 46
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->getMutationExecutor()Lnet/pantrybox/app/pantry/LedgerExecutor;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/CetpOperations;

    return-object v0
.end method

.method public getProvider()Lcom/clawseed/sdk/provider/CetpProviderDescriptor;
    .registers 2

    .line 38
    sget-object v0, Lnet/pantrybox/app/pantry/PantryTools;->DESCRIPTOR:Lcom/clawseed/sdk/provider/CetpProviderDescriptor;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 39
    sget-object v0, Lnet/pantrybox/app/pantry/PantryTools;->ALL:Ljava/util/List;

    return-object v0
.end method

.method public getToolsRevision()Ljava/lang/String;
    .registers 2

    .line 40
    const-string v0, "pantry-7"

    return-object v0
.end method
