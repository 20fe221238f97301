.class public final Lapp/larder/home/cetp/PantryToolProvider;
.super Lapp/larder/home/cetp/ToolProviderBase;
.source "PantryToolProvider.kt"


# static fields
.field private static final Companion:Lapp/larder/home/cetp/PantryToolProvider$Companion;

.field private static final FILE_NAME:Lkotlin/text/Regex;

.field public static final INTERRUPTED:Ljava/lang/String; = "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"Larder restarted before the export finished.\",\"retryable\":true}"

.field public static final REVISION:Ljava/lang/String; = "pantry-7"


# instance fields
.field private final callStates:Lapp/larder/home/arch/StateStore;

.field private final callerStore:Lapp/larder/home/arch/StateStore;

.field private files:Lapp/larder/home/data/SharedFileDao;

.field private grants:Lapp/larder/home/cetp/Grants;

.field private ledger:Lapp/larder/home/cetp/RequestLedger;

.field private pantry:Lapp/larder/home/data/PantryDao;

.field private final providerId:Ljava/lang/String;

.field private queue:Lapp/larder/home/work/WorkQueue;

.field private final sessions:Lapp/larder/home/cetp/Sessions;

.field private works:Lapp/larder/home/data/WorkDao;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/cetp/PantryToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/cetp/PantryToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolProvider;->Companion:Lapp/larder/home/cetp/PantryToolProvider$Companion;

    .line 217
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "[0-9a-f]{32}\\.json"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/larder/home/cetp/PantryToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    return-void
.end method

.method public constructor <init>()V
    .registers 8

    .line 30
    invoke-direct {p0}, Lapp/larder/home/cetp/ToolProviderBase;-><init>()V

    .line 31
    const-string v0, "app.larder.home"

    iput-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->providerId:Ljava/lang/String;

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

    const-string v1, "app.larder.home"

    const-string v2, "Larder Pantry"

    invoke-direct {v0, v1, v2, v3}, Lapp/larder/home/cetp/Sessions;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V

    iput-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->sessions:Lapp/larder/home/cetp/Sessions;

    .line 33
    new-instance v0, Lapp/larder/home/arch/StateStore;

    sget-object v1, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, v1}, Lapp/larder/home/arch/StateStore;-><init>(Lkotlin/jvm/functions/Function1;)V

    iput-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->callerStore:Lapp/larder/home/arch/StateStore;

    .line 34
    new-instance v0, Lapp/larder/home/arch/StateStore;

    sget-object v1, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, v1}, Lapp/larder/home/arch/StateStore;-><init>(Lkotlin/jvm/functions/Function1;)V

    iput-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->callStates:Lapp/larder/home/arch/StateStore;

    .line 30
    return-void
.end method

.method public static final synthetic access$getFILE_NAME$cp()Lkotlin/text/Regex;
    .registers 1

    .line 30
    sget-object v0, Lapp/larder/home/cetp/PantryToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    return-object v0
.end method

.method private final addItem(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 27

    .line 106
    move-object/from16 v0, p4

    const-string v1, "name"

    const/16 v2, 0x50

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/home/cetp/ProtocolKt;->text$default(Lorg/json/JSONObject;Ljava/lang/String;IZILjava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v17, v0

    .line 107
    move-object/from16 v0, p4

    const-string v1, "quantity"

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0x3e7

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/larder/home/cetp/ProtocolKt;->whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J

    move-result-wide v0

    long-to-int v0, v0

    move/from16 v18, v0

    .line 108
    move-object/from16 v0, p4

    const-string v1, "unit"

    const/16 v2, 0x10

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "pcs"

    :cond_0
    move-object/from16 v19, v0

    .line 109
    move-object/from16 v0, p4

    const-string v1, "location"

    const/16 v2, 0x28

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const-string v0, "pantry"

    :cond_1
    move-object/from16 v20, v0

    .line 110
    new-instance v0, Lapp/larder/home/data/PantryItem;

    move-object/from16 v8, p4

    const-string v9, "expires_on_day"

    const-wide/16 v10, 0x0

    const-wide/32 v12, 0x30d40

    const/4 v14, 0x0

    const/16 v15, 0x8

    const/16 v16, 0x0

    invoke-static/range {v8 .. v16}, Lapp/larder/home/cetp/ProtocolKt;->whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J

    move-result-wide v8

    move-object/from16 v3, v17

    move/from16 v4, v18

    move-object/from16 v5, v19

    move-object/from16 v6, v20

    move-wide v7, v8

    const-wide/16 v1, 0x0

    invoke-direct/range {v0 .. v8}, Lapp/larder/home/data/PantryItem;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V

    move-object/from16 v21, v0

    .line 111
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 112
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/PantryToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getADD_ITEM()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v6, p0

    move-object/from16 v7, v21

    new-instance v8, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v8, v6, v7}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda3;-><init>(Lapp/larder/home/cetp/PantryToolProvider;Lapp/larder/home/data/PantryItem;)V

    move-object v6, v8

    move-object/from16 v3, p2

    move-object/from16 v5, p3

    const-string v2, "app.larder.home"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final addItem$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;Lapp/larder/home/data/PantryItem;)Lorg/json/JSONObject;
    .registers 6

    .line 113
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    const-string v1, "id"

    if-nez v2, :cond_0

    const-string v2, "pantry"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    invoke-interface {v2, p1}, Lapp/larder/home/data/PantryDao;->insert(Lapp/larder/home/data/PantryItem;)J

    move-result-wide v2

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final authorize$lambda$0(Landroid/content/pm/PackageManager;Lapp/larder/home/cetp/ToolCall;)Ljava/lang/String;
    .registers 4

    .line 57
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    aget-object v0, v0, v1

    if-nez v0, :cond_1

    :cond_0
    const-string v0, ""

    :cond_1
    return-object v0
