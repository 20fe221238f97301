.class public final Lcom/larderly/OrderProvider;
.super Landroid/content/ContentProvider;
.source "OrderProvider.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field public static final Companion:Lcom/larderly/OrderProvider$Companion;
.field private static final METHODS:Ljava/util/Set;
.field private static final REQUEST_CANCEL:I = 0x5104
.field private static final REQUEST_PLACE:I = 0x5101
.field private static final REQUEST_REORDER:I = 0x5102
.field private static final REQUEST_SHARE:I = 0x5103
.field private static final graph:Lkotlin/Lazy;


# instance fields
.field private intents:Lcom/larderly/ConfirmIntents;
.field private final resolutions$delegate:Lcom/larderly/Inject;
.field private resumes:Lcom/larderly/ResumeBook;
.field private final sealed$delegate:Lcom/larderly/Inject;
.field private sessions:Lcom/larderly/LoggingSessions;
.field private store:Lcom/larderly/OrderStore;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x2
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/OrderProvider;
    const-string v4, "resolutions"
    const-string v5, "getResolutions()Lcom/larderly/ResolutionFactory;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/OrderProvider;
    const-string v4, "sealed"
    const-string v5, "getSealed()Lcom/larderly/SealedResolutions;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x1
    aput-object v2, v7, v1
    sput-object v7, Lcom/larderly/OrderProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/larderly/OrderProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/larderly/OrderProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/OrderProvider;->Companion:Lcom/larderly/OrderProvider$Companion;
    const/4 v0, 0x4
    new-array v7, v0, [Ljava/lang/String;
    const-string v2, "negotiate"
    const/4 v1, 0x0
    aput-object v2, v7, v1
    const-string v2, "get_provider_info"
    const/4 v1, 0x1
    aput-object v2, v7, v1
    const-string v2, "list_tools"
    const/4 v1, 0x2
    aput-object v2, v7, v1
    const-string v2, "execute_tool"
    const/4 v1, 0x3
    aput-object v2, v7, v1
    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/larderly/OrderProvider;->METHODS:Ljava/util/Set;
    sget-object v0, Lcom/larderly/OrderProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/OrderProvider$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    return-void
.end method

.method public constructor <init>()V
    .registers 5
    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    sget-object v2, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    const/4 v3, 0x0
    .line 123
    new-instance v0, Lcom/larderly/Inject;
    const-class v1, Lcom/larderly/ResolutionFactory;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-direct {v0, v2, v1}, Lcom/larderly/Inject;-><init>(Lkotlin/Lazy;Lkotlin/reflect/KClass;)V
    .line 18
    iput-object v0, p0, Lcom/larderly/OrderProvider;->resolutions$delegate:Lcom/larderly/Inject;
    .line 19
    sget-object v2, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    const/4 v3, 0x0
    .line 124
    new-instance v0, Lcom/larderly/Inject;
    const-class v1, Lcom/larderly/SealedResolutions;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-direct {v0, v2, v1}, Lcom/larderly/Inject;-><init>(Lkotlin/Lazy;Lkotlin/reflect/KClass;)V
    .line 19
    iput-object v0, p0, Lcom/larderly/OrderProvider;->sealed$delegate:Lcom/larderly/Inject;
    .line 13
    return-void
.end method

.method public static final synthetic access$getGraph$cp()Lkotlin/Lazy;
    .registers 1
    .line 13
    sget-object v0, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    return-object v0
.end method

.method private final cancelOrder(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 18
    .line 93
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v9
    const-string v10, "order_id"
    const/4 v11, 0x0
    .line 147
    invoke-interface {v9, v10}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L32
    const/4 v0, 0x0
:L32
    check-cast v0, Ljava/lang/Number;
    .line 93
    if-eqz v0, :L45
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    goto :L63
:L45
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "order_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L63
    move-wide v6, v0
    .line 94
    move-object/from16 v8, p0
    move-object/from16 v9, p1
    const/4 v10, 0x0
    .line 148
    iget-object v0, v8, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L90
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L90
    invoke-virtual {v9}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9}, Lcom/larderly/Call;->getUid()I
    move-result v2
    invoke-virtual {v9}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v9}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L193
    .line 149
    invoke-virtual {v9}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v15
    const/4 v11, 0x0
    .line 97
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    const-string v1, "cancelled"
    if-nez v2, :L158
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L158
    move-object/from16 v5, p1
    invoke-virtual {v5}, Lcom/larderly/Call;->getUid()I
    move-result v5
    invoke-virtual {v2, v6, v7, v5}, Lcom/larderly/OrderStore;->cancel(JI)I
    move-result v2
    if-lez v2, :L173
    const/4 v2, 0x1
    goto :L174
