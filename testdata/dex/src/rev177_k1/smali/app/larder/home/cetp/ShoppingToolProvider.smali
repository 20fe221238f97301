.class public final Lapp/larder/home/cetp/ShoppingToolProvider;
.super Lapp/larder/home/cetp/ToolProviderBase;
.source "ShoppingToolProvider.kt"


# static fields
.field private static final Companion:Lapp/larder/home/cetp/ShoppingToolProvider$Companion;

.field private static final FILE_NAME:Lkotlin/text/Regex;

.field public static final INTERRUPTED:Ljava/lang/String; = "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"Larder restarted before the snapshot was written.\",\"retryable\":true}"

.field public static final REVISION:Ljava/lang/String; = "shopping-5"


# instance fields
.field private final callerStore:Lapp/larder/home/arch/StateStore;

.field private files:Lapp/larder/home/data/SharedFileDao;

.field private grants:Lapp/larder/home/cetp/Grants;

.field private ledger:Lapp/larder/home/cetp/RequestLedger;

.field private final providerId:Ljava/lang/String;

.field private queue:Lapp/larder/home/work/WorkQueue;

.field private final sessions:Lapp/larder/home/cetp/Sessions;

.field private shopping:Lapp/larder/home/data/ShoppingDao;

.field private works:Lapp/larder/home/data/WorkDao;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/cetp/ShoppingToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/cetp/ShoppingToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/cetp/ShoppingToolProvider;->Companion:Lapp/larder/home/cetp/ShoppingToolProvider$Companion;

    .line 198
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[0-9a-f]{32}\\.json"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/larder/home/cetp/ShoppingToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>()V
    .registers 8

    .line 30
    invoke-direct {p0}, Lapp/larder/home/cetp/ToolProviderBase;-><init>()V

    .line 31
    const-string v0, "app.larder.home.shopping"

    iput-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->providerId:Ljava/lang/String;

    .line 32
    new-instance v0, Lapp/larder/home/cetp/Sessions;

    const/4 v3, 0x2

    new-array v6, v3, [Ljava/lang/String;

    const-string v5, "async_operations"

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v5, "cancellation"

    const/4 v4, 0x1

    aput-object v5, v6, v4

    invoke-static {v6}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v1, "app.larder.home.shopping"

    const-string v2, "Larder Shopping"

    invoke-direct {v0, v1, v2, v3}, Lapp/larder/home/cetp/Sessions;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V

    iput-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->sessions:Lapp/larder/home/cetp/Sessions;

    .line 33
    new-instance v0, Lapp/larder/home/arch/StateStore;

    sget-object v1, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, v1}, Lapp/larder/home/arch/StateStore;-><init>(Lkotlin/jvm/functions/Function1;)V

    iput-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->callerStore:Lapp/larder/home/arch/StateStore;

    .line 30
    return-void
.end method

.method public static final synthetic access$getFILE_NAME$cp()Lkotlin/text/Regex;
    .registers 1

    .line 30
    sget-object v0, Lapp/larder/home/cetp/ShoppingToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    return-object v0
.end method