.end method

.method public static final callStates$lambda$0(Lapp/larder/home/arch/SavedStateHandle;)Lapp/larder/home/cetp/ToolCallState;
    .registers 3

    const-string v1, "handle"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    new-instance v0, Lapp/larder/home/cetp/ToolCallState;

    invoke-direct {v0, p0}, Lapp/larder/home/cetp/ToolCallState;-><init>(Lapp/larder/home/arch/SavedStateHandle;)V

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

.method private final confirmOrPark(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/ToolDescriptor;Ljava/lang/String;Ljava/lang/String;)V
    .registers 20

    .line 146
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getResumeToken()Ljava/lang/String;

    move-result-object v7

    .line 147
    if-eqz v7, :cond_2

    .line 148
    sget-object v0, Lapp/larder/home/cetp/Confirmations;->INSTANCE:Lapp/larder/home/cetp/Confirmations;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v2

    move-object/from16 v4, p3

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object v1, v7

    move-object/from16 v5, p2

    move-object/from16 v6, p4

    const-string v3, "app.larder.home"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/Confirmations;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/home/cetp/Pending;

    move-result-object v0

    if-nez v0, :cond_0

    .line 149
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$BadResume;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$BadResume;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 148
    :cond_0
    move-object v8, v0

    .line 150
    invoke-virtual {v8}, Lapp/larder/home/cetp/Pending;->getState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    const-string v1, "approved"

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/SavedStateHandle;->get(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Declined;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Declined;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 151
    :cond_1
    return-void

    .line 153
    :cond_2
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/Tokens;->fresh$default(IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v8

    .line 154
    sget-object v0, Lapp/larder/home/cetp/Confirmations;->INSTANCE:Lapp/larder/home/cetp/Confirmations;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v2

    move-object/from16 v4, p3

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object v1, v8

    move-object/from16 v5, p2

    move-object/from16 v6, p4

    const-string v3, "app.larder.home"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/Confirmations;->park(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/home/cetp/Pending;

    move-result-object v9

    .line 155
    sget-object v0, Lapp/larder/home/arch/ResultRegistry;->INSTANCE:Lapp/larder/home/arch/ResultRegistry;

    new-instance v1, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1, v9}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda6;-><init>(Lapp/larder/home/cetp/Pending;)V

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/ResultRegistry;->register(Lapp/larder/home/arch/ResultCallback;)I

    move-result v10

    .line 156
    new-instance v11, Lapp/larder/home/ui/ConfirmRequest;

    move-object/from16 v3, p3

    invoke-virtual {v3}, Lapp/larder/home/cetp/ToolDescriptor;->getTitle()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p5

    const-string v5, "Discarded items are deleted from Larder and cannot be restored."

    invoke-direct {v11, v10, v3, v4, v5}, Lapp/larder/home/ui/ConfirmRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 157
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lapp/larder/home/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lapp/larder/home/ui/ReviewActivity;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    move-object v2, v11

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "app.larder.home.extra.REVIEW_REQUEST"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;

    move-result-object v12

    .line 158
    invoke-virtual {p0}, Lapp/larder/home/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/high16 v3, 0xc000000

    invoke-static {v0, v10, v12, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v13

    .line 159
    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;

    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v2, v13, v8}, Lapp/larder/home/cetp/ToolFailure$NeedsConfirmation;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0
.end method

.method public static final confirmOrPark$lambda$0(Lapp/larder/home/cetp/Pending;I)V
    .registers 6

    .line 155
    invoke-virtual {p0}, Lapp/larder/home/cetp/Pending;->getState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    const/4 v3, -0x1

    const-string v1, "approved"

    if-ne p1, v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/larder/home/arch/SavedStateHandle;->set(Ljava/lang/String;Ljava/lang/Object;)V

    return-void
.end method

.method private final discardExpired(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 21

    .line 127
    move-object/from16 v0, p4

    const-string v1, "before_day"

    const-wide/16 v2, 0x0

    const-wide/32 v4, 0x30d40

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/larder/home/cetp/ProtocolKt;->whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J

    move-result-wide v11

    .line 128
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 129
    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/PantryToolProvider;->callStates:Lapp/larder/home/arch/StateStore;

    move-object/from16 v2, p4

    invoke-static {v2}, Lapp/larder/home/cetp/ProtocolKt;->toMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v2

    move-object/from16 v1, p2

    invoke-virtual {v0, v1, v2}, Lapp/larder/home/arch/StateStore;->get(Ljava/lang/String;Ljava/util/Map;)Lapp/larder/home/arch/StateHolder;

    move-result-object v13

    check-cast v13, Lapp/larder/home/cetp/ToolCallState;

    .line 131
    :try_start_0
    invoke-virtual {v13}, Lapp/larder/home/cetp/ToolCallState;->getSavedState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    const-string v1, "user_confirmed"

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/SavedStateHandle;->get(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 132
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    if-nez v0, :cond_1

    const-string v0, "pantry"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-interface {v0, v11, v12}, Lapp/larder/home/data/PantryDao;->countExpired(J)J

    move-result-wide v14

    .line 133
    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getDISCARD_EXPIRED()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v3

    .line 134
    new-instance v9, Ljava/lang/StringBuilder;

    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v9, v14, v15}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v10, " items that expired before day "

    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v9, v11, v12}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    .line 133
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    move-object/from16 v2, p2

    move-object/from16 v4, p3

    invoke-direct/range {v0 .. v5}, Lapp/larder/home/cetp/PantryToolProvider;->confirmOrPark(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/ToolDescriptor;Ljava/lang/String;Ljava/lang/String;)V

    .line 136
    :cond_2
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/PantryToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_3

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getDISCARD_EXPIRED()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v6, p0

    new-instance v9, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;

    invoke-direct {v9, v6, v11, v12}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;-><init>(Lapp/larder/home/cetp/PantryToolProvider;J)V

    move-object v6, v9

    move-object/from16 v3, p2

    move-object/from16 v5, p3

    const-string v2, "app.larder.home"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v14
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 140
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/PantryToolProvider;->callStates:Lapp/larder/home/arch/StateStore;

    move-object/from16 v1, p2

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/StateStore;->clear(Ljava/lang/String;)V

    .line 136
    return-object v14

    .line 140
    :catchall_0
    move-exception v15

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/home/cetp/PantryToolProvider;->callStates:Lapp/larder/home/arch/StateStore;

    move-object/from16 v1, p2

    invoke-virtual {v0, v1}, Lapp/larder/home/arch/StateStore;->clear(Ljava/lang/String;)V

    throw v15
.end method

.method public static final discardExpired$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;J)Lorg/json/JSONObject;
    .registers 6

    .line 137
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    const-string v1, "discarded"

    if-nez v2, :cond_0

    const-string v2, "pantry"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    invoke-interface {v2, p1, p2}, Lapp/larder/home/data/PantryDao;->deleteExpired(J)I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final export(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lapp/larder/home/cetp/Session;)Landroid/os/Bundle;
    .registers 17

    .line 163
    const-string v1, "location"

    const/16 v2, 0x28

    const/4 v3, 0x0

    invoke-static {p4, v1, v2, v3}, Lapp/larder/home/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    move-object v7, v0

    .line 164
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 165
    :cond_1
    move-object/from16 v0, p5

    invoke-virtual {v0}, Lapp/larder/home/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v8

    .line 166
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "location"

    invoke-virtual {v3, v4, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v5, "put(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1, p2, v3}, Lapp/larder/home/cetp/PantryToolProvider;->exportRequest(ILjava/lang/String;Lorg/json/JSONObject;)Lapp/larder/home/work/WorkRequest;

    move-result-object v9

    .line 167
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_2

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getEXPORT_PANTRY()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    new-instance v6, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v6, p0, v9, v8}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda7;-><init>(Lapp/larder/home/cetp/PantryToolProvider;Lapp/larder/home/work/WorkRequest;Z)V

    move-object v3, p2

    move-object v5, p3

    const-string v2, "app.larder.home"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v10

    .line 168
    sget-object v0, Lapp/larder/home/cetp/Audit;->INSTANCE:Lapp/larder/home/cetp/Audit;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getEXPORT_PANTRY()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v3

    invoke-virtual {v3}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v3

    move-object v4, p2

    const-string v2, "app.larder.home"

    if-eqz v8, :cond_3

    const-string v5, "accepted"

    goto :goto_0

    :cond_3
    const-string v5, "done"

    :goto_0
    invoke-virtual/range {v0 .. v5}, Lapp/larder/home/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 169
    const-string v1, "operation_id"

    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-static {p2, v10}, Lapp/larder/home/cetp/ProtocolKt;->acceptedBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    :cond_4
    invoke-static {v10}, Lapp/larder/home/cetp/ProtocolKt;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    :goto_1
    return-object v0
.end method

.method public static final export$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;Lapp/larder/home/work/WorkRequest;Z)Lorg/json/JSONObject;
    .registers 4

    .line 167
    invoke-direct {p0, p1, p2}, Lapp/larder/home/cetp/PantryToolProvider;->runOrEnqueue(Lapp/larder/home/work/WorkRequest;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final exportDir()Ljava/io/File;
    .registers 4

    .line 212
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lapp/larder/home/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "exports"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method private final exportRequest(ILjava/lang/String;Lorg/json/JSONObject;)Lapp/larder/home/work/WorkRequest;
    .registers 14

    .line 183
    const/16 v0, 0x10

    invoke-static {v0}, Lapp/larder/home/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, ".json"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 184
    invoke-direct {p0}, Lapp/larder/home/cetp/PantryToolProvider;->exportDir()Ljava/io/File;

    move-result-object v9

    .line 185
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

    new-instance v7, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v7, p0, v9, v8}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;-><init>(Lapp/larder/home/cetp/PantryToolProvider;Ljava/io/File;Ljava/lang/String;)V

    move-object v1, v2

    move v3, p1

    move-object v4, p2

    move-object v5, p3

    move-object v6, v7

    const-string v2, "app.larder.home"

    invoke-direct/range {v0 .. v6}, Lapp/larder/home/work/WorkRequest;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lorg/json/JSONObject;Lkotlin/jvm/functions/Function1;)V

    return-object v0