:L173
    const/4 v2, 0x0
:L174
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 149
    invoke-static {v15, v0}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L312
:L193
    .line 151
    iget-object v0, v8, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L210
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L210
    invoke-virtual {v9}, Lcom/larderly/Call;->getUid()I
    move-result v1
    invoke-virtual {v9}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v12
    .line 152
    invoke-virtual {v9}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    move-object v11, v12
    move-object v15, v0
    const/4 v13, 0x0
    .line 95
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/OrderProvider;->intents:Lcom/larderly/ConfirmIntents;
    if-nez v0, :L260
    const-string v0, "intents"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L260
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1, v6, v7}, Lcom/larderly/ConfirmIntents;->cancel(Landroid/content/Context;J)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.larderly.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1, v11}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v14
    .line 96
    move-object/from16 v0, p0
    invoke-direct {v0}, Lcom/larderly/OrderProvider;->getSealed()Lcom/larderly/SealedResolutions;
    move-result-object v0
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    invoke-static {v14}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/16 v2, 0x5104
    invoke-virtual {v0, v1, v2, v14}, Lcom/larderly/SealedResolutions;->create(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 152
    const-string v3, "confirm this in Larderly"
    invoke-static {v15, v0, v12, v3}, Lcom/larderly/RequestsKt;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L312
    .line 94
    return-object v0
.end method

.method private final confirmed(Lcom/larderly/Call;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function0;)Landroid/os/Bundle;
    .registers 11
    const/4 v5, 0x0
    .line 60
    iget-object v0, p0, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L19
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L19
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v2
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p1}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L64
    .line 61
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lorg/json/JSONObject;
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L64
    .line 63
    iget-object v0, p0, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L80
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L80
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v1
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p1}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 64
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-interface {p2, v6}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/app/PendingIntent;
    const-string v3, "confirm this in Larderly"
    invoke-static {v0, v1, v6, v3}, Lcom/larderly/RequestsKt;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final execute(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 9
    .line 45
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    invoke-static {v0}, Lcom/larderly/RequestsKt;->deadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L31
    .line 46
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "the deadline passed before the tool started"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L31
    .line 48
    invoke-virtual {p1}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_40
    goto :L242
:L92
    const-string v1, "share_list"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L226
    goto :L242
:L105
    const-string v1, "list_orders"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L157
    goto :L242
:L118
    const-string v1, "place_order"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L210
    goto :L242
:L131
    const-string v1, "reorder"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L218
    goto :L242
:L144
    const-string v1, "cancel_order"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L234
    goto :L242
:L157
    .line 49
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    new-instance v1, Lorg/json/JSONObject;
    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V
    iget-object v3, p0, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    const-string v2, "orders"
    if-nez v3, :L187
    const-string v3, "store"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
:L187
    invoke-virtual {p1}, Lcom/larderly/Call;->getUid()I
    move-result v4
    invoke-virtual {v3, v4}, Lcom/larderly/OrderStore;->orders(I)Lorg/json/JSONArray;
    move-result-object v3
    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "put(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L258
:L210
    .line 50
    invoke-direct {p0, p1}, Lcom/larderly/OrderProvider;->placeOrder(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L258
:L218
    .line 51
    invoke-direct {p0, p1}, Lcom/larderly/OrderProvider;->reorder(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L258
:L226
    .line 52
    invoke-direct {p0, p1}, Lcom/larderly/OrderProvider;->shareList(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L258
:L234
    .line 53
    invoke-direct {p0, p1}, Lcom/larderly/OrderProvider;->cancelOrder(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
    goto :L258
:L242
    .line 54
    invoke-virtual {p1}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "no such order tool"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
:L258
    .line 48
    return-object v0

:sswitch_data_40
    .sparse-switch
        -0x6a95d302 -> :L92
        -0x583a2ab7 -> :L144
        0x144fa216 -> :L118
        0x14b061a6 -> :L105
        0x413160fb -> :L131
    .end sparse-switch
.end method

.method private final getResolutions()Lcom/larderly/ResolutionFactory;
    .registers 4
    .line 18
    iget-object v0, p0, Lcom/larderly/OrderProvider;->resolutions$delegate:Lcom/larderly/Inject;
    sget-object v1, Lcom/larderly/OrderProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/larderly/Inject;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/ResolutionFactory;
    return-object v0
.end method

.method private final getSealed()Lcom/larderly/SealedResolutions;
    .registers 4
    .line 19
    iget-object v0, p0, Lcom/larderly/OrderProvider;->sealed$delegate:Lcom/larderly/Inject;
    sget-object v1, Lcom/larderly/OrderProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-virtual {v0, p0, v1}, Lcom/larderly/Inject;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/SealedResolutions;
    return-object v0
.end method

.method public static final graph$lambda$0()Lcom/larderly/Locator;
    .registers 5
    .line 119
    new-instance v0, Lcom/larderly/Locator;
    invoke-direct {v0}, Lcom/larderly/Locator;-><init>()V
    const/4 v1, 0x2
    new-array v4, v1, [Lcom/larderly/Module;
    invoke-static {}, Lcom/larderly/ModulesKt;->getCoreModule()Lcom/larderly/Module;
    move-result-object v3
    const/4 v2, 0x0
    aput-object v3, v4, v2
    invoke-static {}, Lcom/larderly/ModulesKt;->getOrderModule()Lcom/larderly/Module;
    move-result-object v3
    const/4 v2, 0x1
    aput-object v3, v4, v2
    invoke-virtual {v0, v4}, Lcom/larderly/Locator;->load([Lcom/larderly/Module;)Lcom/larderly/Locator;
    move-result-object v0
    return-object v0
.end method

.method private final placeOrder(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 17
    .line 68
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v8
    const-string v9, "basket"
    const/4 v10, 0x0
    .line 128
    invoke-interface {v8, v9}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L32
    const/4 v0, 0x0
:L32
    check-cast v0, Ljava/lang/String;
    .line 68
    if-nez v0, :L57
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "basket is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L57
    move-object v6, v0
    .line 69
    move-object v7, p0
    move-object/from16 v8, p1
    const/4 v9, 0x0
    .line 129
    iget-object v0, v7, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L82
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L82
    invoke-virtual {v8}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8}, Lcom/larderly/Call;->getUid()I
    move-result v2
    invoke-virtual {v8}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v8}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L177
    .line 130
    invoke-virtual {v8}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v14
    const/4 v10, 0x0
    .line 72
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    const-string v1, "order_id"
    if-nez v2, :L150
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L150
    move-object/from16 v4, p1
    invoke-virtual {v4}, Lcom/larderly/Call;->getUid()I
    move-result v4
    invoke-virtual {v2, v6, v4}, Lcom/larderly/OrderStore;->place(Ljava/lang/String;I)J
    move-result-wide v2
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    invoke-static {v14, v0}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L317
:L177
    .line 132
    iget-object v0, v7, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L193
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L193
    invoke-virtual {v8}, Lcom/larderly/Call;->getUid()I
    move-result v1
    invoke-virtual {v8}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v11
    .line 133
    invoke-virtual {v8}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    move-object v10, v11
    move-object v14, v0
    const/4 v12, 0x0
    .line 70
    iget-object v0, p0, Lcom/larderly/OrderProvider;->intents:Lcom/larderly/ConfirmIntents;
    if-nez v0, :L243
    const-string v0, "intents"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L243
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    iget-object v3, p0, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    move-object v2, v6
    if-nez v3, :L264
    const-string v3, "store"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
:L264
    invoke-virtual {v3, v6}, Lcom/larderly/OrderStore;->total(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v0, v1, v2, v3}, Lcom/larderly/ConfirmIntents;->order(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.larderly.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1, v10}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v13
    .line 71
    invoke-direct {p0}, Lcom/larderly/OrderProvider;->getResolutions()Lcom/larderly/ResolutionFactory;
    move-result-object v0
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/16 v2, 0x5101
    invoke-interface {v0, v1, v2, v13}, Lcom/larderly/ResolutionFactory;->create(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 133
    const-string v3, "confirm this in Larderly"
    invoke-static {v14, v0, v11, v3}, Lcom/larderly/RequestsKt;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L317
    .line 69
    return-object v0
.end method

.method private final reorder(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 18
    .line 76
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v9
    const-string v10, "order_id"
    const/4 v11, 0x0
    .line 134
    invoke-interface {v9, v10}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L32
    const/4 v0, 0x0
:L32
    check-cast v0, Ljava/lang/Number;
    .line 76
    if-eqz v0, :L45
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    goto :L63
:L45
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "order_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L63
    move-wide v6, v0
    .line 77
    move-object/from16 v8, p0
    move-object/from16 v9, p1
    const/4 v10, 0x0
    .line 135
    iget-object v0, v8, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L90
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L90
    invoke-virtual {v9}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9}, Lcom/larderly/Call;->getUid()I
    move-result v2
    invoke-virtual {v9}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v9}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L185
    .line 136
    invoke-virtual {v9}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v15
    const/4 v11, 0x0
    .line 80
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    const-string v1, "order_id"
    if-nez v2, :L158
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L158
    move-object/from16 v5, p1
    invoke-virtual {v5}, Lcom/larderly/Call;->getUid()I
    move-result v5
    invoke-virtual {v2, v6, v7, v5}, Lcom/larderly/OrderStore;->repeat(JI)J
    move-result-wide v2
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 136
    invoke-static {v15, v0}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L312
:L185
    .line 138
    iget-object v0, v8, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L202
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L202
    invoke-virtual {v9}, Lcom/larderly/Call;->getUid()I
    move-result v1
    invoke-virtual {v9}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v12
    .line 139
    invoke-virtual {v9}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    move-object v11, v12
    move-object v15, v0
    const/4 v13, 0x0
    .line 78
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/OrderProvider;->intents:Lcom/larderly/ConfirmIntents;
    if-nez v0, :L252
    const-string v0, "intents"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L252
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "repeat of order "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "as before"
    invoke-interface {v0, v1, v2, v3}, Lcom/larderly/ConfirmIntents;->order(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.larderly.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1, v11}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v14
    .line 79
    move-object/from16 v0, p0
    invoke-direct {v0}, Lcom/larderly/OrderProvider;->getSealed()Lcom/larderly/SealedResolutions;
    move-result-object v0
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    invoke-static {v14}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/16 v2, 0x5102
    invoke-virtual {v0, v1, v2, v14}, Lcom/larderly/SealedResolutions;->create(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 139
    const-string v3, "confirm this in Larderly"
    invoke-static {v15, v0, v12, v3}, Lcom/larderly/RequestsKt;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L312
    .line 77
    return-object v0
.end method

.method private final shareList(Lcom/larderly/Call;)Landroid/os/Bundle;
    .registers 20
    .line 84
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v10
    const-string v11, "list_id"
    const/4 v12, 0x0
    .line 140
    invoke-interface {v10, v11}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Number;
    if-nez v1, :L32
    const/4 v0, 0x0
:L32
    check-cast v0, Ljava/lang/Number;
    .line 84
    if-eqz v0, :L45
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    goto :L63
:L45
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "list_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L63
    move-wide v7, v0
    .line 85
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getArgs()Ljava/util/Map;
    move-result-object v11
    const-string v12, "recipient"
    const/4 v13, 0x0
    .line 141
    invoke-interface {v11, v12}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L96
    const/4 v0, 0x0
:L96
    check-cast v0, Ljava/lang/String;
    .line 85
    if-nez v0, :L121
    move-object/from16 v0, p1
    invoke-virtual {v0}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "INVALID_ARGS"
    const-string v2, "recipient is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L121
    move-object v9, v0
    .line 86
    move-object/from16 v10, p0
    move-object/from16 v11, p1
    const/4 v12, 0x0
    .line 142
    iget-object v0, v10, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L149
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L149
    invoke-virtual {v11}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v11}, Lcom/larderly/Call;->getUid()I
    move-result v2
    invoke-virtual {v11}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v11}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/larderly/ResumeBook;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L246
    .line 143
    invoke-virtual {v11}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v17
    const/4 v13, 0x0
    .line 89
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    move-object/from16 v2, p0
    iget-object v2, v2, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    const-string v1, "share_id"
    if-nez v2, :L217
    const-string v2, "store"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L217
    move-object/from16 v6, p1
    invoke-virtual {v6}, Lcom/larderly/Call;->getUid()I
    move-result v6
    invoke-virtual {v2, v7, v8, v9, v6}, Lcom/larderly/OrderStore;->share(JLjava/lang/String;I)J
    move-result-wide v2
    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 143
    move-object v1, v0
    move-object/from16 v0, v17
    invoke-static {v0, v1}, Lcom/larderly/RequestsKt;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L367
:L246
    .line 145
    iget-object v0, v10, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    if-nez v0, :L263
    const-string v0, "resumes"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L263
    invoke-virtual {v11}, Lcom/larderly/Call;->getUid()I
    move-result v1
    invoke-virtual {v11}, Lcom/larderly/Call;->getTool()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v11}, Lcom/larderly/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v14
    .line 146
    invoke-virtual {v11}, Lcom/larderly/Call;->getReq()Landroid/os/Bundle;
    move-result-object v0
    move-object v13, v14
    move-object/from16 v17, v0
    const/4 v15, 0x0
    .line 87
    move-object/from16 v0, p0
    iget-object v0, v0, Lcom/larderly/OrderProvider;->intents:Lcom/larderly/ConfirmIntents;
    if-nez v0, :L313
    const-string v0, "intents"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L313
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1, v7, v8, v9}, Lcom/larderly/ConfirmIntents;->share(Landroid/content/Context;JLjava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.larderly.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1, v13}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v16
    .line 88
    move-object/from16 v0, p0
    invoke-direct {v0}, Lcom/larderly/OrderProvider;->getSealed()Lcom/larderly/SealedResolutions;
    move-result-object v0
    move-object/from16 v1, p1
    invoke-virtual {v1}, Lcom/larderly/Call;->getCtx()Landroid/content/Context;
    move-result-object v1
    move-object/from16 v3, v16
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/16 v2, 0x5103
    move-object/from16 v3, v16
    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/SealedResolutions;->create(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
    move-result-object v0
    .line 146
    move-object v1, v0
    move-object/from16 v0, v17
    const-string v3, "confirm this in Larderly"
    invoke-static {v0, v1, v14, v3}, Lcom/larderly/RequestsKt;->needsUser(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
:L367
    .line 86
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0}, Lcom/larderly/ProviderExtKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v6
    .line 31
    move-object v0, p3
    if-nez p3, :L28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
:L28
    move-object v7, v0
    .line 32
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0, v6}, Lcom/larderly/ProviderExtKt;->admits(Landroid/content/ContentProvider;I)Z
    move-result v0
    if-nez v0, :L55
    move-object v0, v7
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "this app may not place orders"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L55
    .line 33
    sget-object v0, Lcom/larderly/OrderProvider;->METHODS:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    move-object v0, v7
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "unknown method"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L80
    .line 34
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L119
    iget-object v1, p0, Lcom/larderly/OrderProvider;->sessions:Lcom/larderly/LoggingSessions;
    move-object v0, v7
    if-nez v1, :L106
    const-string v1, "sessions"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L106
    check-cast v1, Lcom/larderly/SessionStore;
    const-string v3, "com.larderly.orders"
    const-string v4, "Larderly orders"
    invoke-static {v0, v1, v6, v3, v4}, Lcom/larderly/RequestsKt;->negotiated(Landroid/os/Bundle;Lcom/larderly/SessionStore;ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L119
    .line 35
    const-string v1, "protocol_version"
    const/4 v2, 0x0
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L144
    move-object v0, v7
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "only CETP v2 is served here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/larderly/RequestsKt;->failure$default(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L144
    .line 36
    iget-object v0, p0, Lcom/larderly/OrderProvider;->sessions:Lcom/larderly/LoggingSessions;
    if-nez v0, :L159
    const-string v0, "sessions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L159
    invoke-static {v7}, Lcom/larderly/RequestsKt;->sessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larderly/LoggingSessions;->find(Ljava/lang/String;)Lcom/larderly/Session;
    move-result-object v0
    if-nez v0, :L183
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "negotiate a session first"
    const/4 v3, 0x1
    invoke-static {v7, v1, v2, v3}, Lcom/larderly/RequestsKt;->failure(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L183
    .line 37
    move-object v8, p1
    .line 38
    const-string v1, "get_provider_info"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L214
    new-instance v1, Lorg/json/JSONObject;
    const-string v3, "{\"provider_id\":\"com.larderly.orders\",\"provider_name\":\"Larderly orders\",\"description\":\"Order groceries from the saved baskets and share shopping lists.\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"orders.read\",\"title\":\"See orders\",\"description\":\"Read your grocery orders\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"orders.write\",\"title\":\"Place and cancel orders\",\"description\":\"Place, repeat and cancel paid grocery orders\",\"access\":\"write\",\"sensitivity\":\"financial\"},{\"name\":\"lists.share\",\"title\":\"Share shopping lists\",\"description\":\"Send a shopping list to another person\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v7, v1}, Lcom/larderly/RequestsKt;->reply(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L264
:L214
    .line 39
    const-string v1, "list_tools"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L241
    new-instance v1, Lorg/json/JSONObject;
    const-string v3, "{\"revision\":\"orders-12\",\"tools\":[\n{\"name\":\"list_orders\",\"title\":\"List orders\",\"description\":\"List your grocery orders, newest first.\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"orders\":{\"type\":\"array\"}},\"required\":[\"orders\"]},\"scopes\":[\"orders.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,\"idempotent\":true}},\n{\"name\":\"place_order\",\"title\":\"Place an order\",\"description\":\"Order a saved basket for delivery and pay for it.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"basket\":{\"type\":\"string\"}},\"required\":[\"basket\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"}},\"required\":[\"order_id\"]},\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\",\"open_world\":true}},\n{\"name\":\"reorder\",\"title\":\"Repeat an order\",\"description\":\"Order the same lines as an earlier order and pay for it.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"}},\"required\":[\"order_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"}},\"required\":[\"order_id\"]},\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\",\"open_world\":true}},\n{\"name\":\"share_list\",\"title\":\"Share a shopping list\",\"description\":\"Send a shopping list to a person by email.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"list_id\":{\"type\":\"integer\"},\"recipient\":{\"type\":\"string\",\"format\":\"email\"}},\"required\":[\"list_id\",\"recipient\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"]},\"scopes\":[\"lists.share\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\",\"open_world\":true}},\n{\"name\":\"cancel_order\",\"title\":\"Cancel an order\",\"description\":\"Cancel an order that has not been dispatched.\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"order_id\":{\"type\":\"integer\"}},\"required\":[\"order_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"cancelled\":{\"type\":\"boolean\"}},\"required\":[\"cancelled\"]},\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"always\",\"open_world\":true}}\n]}"
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v7, v1}, Lcom/larderly/RequestsKt;->reply(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L264
:L241
    .line 40
    new-instance v1, Lcom/larderly/Call;
    invoke-virtual {p0}, Lcom/larderly/OrderProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v3, v6, v7}, Lcom/larderly/Call;-><init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    invoke-direct {p0, v1}, Lcom/larderly/OrderProvider;->execute(Lcom/larderly/Call;)Landroid/os/Bundle;
    move-result-object v0