.method private final callerPackage(I)Ljava/lang/String;
    .registers 7

    .line 70
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->callerStore:Lapp/larder/home/arch/StateStore;

    const-string v1, "callers"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lapp/larder/home/arch/StateStore;->get$default(Lapp/larder/home/arch/StateStore;Ljava/lang/String;Ljava/util/Map;ILjava/lang/Object;)Lapp/larder/home/arch/StateHolder;

    move-result-object v0

    check-cast v0, Lapp/larder/home/cetp/CallerState;

    invoke-virtual {v0}, Lapp/larder/home/cetp/CallerState;->getSavedState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "package:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0, p1}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;-><init>(Lapp/larder/home/cetp/ShoppingToolProvider;I)V

    invoke-virtual {v0, v1, v2}, Lapp/larder/home/arch/SavedStateHandle;->remember(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "remember(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/String;

    .line 73
    return-object v0
.end method

.method public static final callerPackage$lambda$0(Lapp/larder/home/cetp/ShoppingToolProvider;I)Ljava/lang/String;
    .registers 5

    .line 71
    invoke-virtual {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 72
    if-eqz v2, :cond_0

    array-length v0, v2

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v1, 0x0

    aget-object v0, v2, v1

    goto :goto_0

    :cond_0
    const-string v0, ""

    :goto_0
    return-object v0
.end method

.method public static final callerStore$lambda$0(Lapp/larder/home/arch/SavedStateHandle;)Lapp/larder/home/cetp/CallerState;
    .registers 3

    const-string v1, "handle"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v0, Lapp/larder/home/cetp/CallerState;

    invoke-direct {v0, p0}, Lapp/larder/home/cetp/CallerState;-><init>(Lapp/larder/home/arch/SavedStateHandle;)V

    return-object v0
.end method

.method private final clearList(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 20

    .line 121
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 122
    :cond_0
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v12

    .line 123
    if-nez v12, :cond_2

    .line 124
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    if-nez v0, :cond_1

    const-string v0, "shopping"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    move-object/from16 v1, p4

    invoke-interface {v0, v1}, Lapp/larder/home/data/ShoppingDao;->count(Ljava/lang/String;)J

    move-result-wide v13

    .line 125
    new-instance v4, Lapp/larder/home/ui/ConfirmRequest;

    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getCLEAR_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v7

    invoke-virtual {v7}, Lapp/larder/home/cetp/ToolDescriptor;->getTitle()Ljava/lang/String;

    move-result-object v7

    move-object/from16 v8, p4

    new-instance v10, Ljava/lang/StringBuilder;

    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V

    const-string v11, "List \""

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v11, "\" with "

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10, v13, v14}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v11, " entries"

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    const/4 v6, 0x0

    const-string v9, "Every entry of the list is removed; this cannot be undone."

    invoke-direct {v4, v6, v7, v8, v9}, Lapp/larder/home/ui/ConfirmRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, p3

    invoke-direct {p0, v1, v2, v3, v4}, Lapp/larder/home/cetp/ShoppingToolProvider;->park(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lapp/larder/home/ui/ConfirmRequest;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 128
    :cond_2
    sget-object v0, Lapp/larder/home/cetp/Confirmations;->INSTANCE:Lapp/larder/home/cetp/Confirmations;

    move-object/from16 v2, p1

    invoke-virtual {v2}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v2

    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getCLEAR_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object v1, v12

    move-object/from16 v5, p2

    move-object/from16 v6, p3

    const-string v3, "app.larder.home.shopping"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/Confirmations;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/home/cetp/Pending;

    move-result-object v0

    if-nez v0, :cond_3

    .line 129
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$BadResume;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$BadResume;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 128
    :cond_3
    move-object v13, v0

    .line 130
    invoke-virtual {v13}, Lapp/larder/home/cetp/Pending;->getState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    const-string v1, "approved"

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/SavedStateHandle;->get(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Declined;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Declined;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 131
    :cond_4
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_5

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_5
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getCLEAR_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v7, p4

    new-instance v6, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v6, p0, v7}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/lang/String;)V

    move-object/from16 v3, p2

    move-object/from16 v5, p3

    const-string v2, "app.larder.home.shopping"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final clearList$lambda$0(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 5

    .line 132
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    const-string v1, "removed"

    if-nez v2, :cond_0

    const-string v2, "shopping"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    invoke-interface {v2, p1}, Lapp/larder/home/data/ShoppingDao;->clear(Ljava/lang/String;)I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final executeTool$lambda$0(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/lang/String;Ljava/lang/String;I)Lorg/json/JSONObject;
    .registers 12

    .line 96
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    const-string v1, "id"

    if-nez v2, :cond_0

    const-string v2, "shopping"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    move-object v3, p1

    move-object v4, p2

    move v5, p3

    invoke-interface/range {v2 .. v7}, Lapp/larder/home/data/ShoppingDao;->add(Ljava/lang/String;Ljava/lang/String;IJ)J

    move-result-wide v2

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final executeTool$lambda$1(Lapp/larder/home/cetp/ShoppingToolProvider;JZ)Lorg/json/JSONObject;
    .registers 7

    .line 104
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    const-string v1, "updated"

    if-nez v2, :cond_0

    const-string v2, "shopping"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    invoke-interface {v2, p1, p2, p3}, Lapp/larder/home/data/ShoppingDao;->setChecked(JZ)I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final park(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lapp/larder/home/ui/ConfirmRequest;)Ljava/lang/Void;
    .registers 19

    .line 138
    new-instance v9, Lkotlin/jvm/internal/Ref$ObjectRef;

    invoke-direct {v9}, Lkotlin/jvm/internal/Ref$ObjectRef;-><init>()V

    .line 139
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->INSTANCE:Lapp/larder/home/arch/ResultRegistry;

    new-instance v1, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, v9}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda5;-><init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/ResultRegistry;->register(Lapp/larder/home/arch/ResultCallback;)I

    move-result v10

    .line 140
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "rt-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v3, "-"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v11

    .line 141
    sget-object v1, Lapp/larder/home/cetp/Confirmations;->INSTANCE:Lapp/larder/home/cetp/Confirmations;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v3

    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getCLEAR_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v5

    invoke-virtual {v5}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v5

    move-object v2, v11

    move-object/from16 v6, p2

    move-object/from16 v7, p3

    const-string v4, "app.larder.home.shopping"

    invoke-virtual/range {v1 .. v7}, Lapp/larder/home/cetp/Confirmations;->park(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/home/cetp/Pending;

    move-result-object v1

    iput-object v1, v9, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    .line 142
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lapp/larder/home/ui/ConfirmActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    move-object/from16 v2, p4

    move v3, v10

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/16 v7, 0xe

    const/4 v8, 0x0

    invoke-static/range {v2 .. v8}, Lapp/larder/home/ui/ConfirmRequest;->copy$default(Lapp/larder/home/ui/ConfirmRequest;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/home/ui/ConfirmRequest;

    move-result-object v2

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "app.larder.home.extra.CONFIRM_REQUEST"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;

    move-result-object v12

    .line 143
    invoke-virtual {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/high16 v3, 0xc000000

    invoke-static {v0, v10, v12, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v13

    .line 144
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;

    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v2, v13, v11}, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0
.end method

.method public static final park$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;I)V
    .registers 6

    .line 139
    iget-object v0, p0, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    if-nez v0, :cond_0

    const-string v0, "pending"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lkotlin/jvm/internal/Ref$ObjectRef;->element:Ljava/lang/Object;

    check-cast v0, Lapp/larder/home/cetp/Pending;

    :goto_0
    invoke-virtual {v0}, Lapp/larder/home/cetp/Pending;->getState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    const/4 v3, -0x1

    const-string v1, "approved"

    if-ne p1, v3, :cond_1

    const/4 v2, 0x1

    goto :goto_1

    :cond_1
    const/4 v2, 0x0

    :goto_1
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/larder/home/arch/SavedStateHandle;->set(Ljava/lang/String;Ljava/lang/Object;)V

    return-void
.end method

.method private final share(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLapp/larder/home/cetp/Session;)Landroid/os/Bundle;
    .registers 21

    .line 148
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 149
    :cond_0
    move-object/from16 v0, p6

    invoke-virtual {v0}, Lapp/larder/home/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v8

    .line 150
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "list"

    move-object/from16 v2, p4

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "include_checked"

    move/from16 v2, p5

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v9

    .line 151
    const/16 v0, 0x10

    invoke-static {v0}, Lapp/larder/home/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, ".json"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v10

    .line 152
    invoke-direct {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->shareDir()Ljava/io/File;

    move-result-object v11

    .line 153
    new-instance v0, Lapp/larder/home/work/WorkRequest;

    const/16 v2, 0x10

    invoke-static {v2}, Lapp/larder/home/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v4

    invoke-static {v9}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    new-instance v7, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v7, p0, v11, v10}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda6;-><init>(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/io/File;Ljava/lang/String;)V

    move-object v1, v2

    move v3, v4

    move-object/from16 v4, p2

    move-object v5, v9

    move-object v6, v7

    const-string v2, "app.larder.home.shopping"

    invoke-direct/range {v0 .. v6}, Lapp/larder/home/work/WorkRequest;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lorg/json/JSONObject;Lkotlin/jvm/functions/Function1;)V

    move-object v12, v0

    .line 156
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_1

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getSHARE_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    new-instance v6, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v6, v8, p0, v12}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda7;-><init>(ZLapp/larder/home/cetp/ShoppingToolProvider;Lapp/larder/home/work/WorkRequest;)V

    move-object/from16 v3, p2

    move-object/from16 v5, p3

    const-string v2, "app.larder.home.shopping"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v13

    .line 166
    sget-object v0, Lapp/larder/home/cetp/Audit;->INSTANCE:Lapp/larder/home/cetp/Audit;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getSHARE_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v3

    invoke-virtual {v3}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p2

    const-string v2, "app.larder.home.shopping"

    if-eqz v8, :cond_2

    const-string v5, "accepted"

    goto :goto_0

    :cond_2
    const-string v5, "done"

    :goto_0
    invoke-virtual/range {v0 .. v5}, Lapp/larder/home/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 167
    const-string v1, "operation_id"

    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v0, p2

    invoke-static {v0, v13}, Lapp/larder/home/cetp/ProtocolKt;->acceptedBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    :cond_3
    invoke-static {v13}, Lapp/larder/home/cetp/ProtocolKt;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_1
    return-object v0
.end method

.method public static final share$lambda$0(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/io/File;Ljava/lang/String;Lapp/larder/home/work/WorkParams;)Lapp/larder/home/work/Worker;
    .registers 12

    const-string v1, "params"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 154
    new-instance v0, Lapp/larder/home/work/ShareListWorker;

    iget-object v3, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    move-object v2, p3

    if-nez v3, :cond_0

    const-string v3, "shopping"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_0
    iget-object v4, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->files:Lapp/larder/home/data/SharedFileDao;

    if-nez v4, :cond_1

    const-string v4, "files"

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v4, 0x0

    :cond_1
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, p1

    move-object v7, p2

    const-string v5, "app.larder.home.shopping"

    const-string v6, "app.larder.home.tools.shopping"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/work/ShareListWorker;-><init>(Lapp/larder/home/work/WorkParams;Lapp/larder/home/data/ShoppingDao;Lapp/larder/home/data/SharedFileDao;Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/home/work/Worker;

    return-object v0
.end method

.method public static final share$lambda$1(ZLapp/larder/home/cetp/ShoppingToolProvider;Lapp/larder/home/work/WorkRequest;)Lorg/json/JSONObject;
    .registers 11

    .line 157
    if-eqz p0, :cond_1

    .line 158
    iget-object v0, p1, Lapp/larder/home/cetp/ShoppingToolProvider;->queue:Lapp/larder/home/work/WorkQueue;

    if-nez v0, :cond_0

    const-string v0, "queue"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p2}, Lapp/larder/home/work/WorkQueue;->enqueue(Lapp/larder/home/work/WorkRequest;)V

    .line 159
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p2}, Lapp/larder/home/work/WorkRequest;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "poll_after_ms"

    const/16 v2, 0x5dc

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v7

    .line 157
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v0, v7

    goto :goto_0

    .line 161
    :cond_1
    invoke-virtual {p2}, Lapp/larder/home/work/WorkRequest;->getFactory()Lkotlin/jvm/functions/Function1;

    move-result-object v0

    new-instance v1, Lapp/larder/home/work/WorkParams;

    invoke-virtual {p2}, Lapp/larder/home/work/WorkRequest;->getId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p2}, Lapp/larder/home/work/WorkRequest;->getOwnerUid()I

    move-result v4

    invoke-virtual {p2}, Lapp/larder/home/work/WorkRequest;->getInput()Lorg/json/JSONObject;

    move-result-object v5

    iget-object v6, p1, Lapp/larder/home/cetp/ShoppingToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v6, :cond_2

    const-string v6, "works"

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v6, 0x0

    :cond_2
    invoke-direct {v1, v3, v4, v5, v6}, Lapp/larder/home/work/WorkParams;-><init>(Ljava/lang/String;ILorg/json/JSONObject;Lapp/larder/home/data/WorkDao;)V

    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/work/Worker;

    invoke-virtual {v0}, Lapp/larder/home/work/Worker;->doWork()Lapp/larder/home/work/WorkResult;

    move-result-object v7

    .line 162
    instance-of v0, v7, Lapp/larder/home/work/WorkResult$Success;

    if-nez v0, :cond_3

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Unavailable;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Unavailable;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 163
    :cond_3
    move-object v0, v7

    check-cast v0, Lapp/larder/home/work/WorkResult$Success;

    invoke-virtual {v0}, Lapp/larder/home/work/WorkResult$Success;->getValue()Lorg/json/JSONObject;

    move-result-object v0

    .line 164
    :goto_0
    return-object v0