.end method

.method public static final exportRequest$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;Ljava/io/File;Ljava/lang/String;Lapp/larder/home/work/WorkParams;)Lapp/larder/home/work/Worker;
    .registers 12

    const-string v1, "params"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 186
    new-instance v0, Lapp/larder/home/work/ExportWorker;

    iget-object v3, p0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    move-object v2, p3

    if-nez v3, :cond_0

    const-string v3, "pantry"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_0
    iget-object v4, p0, Lapp/larder/home/cetp/PantryToolProvider;->files:Lapp/larder/home/data/SharedFileDao;

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

    const-string v5, "app.larder.home"

    const-string v6, "app.larder.home.tools.pantry"

    invoke-direct/range {v0 .. v7}, Lapp/larder/home/work/ExportWorker;-><init>(Lapp/larder/home/work/WorkParams;Lapp/larder/home/data/PantryDao;Lapp/larder/home/data/SharedFileDao;Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/home/work/Worker;

    return-object v0
.end method

.method private final listPantry(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 15

    .line 98
    const-string v1, "location"

    const/16 v2, 0x28

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lapp/larder/home/cetp/ProtocolKt;->text(Lorg/json/JSONObject;Ljava/lang/String;IZ)Ljava/lang/String;

    move-result-object v8

    .line 99
    const-wide/16 v6, 0x32

    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v6

    move-object v0, p1

    const-string v1, "limit"

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0xc8

    invoke-static/range {v0 .. v6}, Lapp/larder/home/cetp/ProtocolKt;->whole(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;)J

    move-result-wide v0

    long-to-int v9, v0

    .line 100
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 101
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    if-nez v0, :cond_0

    const-string v0, "pantry"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-interface {v0, v8, v9}, Lapp/larder/home/data/PantryDao;->all(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Lapp/larder/home/data/PantryItem;

    invoke-virtual {v12}, Lapp/larder/home/data/PantryItem;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 102
    :cond_1
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "items"

    invoke-virtual {v0, v1, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private final runOrEnqueue(Lapp/larder/home/work/WorkRequest;Z)Lorg/json/JSONObject;
    .registers 11

    .line 173
    if-eqz p2, :cond_1

    .line 174
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->queue:Lapp/larder/home/work/WorkQueue;

    if-nez v0, :cond_0

    const-string v0, "queue"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_0
    invoke-virtual {v0, p1}, Lapp/larder/home/work/WorkQueue;->enqueue(Lapp/larder/home/work/WorkRequest;)V

    .line 175
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "poll_after_ms"

    const/16 v2, 0x5dc

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0

    .line 177
    :cond_1
    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getFactory()Lkotlin/jvm/functions/Function1;

    move-result-object v0

    new-instance v1, Lapp/larder/home/work/WorkParams;

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getOwnerUid()I

    move-result v4

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getInput()Lorg/json/JSONObject;

    move-result-object v5

    iget-object v6, p0, Lapp/larder/home/cetp/PantryToolProvider;->works:Lapp/larder/home/data/WorkDao;

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

    .line 178
    instance-of v0, v7, Lapp/larder/home/work/WorkResult$Success;

    if-nez v0, :cond_3

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Unavailable;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Unavailable;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 179
    :cond_3
    move-object v0, v7

    check-cast v0, Lapp/larder/home/work/WorkResult$Success;

    invoke-virtual {v0}, Lapp/larder/home/work/WorkResult$Success;->getValue()Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private final useItem(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 17

    .line 118
    move-object/from16 v0, p4

    const-string v1, "id"

    const-wide/16 v2, 0x1

    const-wide v4, 0x7fffffffffffffffL

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/larder/home/cetp/ProtocolKt;->whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J

    move-result-wide v9

    .line 119
    move-object/from16 v0, p4

    const-string v1, "amount"

    const-wide/16 v2, 0x1

    const-wide/16 v4, 0x3e7

    const/4 v6, 0x0

    const/16 v7, 0x8

    const/4 v8, 0x0

    invoke-static/range {v0 .. v8}, Lapp/larder/home/cetp/ProtocolKt;->whole$default(Lorg/json/JSONObject;Ljava/lang/String;JJLjava/lang/Long;ILjava/lang/Object;)J

    move-result-wide v0

    long-to-int v11, v0

    .line 120
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getLate()Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    sget-object v2, Lapp/larder/home/cetp/ToolFailure$Late;->INSTANCE:Lapp/larder/home/cetp/ToolFailure$Late;

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 121
    :cond_0
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    if-nez v0, :cond_1

    const-string v0, "ledger"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getUSE_ITEM()Lapp/larder/home/cetp/ToolDescriptor;

    move-result-object v4

    invoke-virtual {v4}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v4

    new-instance v6, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v6, p0, v9, v10, v11}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda4;-><init>(Lapp/larder/home/cetp/PantryToolProvider;JI)V

    move-object v3, p2

    move-object v5, p3

    const-string v2, "app.larder.home"

    invoke-virtual/range {v0 .. v6}, Lapp/larder/home/cetp/RequestLedger;->once(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static final useItem$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;JI)Lorg/json/JSONObject;
    .registers 7

    .line 122
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    const-string v1, "used"

    if-nez v2, :cond_0

    const-string v2, "pantry"

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v2, 0x0

    :cond_0
    invoke-interface {v2, p1, p2, p3}, Lapp/larder/home/data/PantryDao;->consume(JI)I

    move-result v2

    if-lez v2, :cond_1

    const/4 v2, 0x1

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method protected authorize(Lapp/larder/home/cetp/ToolCall;)Lapp/larder/home/cetp/Decision;
    .registers 11

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    invoke-virtual {p0}, Lapp/larder/home/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v6

    .line 56
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->callerStore:Lapp/larder/home/arch/StateStore;

    const-string v1, "callers"

    const/4 v2, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lapp/larder/home/arch/StateStore;->get$default(Lapp/larder/home/arch/StateStore;Ljava/lang/String;Ljava/util/Map;ILjava/lang/Object;)Lapp/larder/home/arch/StateHolder;

    move-result-object v7

    check-cast v7, Lapp/larder/home/cetp/CallerState;

    .line 57
    invoke-virtual {v7}, Lapp/larder/home/cetp/CallerState;->getSavedState()Lapp/larder/home/arch/SavedStateHandle;

    move-result-object v0

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "package:"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, v6, p1}, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda2;-><init>(Landroid/content/pm/PackageManager;Lapp/larder/home/cetp/ToolCall;)V

    invoke-virtual {v0, v1, v2}, Lapp/larder/home/arch/SavedStateHandle;->remember(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    .line 58
    move-object v0, v8

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    sget-object v0, Lapp/larder/home/cetp/Signers;->INSTANCE:Lapp/larder/home/cetp/Signers;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v6, v8}, Lapp/larder/home/cetp/Signers;->pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 59
    :cond_1
    sget-object v0, Lapp/larder/home/cetp/Audit;->INSTANCE:Lapp/larder/home/cetp/Audit;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getMethod()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v4

    const-string v2, "app.larder.home"

    if-nez v4, :cond_2

    const-string v4, "-"

    :cond_2
    const-string v5, "denied"

    invoke-virtual/range {v0 .. v5}, Lapp/larder/home/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    new-instance v0, Lapp/larder/home/cetp/Decision$Deny;

    const-string v2, "This app is not an approved assistant."

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/Decision$Deny;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/larder/home/cetp/Decision;

    return-object v0

    .line 62
    :cond_3
    invoke-virtual {p1, v8}, Lapp/larder/home/cetp/ToolCall;->setPackageName(Ljava/lang/String;)V

    .line 63
    sget-object v0, Lapp/larder/home/cetp/Decision$Allow;->INSTANCE:Lapp/larder/home/cetp/Decision$Allow;

    check-cast v0, Lapp/larder/home/cetp/Decision;

    return-object v0
.end method

.method protected executeTool(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Lapp/larder/home/cetp/Session;)Landroid/os/Bundle;
    .registers 17

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p3

    const-string v1, "session"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getPackageName()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->PERMISSION_DENIED:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "This app is not an approved assistant."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 74
    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getPANTRY_TOOLS()Ljava/util/Map;

    move-result-object v0

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/cetp/ToolDescriptor;

    if-nez v0, :cond_1

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "No such tool."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v7, v0

    .line 76
    :try_start_0
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/larder/home/cetp/ProtocolKt;->decodeArgs(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$BadArgs;

    const-string v4, "args"

    invoke-direct {v2, v4}, Lapp/larder/home/cetp/ToolFailure$BadArgs;-><init>(Ljava/lang/String;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    :cond_2
    move-object v8, v0

    .line 77
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->grants:Lapp/larder/home/cetp/Grants;

    if-nez v0, :cond_3

    const-string v0, "grants"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {v7}, Lapp/larder/home/cetp/ToolDescriptor;->getScopes()Ljava/util/List;

    move-result-object v2

    invoke-virtual {v0, v6, v2}, Lapp/larder/home/cetp/Grants;->missing(Ljava/lang/String;Ljava/util/List;)Ljava/util/List;

    move-result-object v9

    .line 78
    move-object v0, v9

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_5

    new-instance v0, Lapp/larder/home/cetp/ToolException;

    new-instance v2, Lapp/larder/home/cetp/ToolFailure$NotGranted;

    invoke-direct {v2, v9}, Lapp/larder/home/cetp/ToolFailure$NotGranted;-><init>(Ljava/util/List;)V

    check-cast v2, Lapp/larder/home/cetp/ToolFailure;

    invoke-direct {v0, v2}, Lapp/larder/home/cetp/ToolException;-><init>(Lapp/larder/home/cetp/ToolFailure;)V

    throw v0

    .line 79
    :cond_5
    invoke-virtual {v7}, Lapp/larder/home/cetp/ToolDescriptor;->getAnnotations()Lapp/larder/home/cetp/Annotations;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/home/cetp/Annotations;->getMutating()Z

    move-result v0

    if-nez v0, :cond_6

    invoke-direct {p0, v8}, Lapp/larder/home/cetp/PantryToolProvider;->listPantry(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v1}, Lapp/larder/home/cetp/ProtocolKt;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 80
    :cond_6
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getRawArgs()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    const-string v2, "getBytes(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/larder/home/cetp/ProtocolKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v10

    .line 81
    invoke-virtual {v7}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v12

    invoke-virtual {v12}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "add_item"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    goto :goto_1

    :sswitch_1
    const-string v1, "use_item"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_8

    goto :goto_1

    :sswitch_2
    const-string v1, "discard_expired"

    invoke-virtual {v12, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto :goto_1

    .line 82
    :cond_7
    invoke-direct {p0, p1, p2, v10, v8}, Lapp/larder/home/cetp/PantryToolProvider;->addItem(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_2

    .line 83
    :cond_8
    invoke-direct {p0, p1, p2, v10, v8}, Lapp/larder/home/cetp/PantryToolProvider;->useItem(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_2

    .line 84
    :cond_9
    invoke-direct {p0, p1, p2, v10, v8}, Lapp/larder/home/cetp/PantryToolProvider;->discardExpired(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_2

    .line 85
    :goto_1
    move-object v0, p0

    move-object v1, p1

    move-object v2, p2

    move-object v3, v10

    move-object v4, v8

    move-object/from16 v5, p3

    invoke-direct/range {v0 .. v5}, Lapp/larder/home/cetp/PantryToolProvider;->export(Lapp/larder/home/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lapp/larder/home/cetp/Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 81
    :goto_2
    move-object v11, v0

    .line 87
    sget-object v0, Lapp/larder/home/cetp/Audit;->INSTANCE:Lapp/larder/home/cetp/Audit;

    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v1

    invoke-virtual {v7}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v3

    move-object v4, p2

    const-string v2, "app.larder.home"

    const-string v5, "done"

    invoke-virtual/range {v0 .. v5}, Lapp/larder/home/cetp/Audit;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 88
    invoke-static {v11}, Lapp/larder/home/cetp/ProtocolKt;->inline(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
    :try_end_0
    .catch Lapp/larder/home/cetp/ToolException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_1

    .line 89
    :catch_0
    move-exception v9

    .line 90
    invoke-virtual {v9}, Lapp/larder/home/cetp/ToolException;->getFailure()Lapp/larder/home/cetp/ToolFailure;

    move-result-object v0

    invoke-static {v0, p2}, Lapp/larder/home/cetp/FailuresKt;->toBundle(Lapp/larder/home/cetp/ToolFailure;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 91
    :catch_1
    move-exception v9

    .line 92
    invoke-virtual {v7}, Lapp/larder/home/cetp/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "pantry tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v9

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "LarderTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 93
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The pantry tool could not finish."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x49ae080f -> :sswitch_0
        -0x10e43535 -> :sswitch_1
        0x38d9d884 -> :sswitch_2
    .end sparse-switch
.end method

.method protected getProviderId()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method protected getSessions()Lapp/larder/home/cetp/Sessions;
    .registers 2

    .line 32
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->sessions:Lapp/larder/home/cetp/Sessions;

    return-object v0
.end method

.method protected listTools(Lapp/larder/home/cetp/ToolCall;Lapp/larder/home/cetp/Session;)Lorg/json/JSONObject;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getPANTRY_TOOLS()Ljava/util/Map;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v1

    invoke-virtual {p2}, Lapp/larder/home/cetp/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v2

    const-string v3, "async_operations"

    invoke-interface {v2, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    const-string v0, "pantry-7"

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/DescriptorsKt;->toolList(Ljava/lang/String;Ljava/util/Collection;Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 8

    .line 43
    new-instance v6, Lapp/larder/home/data/LarderDatabase;

    invoke-virtual {p0}, Lapp/larder/home/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-string v4, "getContext(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v6, v2}, Lapp/larder/home/data/LarderDatabase;-><init>(Landroid/content/Context;)V

    .line 44
    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->pantryDao()Lapp/larder/home/data/PantryDao;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider;->pantry:Lapp/larder/home/data/PantryDao;

    .line 45
    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->workDao()Lapp/larder/home/data/WorkDao;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider;->works:Lapp/larder/home/data/WorkDao;

    .line 46
    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->sharedFileDao()Lapp/larder/home/data/SharedFileDao;

    move-result-object v1

    iput-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider;->files:Lapp/larder/home/data/SharedFileDao;

    .line 47
    new-instance v1, Lapp/larder/home/work/WorkQueue;

    iget-object v3, p0, Lapp/larder/home/cetp/PantryToolProvider;->works:Lapp/larder/home/data/WorkDao;

    move-object v0, p0

    if-nez v3, :cond_0

    const-string v3, "works"

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v3, 0x0

    :cond_0
    invoke-direct {v1, v3}, Lapp/larder/home/work/WorkQueue;-><init>(Lapp/larder/home/data/WorkDao;)V

    iput-object v1, v0, Lapp/larder/home/cetp/PantryToolProvider;->queue:Lapp/larder/home/work/WorkQueue;

    .line 48
    new-instance v1, Lapp/larder/home/cetp/RequestLedger;

    invoke-virtual {v6}, Lapp/larder/home/data/LarderDatabase;->requestDao()Lapp/larder/home/data/RequestDao;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/larder/home/cetp/RequestLedger;-><init>(Lapp/larder/home/data/RequestDao;)V

    iput-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider;->ledger:Lapp/larder/home/cetp/RequestLedger;

    .line 49
    new-instance v1, Lapp/larder/home/cetp/Grants;

    invoke-virtual {p0}, Lapp/larder/home/cetp/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const-string v5, "getContext(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v1, v3}, Lapp/larder/home/cetp/Grants;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider;->grants:Lapp/larder/home/cetp/Grants;

    .line 50
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v0, :cond_1

    const-string v0, "works"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_1
    const-string v1, "app.larder.home"

    const-string v2, "{\"error_code\":\"UNAVAILABLE\",\"error_message\":\"Larder restarted before the export finished.\",\"retryable\":true}"

    invoke-interface {v0, v1, v2}, Lapp/larder/home/data/WorkDao;->failUnfinished(Ljava/lang/String;Ljava/lang/String;)I

    .line 51
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "mode"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 205
    invoke-virtual {p1}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 206
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

    const-string v2, "No such export."

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 207
    :cond_1
    const/4 v1, 0x1

    invoke-interface {v3, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/String;

    .line 208
    sget-object v0, Lapp/larder/home/cetp/PantryToolProvider;->FILE_NAME:Lkotlin/text/Regex;

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v4

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->files:Lapp/larder/home/data/SharedFileDao;

    if-nez v0, :cond_2

    const-string v0, "files"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_2
    const-string v2, "app.larder.home"

    invoke-interface {v0, v4, v2}, Lapp/larder/home/data/SharedFileDao;->exists(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    :cond_3
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "No such export."

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 209
    :cond_4
    new-instance v0, Ljava/io/File;

    invoke-direct {p0}, Lapp/larder/home/cetp/PantryToolProvider;->exportDir()Ljava/io/File;

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

    .line 191
    if-eqz p4, :cond_0

    const-string v0, "cancellation"

    goto :goto_0

    :cond_0
    const-string v0, "async_operations"

    :goto_0
    move-object v4, v0

    .line 192
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

    .line 193
    :cond_1
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "operation_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    .line 194
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "operation_id is required."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 193
    :cond_2
    move-object v5, v0

    .line 195
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v0, :cond_3

    const-string v0, "works"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_3
    invoke-virtual {p1}, Lapp/larder/home/cetp/ToolCall;->getUid()I

    move-result v2

    invoke-interface {v0, v5, v2, p2}, Lapp/larder/home/data/WorkDao;->byIdForOwner(Ljava/lang/String;ILjava/lang/String;)Lapp/larder/home/data/WorkInfo;

    move-result-object v6

    .line 196
    if-eqz v6, :cond_4

    invoke-virtual {v6}, Lapp/larder/home/data/WorkInfo;->getProvider()Ljava/lang/String;

    move-result-object v0

    const-string v1, "app.larder.home"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    :cond_4
    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "Unknown operation_id."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 197
    :cond_5
    if-nez p4, :cond_6

    invoke-virtual {v6}, Lapp/larder/home/data/WorkInfo;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lapp/larder/home/cetp/ProtocolKt;->successBundle(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 198
    :cond_6
    invoke-virtual {v6}, Lapp/larder/home/data/WorkInfo;->getFinished()Z

    move-result v0

    if-eqz v0, :cond_7

    sget-object v1, Lapp/larder/home/cetp/ErrorCode;->CONFLICT:Lapp/larder/home/cetp/ErrorCode;

    const-string v2, "The operation already finished."

    invoke-static {p2, v1, v2}, Lapp/larder/home/cetp/ProtocolKt;->errorBundle(Ljava/lang/String;Lapp/larder/home/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 199
    :cond_7
    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider;->works:Lapp/larder/home/data/WorkDao;

    if-nez v0, :cond_8

    const-string v0, "works"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    const/4 v0, 0x0

    :cond_8
    invoke-interface {v0, v5}, Lapp/larder/home/data/WorkDao;->requestCancel(Ljava/lang/String;)I

    .line 200
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

    .line 67
    invoke-static {}, Lapp/larder/home/cetp/PantryToolsKt;->getPANTRY_SCOPES()Ljava/util/List;

    move-result-object v3

    const-string v0, "app.larder.home"

    const-string v1, "Larder Pantry"

    const-string v2, "Keep track of the food in your pantry, fridge and freezer"

    invoke-static {v0, v1, v2, v3}, Lapp/larder/home/cetp/DescriptorsKt;->providerInfo(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