:L264
    .line 37
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 109
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 108
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 9
    .line 22
    new-instance v1, Lcom/larderly/OrderStore;
    invoke-virtual {p0}, Lcom/larderly/OrderProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v3}, Lcom/larderly/OrderStore;-><init>(Landroid/content/Context;)V
    iput-object v1, p0, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    .line 23
    sget-object v1, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/larderly/Locator;
    const/4 v7, 0x0
    .line 125
    const-class v2, Lcom/larderly/LoggingSessions;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v6, v2}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/larderly/LoggingSessions;
    .line 23
    iput-object v1, p0, Lcom/larderly/OrderProvider;->sessions:Lcom/larderly/LoggingSessions;
    .line 24
    sget-object v1, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/larderly/Locator;
    const/4 v7, 0x0
    .line 126
    const-class v2, Lcom/larderly/ConfirmIntents;
    invoke-static {v2}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v2
    invoke-virtual {v6, v2}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/larderly/ConfirmIntents;
    .line 24
    iput-object v1, p0, Lcom/larderly/OrderProvider;->intents:Lcom/larderly/ConfirmIntents;
    .line 25
    new-instance v1, Lcom/larderly/ResumeBook;
    new-instance v3, Lcom/larderly/TokenMint;
    sget-object v4, Lcom/larderly/OrderProvider;->graph:Lkotlin/Lazy;
    invoke-interface {v4}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v6
    check-cast v6, Lcom/larderly/Locator;
    const/4 v7, 0x0
    .line 127
    const-class v5, Ljava/util/Random;
    invoke-static {v5}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v5
    invoke-virtual {v6, v5}, Lcom/larderly/Locator;->resolve(Lkotlin/reflect/KClass;)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/util/Random;
    .line 25
    invoke-direct {v3, v4}, Lcom/larderly/TokenMint;-><init>(Ljava/util/Random;)V
    invoke-direct {v1, v3}, Lcom/larderly/ResumeBook;-><init>(Lcom/larderly/TokenMint;)V
    iput-object v1, p0, Lcom/larderly/OrderProvider;->resumes:Lcom/larderly/ResumeBook;
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 102
    move-object v0, p0
    check-cast v0, Landroid/content/ContentProvider;
    invoke-static {v0}, Lcom/larderly/ProviderExtKt;->callerUid(Landroid/content/ContentProvider;)I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-eq v0, v1, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    .line 103
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;
    move-result-object v0
    const-string v1, "delivered"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return-object v0
:L37
    .line 104
    iget-object v0, p0, Lcom/larderly/OrderProvider;->store:Lcom/larderly/OrderStore;
    if-nez v0, :L53
    const-string v0, "store"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
:L53
    move-object v1, p4
    if-eqz p4, :L68
    invoke-static {v1}, Lkotlin/collections/ArraysKt;->firstOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    goto :L70
:L68
    const/4 v1, 0x0
:L70
    invoke-virtual {v0, v1}, Lcom/larderly/OrderStore;->delivered(Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 110
    const/4 v0, 0x0
    return v0
.end method