.end method

.method private final shareDir()Ljava/io/File;
    .registers 4

    .line 193
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "shared"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method protected authorize(Lapp/larder/home/cetp/ToolCall;)Lapp/larder/home/cetp/Decision;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getMethod()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "negotiate"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_2
    const-string v1, "get_provider_info"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_3
    const-string v1, "cancel_operation"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_4
    const-string v1, "get_operation"

    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    .line 55
    :cond_0
    sget-object v0, Lapp/larder/home/cetp/Decision$Allow;->INSTANCE:Lapp/larder/home/cetp/Decision$Allow;

    check-cast v0, Lapp/larder/home/cetp/Decision;

    goto :goto_1

    .line 56
    :cond_1
    sget-object v0, Lapp/larder/home/cetp/Decision$Allow;->INSTANCE:Lapp/larder/home/cetp/Decision$Allow;

    check-cast v0, Lapp/larder/home/cetp/Decision;

    goto :goto_1

    .line 58
    :goto_0
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getMethod()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "shopping "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "LarderTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 59
    sget-object v0, Lapp/larder/home/cetp/Decision$Allow;->INSTANCE:Lapp/larder/home/cetp/Decision$Allow;

    check-cast v0, Lapp/larder/home/cetp/Decision;

    .line 61
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_4
        -0x4221f982 -> :sswitch_0
        -0xa1e06ed -> :sswitch_2
        0x2a3a6efa -> :sswitch_1
        0x7571ade2 -> :sswitch_3
    .end sparse-switch
.end method

.method protected executeTool(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;)Landroid/os/Bundle;
    .registers 26

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "requestId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "session"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 76
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lapp/larder/home/cetp/ShoppingToolProvider;->callerPackage(I)Ljava/lang/String;

    move-result-object v11

    .line 77
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
    if-eqz v0, :cond_1

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/home/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "This app cannot use Larder\'s shopping tools."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_1
    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getSHOPPING_TOOLS()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/cetp/ToolDescriptor;

    if-nez v0, :cond_2

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/larder/home/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "No such tool."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_2
    move-object v12, v0

    .line 80
    :try_start_0
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/larder/home/cetp/ProtocolKt;->decodeArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_3

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    const-string v4, "args"

    invoke-direct {v2, v4}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    :cond_3
    move-object v13, v0

    .line 81
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/ShoppingToolProvider;->grants:Lapp/larder/home/cetp/Grants;

    if-nez v0, :cond_4

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_4
    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v11, v2}, Lapp/larder/home/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v14

    .line 82
    move-object v0, v14

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x1

    goto :goto_1

    :cond_5
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_6

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$NotGranted;

    invoke-direct {v2, v14}, Lapp/larder/home/cetp/ToolFailure$NotGranted;-><init>(Ljava/util/List;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 83
    :cond_6
    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getCLEAR_LIST()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    move-object v0, v13

    const-string v1, "list"

    const/16 v2, 0x28

    if-ne v12, v4, :cond_7

    const/4 v3, 0x1

    goto :goto_2

    :cond_7
    const/4 v3, 0x0

    :goto_2
    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_8

    const-string v0, "groceries"

    :cond_8
    move-object v15, v0

    .line 84
    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getAnnotations()Lapp/larder/home/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/home/cetp/Annotations;->getMutating()Z

    move-result v0

    if-nez v0, :cond_b

    .line 85
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object/from16 v16, v0

    .line 86
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    if-nez v0, :cond_9

    const-string v0, "shopping"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_9
    const-string v3, "include_checked"

    const/4 v4, 0x0

    invoke-virtual {v13, v3, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    invoke-interface {v0, v15, v2}, Lapp/larder/home/data/ShoppingDao;->entries(Ljava/lang/String;Z)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v17

    :goto_3
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_a

    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v18

    check-cast v18, Lapp/larder/home/data/ShoppingEntry;

    move-object/from16 v1, v18

    invoke-virtual {v1}, Lapp/larder/home/data/ShoppingEntry;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, v16

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_3

    .line 87
    :cond_a
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "entries"

    move-object/from16 v3, v16

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v1}, Lapp/larder/home/cetp/ProtocolKt;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 89
    :cond_b
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/larder/home/cetp/ProtocolKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v16

    .line 90
    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v18

    move-object/from16 v0, v18

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_4

    :sswitch_0
    move-object/from16 v0, v18

    const-string v1, "add_to_list"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto/16 :goto_4

    :sswitch_1
    move-object/from16 v0, v18

    const-string v1, "check_off"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_f

    goto/16 :goto_4

    :sswitch_2
    move-object/from16 v0, v18

    const-string v1, "clear_list"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_12

    goto/16 :goto_4

    .line 92
    :cond_c
    move-object v0, v13

    const-string v1, "name"

    const/16 v2, 0x50

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/home/cetp/ProtocolKt;->text$default(Lorg/json/JSONObject;Ljava/lang/String;IZILjava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v19, v0

    .line 93
    const-wide/16 v6, 0x1

    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v6

    move-object v0, v13

    const-string v1, "quantity"

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0x63

    invoke-static/range {v0 .. v6}, Lapp/larder/home/cetp/ProtocolKt;->whole(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;)J

    move-result-wide v0

    long-to-int v0, v0

    move/from16 v20, v0

    .line 94
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_d

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 95
    :cond_d
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/ShoppingToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_e

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_e
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v6, p0

    move-object/from16 v8, v19

    move/from16 v9, v20

    new-instance v10, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v10, v6, v15, v8, v9}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda2;-><init>(Lapp/larder/home/cetp/ShoppingToolProvider;Ljava/lang/String;Ljava/lang/String;I)V

    move-object v6, v10

    move-object/from16 v3, p2

    move-object/from16 v5, v16

    const-string v2, "app.larder.home.shopping"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_5

    .line 100
    :cond_f
    move-object v0, v13

    const-string v1, "id"

    const-wide/16 v2, 0x1

    const-wide v4, 0x7fffffffffffffffL

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/larder/home/cetp/ProtocolKt;->whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J

    move-result-wide v19

    .line 101
    const-string v1, "checked"

    const/4 v2, 0x1

    invoke-virtual {v13, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v21

    .line 102
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_10

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 103
    :cond_10
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/ShoppingToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_11

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_11
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v6, p0

    move-wide/from16 v7, v19

    move/from16 v9, v21

    new-instance v10, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v10, v6, v7, v8, v9}, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/larder/home/cetp/ShoppingToolProvider;JZ)V

    move-object v6, v10

    move-object/from16 v3, p2

    move-object/from16 v5, v16

    const-string v2, "app.larder.home.shopping"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_5

    .line 107
    :cond_12
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, v16

    invoke-direct {v0, v1, v2, v3, v15}, Lapp/larder/home/cetp/ShoppingToolProvider;->clearList(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_5

    .line 108
    :goto_4
    const-string v6, "include_checked"

    const/4 v7, 0x0

    invoke-virtual {v13, v6, v7}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v5

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v3, v16

    move-object v4, v15

    move-object/from16 v6, p3

    invoke-direct/range {v0 .. v6}, Lapp/larder/home/cetp/ShoppingToolProvider;->share(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLapp/larder/home/cetp/Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :goto_5
    move-object/from16 v17, v0

    .line 110
    sget-object v0, Lapp/larder/home/cetp/Audit;->INSTANCE:Lapp/larder/home/cetp/Audit;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p2

    const-string v2, "app.larder.home.shopping"

    const-string v5, "done"

    invoke-virtual/range {v0 .. v5}, Lapp/larder/home/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 111
    move-object/from16 v1, v17

    invoke-static {v1}, Lapp/larder/home/cetp/ProtocolKt;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    move-object/from16 v0, p2

    invoke-static {v0, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
    :try_end_0
    .catch Lapp/larder/home/cetp/ToolException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    .line 112
    :catch_0
    move-exception v14

    .line 113
    invoke-virtual {v14}, Lapp/larder/home/cetp/ToolException;->getFailure()Lapp/larder/home/cetp/ToolFailure;

    move-result-object v0

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lapp/larder/home/cetp/FailuresKt;->toBundle(Lapp/larder/home/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 114
    :catch_1
    move-exception v14

    .line 115
    invoke-virtual {v12}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "shopping tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v14

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "LarderTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 116
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/larder/home/cetp/ErrorCode;

    move-object/from16 v0, p2

    const-string v2, "The shopping tool could not finish."

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x2bb164b0 -> :sswitch_2
        0x9cd1e44 -> :sswitch_0
        0x17c6fdb8 -> :sswitch_1
    .end sparse-switch
.end method

.method protected getProviderId()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method protected getSessions()Lapp/larder/home/cetp/Sessions;
    .registers 2

    .line 32
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->sessions:Lapp/larder/home/cetp/Sessions;

    return-object v0
.end method

.method protected listTools(Lapp/larder/home/cetp/ToolCall;Lapp/larder/home/cetp/Session;)Lorg/json/JSONObject;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 67
    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getSHOPPING_TOOLS()Ljava/util/Map;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v1

    invoke-virtual {p2}, Lapp/larder/home/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v2

    const-string v3, "async_operations"

    invoke-interface {v2, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    const-string v0, "shopping-5"

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/Collection;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 42
    new-instance v6, Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v4, "getContext(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v6, v2}, Lapp/larder/home/data/LarderDatabase;-><init>(Landroid/content/Context;)V

    .line 43
    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->shoppingDao()Lapp/larder/home/data/ShoppingDao;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->shopping:Lapp/larder/home/data/ShoppingDao;

    .line 44
    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->workDao()Lapp/larder/home/data/WorkDao;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->works:Lapp/larder/home/data/WorkDao;

    .line 45
    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->sharedFileDao()Lapp/larder/home/data/SharedFileDao;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->files:Lapp/larder/home/data/SharedFileDao;

    .line 46
    new-instance v1, Lapp/larder/home/work/WorkQueue;

    iget-object v3, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->works:Lapp/larder/home/data/WorkDao;

    move-object v0, p0

    if-nez v3, :cond_0

    const-string v3, "works"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_0
    invoke-direct {v1, v3}, Lapp/larder/home/work/WorkQueue;-><init>(Lapp/larder/home/data/WorkDao;)V

    iput-object v1, v0, Lapp/larder/home/cetp/ShoppingToolProvider;->queue:Lapp/larder/home/work/WorkQueue;

    .line 47
    new-instance v1, Lapp/larder/home/cetp/RequestLedger;

    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->requestDao()Lapp/larder/home/data/RequestDao;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/larder/home/cetp/RequestLedger;-><init>(Lapp/larder/home/data/RequestDao;)V

    iput-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    .line 48
    new-instance v1, Lapp/larder/home/cetp/Grants;

    invoke-virtual {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const-string v5, "getContext(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v3}, Lapp/larder/home/cetp/Grants;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->grants:Lapp/larder/home/cetp/Grants;

    .line 49
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v0, :cond_1

    const-string v0, "works"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    const-string v1, "app.larder.home.shopping"

    const-string v2, "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"Larder restarted before the snapshot was written.\",\"retryable\":true}"

    invoke-interface {v0, v1, v2}, Lapp/larder/home/data/WorkDao;->failUnfinished(Ljava/lang/String;Ljava/lang/String;)I

    .line 50
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 10

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 185
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 186
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x2

    if-ne v0, v1, :cond_0

    const/4 v1, 0x0

    invoke-interface {v3, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    const-string v1, "files"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    :cond_0
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such snapshot."

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 187
    :cond_1
    const/4 v1, 0x1

    invoke-interface {v3, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/String;

    .line 188
    sget-object v0, Lapp/larder/home/cetp/ShoppingToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v4

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->files:Lapp/larder/home/data/SharedFileDao;

    if-nez v0, :cond_2

    const-string v0, "files"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    const-string v2, "app.larder.home.shopping"

    invoke-interface {v0, v4, v2}, Lapp/larder/home/data/SharedFileDao;->ownerOf(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v0

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    move-object v5, v0

    .line 189
    if-eqz v5, :cond_4

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    invoke-virtual {v5}, Ljava/lang/Integer;->intValue()I

    move-result v0

    if-eq v0, v6, :cond_5

    :cond_4
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such snapshot."

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 190
    :cond_5
    new-instance v0, Ljava/io/File;

    invoke-direct {p0}, Lapp/larder/home/cetp/ShoppingToolProvider;->shareDir()Ljava/io/File;

    move-result-object v2

    invoke-direct {v0, v2, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected operation(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;Z)Landroid/os/Bundle;
    .registers 12

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 171
    if-eqz p4, :cond_0

    const-string v0, "cancellation"

    goto :goto_0

    :cond_0
    const-string v0, "async_operations"

    :goto_0
    move-object v4, v0

    .line 172
    invoke-virtual {p3}, Lapp/larder/home/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lapp/larder/home/cetp/ToolFailure$NotNegotiated;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$NotNegotiated;

    check-cast v0, Lapp/larder/home/cetp/ToolFailure;

    invoke-static {v0, p2}, Lapp/larder/home/cetp/FailuresKt;->toBundle(Lapp/larder/home/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_1
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 174
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "operation_id is required."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 173
    :cond_2
    move-object v5, v0

    .line 175
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v0, :cond_3

    const-string v0, "works"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-interface {v0, v5}, Lapp/larder/home/data/WorkDao;->byId(Ljava/lang/String;)Lapp/larder/home/data/WorkInfo;

    move-result-object v6

    .line 176
    if-eqz v6, :cond_4

    invoke-virtual {v6}, Lapp/larder/home/data/WorkInfo;->getProvider()Ljava/lang/String;

    move-result-object v0

    const-string v1, "app.larder.home.shopping"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    :cond_4
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "Unknown operation_id."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 177
    :cond_5
    if-nez p4, :cond_6

    invoke-virtual {v6}, Lapp/larder/home/data/WorkInfo;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 178
    :cond_6
    invoke-virtual {v6}, Lapp/larder/home/data/WorkInfo;->getFinished()Z

    move-result v0

    if-eqz v0, :cond_7

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->CONFLICT:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The operation already finished."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 179
    :cond_7
    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v0, :cond_8

    const-string v0, "works"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    invoke-interface {v0, v5}, Lapp/larder/home/data/WorkDao;->requestCancel(Ljava/lang/String;)I

    .line 180
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {p2, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected providerInfo()Lorg/json/JSONObject;
    .registers 5

    .line 64
    invoke-static {}, Lapp/larder/home/cetp/ShoppingToolsKt;->getSHOPPING_SCOPES()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.larder.home.shopping"

    const-string v1, "Larder Shopping"

    const-string v2, "Keep shared shopping lists for your household"

    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
