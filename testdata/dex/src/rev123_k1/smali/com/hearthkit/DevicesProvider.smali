.class public final Lcom/hearthkit/DevicesProvider;
.super Landroid/content/ContentProvider;
.source "DevicesProvider.kt"

# interfaces
.implements Lcom/hearthkit/Desk;

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field public static final Companion:Lcom/hearthkit/DevicesProvider$Companion;
.field public static final PROVIDER_ID:Ljava/lang/String; = "com.hearthkit.devices"


# instance fields
.field private exportsDir:Ljava/io/File;
.field private final hub$delegate:Lkotlin/Lazy;
.field private final receipts$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/hearthkit/DevicesProvider;
    const-string v4, "receipts"
    const-string v5, "getReceipts()Lcom/hearthkit/Receipts;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    sput-object v7, Lcom/hearthkit/DevicesProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/hearthkit/DevicesProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/hearthkit/DevicesProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthkit/DevicesProvider;->Companion:Lcom/hearthkit/DevicesProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 22
    new-instance v0, Lcom/hearthkit/DevicesProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/hearthkit/DevicesProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthkit/DevicesProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthkit/DevicesProvider;->hub$delegate:Lkotlin/Lazy;
    .line 23
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    invoke-virtual {v0}, Lkotlin/properties/Delegates;->notNull()Lkotlin/properties/ReadWriteProperty;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthkit/DevicesProvider;->receipts$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 19
    return-void
.end method

.method private final askUser-jQ4_sug(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;I)Lcom/hearthkit/Outcome;
    .registers 15
    .line 121
    sget-object v0, Lcom/hearthkit/DeviceTickets;->INSTANCE:Lcom/hearthkit/DeviceTickets;
    invoke-virtual {p3}, Lcom/hearthkit/Caller;->getUid()I
    move-result v1
    invoke-virtual {p2}, Lcom/hearthkit/Request;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2}, Lcom/hearthkit/Request;->getArgsText()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthkit/DeviceTickets;->issue-yMWsOW4(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthkit/DeviceTicket;
    move-result-object v6
    .line 122
    sget-object v0, Lcom/hearthkit/Resolutions;->INSTANCE:Lcom/hearthkit/Resolutions;
    invoke-virtual {v6}, Lcom/hearthkit/DeviceTicket;->getToken()Ljava/lang/String;
    move-result-object v3
    move-object v1, p1
    move-object v2, p4
    move-object v4, p5
    move v5, p6
    invoke-virtual/range {v0 .. v5}, Lcom/hearthkit/Resolutions;->pending-qn9UjfI(Landroid/content/Context;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v7
    .line 123
    new-instance v0, Lcom/hearthkit/Outcome$NeedsUser;
    invoke-virtual {v6}, Lcom/hearthkit/DeviceTicket;->getToken()Ljava/lang/String;
    move-result-object v3
    const-string v4, "Confirm this in Hearthkit"
    invoke-direct {v0, v7, v3, v4}, Lcom/hearthkit/Outcome$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthkit/Outcome;
    return-object v0
.end method

.method private final dispatch-hT1lNMo(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Ljava/lang/String;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;
    .registers 20
    .line 74
    move-object/from16 v6, p4
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_9
    goto/16 :L398
:L60
    const-string v1, "unlock_door"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L367
    goto/16 :L398
:L74
    const-string v1, "factory_reset_device"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L379
    goto/16 :L398
:L88
    const-string v1, "export_history"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L391
    goto/16 :L398
:L102
    const-string v1, "list_devices"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L130
    goto/16 :L398
:L116
    const-string v1, "set_light"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L171
    goto/16 :L398
:L130
    .line 75
    const/4 v0, 0x1
    new-array v7, v0, [Lkotlin/Pair;
    new-instance v3, Lorg/json/JSONArray;
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getHub()Lcom/hearthkit/Hub;
    move-result-object v5
    invoke-virtual {v5}, Lcom/hearthkit/Hub;->devices()Ljava/util/List;
    move-result-object v5
    check-cast v5, Ljava/util/Collection;
    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    const-string v2, "devices"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v7, v1
    invoke-static {v7}, Lcom/hearthkit/ProtocolKt;->value([Lkotlin/Pair;)Lcom/hearthkit/Outcome;
    move-result-object v0
    goto/16 :L402
:L171
    .line 77
    new-instance v0, Lcom/hearthkit/LightChange;
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getHub()Lcom/hearthkit/Hub;
    move-result-object v2
    move-object/from16 v8, p5
    const-string v9, "device_id"
    const/4 v10, 0x0
    .line 146
    move-object v11, v8
    move-object v12, v9
    const/4 v13, 0x0
    .line 147
    invoke-virtual {v11}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v3
    invoke-virtual {v3, v12}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v3
    instance-of v4, v3, Ljava/lang/String;
    if-nez v4, :L221
    const/4 v3, 0x0
:L221
    check-cast v3, Ljava/lang/String;
    .line 146
    if-nez v3, :L239
    new-instance v3, Lcom/hearthkit/InvalidArgs;
    invoke-direct {v3, v9}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v3
:L239
    .line 77
    move-object/from16 v9, p5
    const-string v10, "level"
    const/4 v11, 0x0
    .line 147
    invoke-virtual {v9}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v4
    invoke-virtual {v4, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v4
    instance-of v5, v4, Ljava/lang/Number;
    if-nez v5, :L270
    const/4 v4, 0x0
:L270
    check-cast v4, Ljava/lang/Number;
    .line 77
    if-eqz v4, :L283
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v4
    goto :L286
:L283
    const/16 v4, 0x64
:L286
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthkit/LightChange;-><init>(Lcom/hearthkit/Hub;Ljava/lang/String;I)V
    move-object v7, v0
    .line 78
    invoke-virtual {v7}, Lcom/hearthkit/LightChange;->run()Z
    move-result v0
    if-eqz v0, :L346
    const/4 v0, 0x2
    new-array v8, v0, [Lkotlin/Pair;
    invoke-virtual {v7}, Lcom/hearthkit/LightChange;->getDevice()Ljava/lang/String;
    move-result-object v3
    const-string v2, "device_id"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v8, v1
    invoke-virtual {v7}, Lcom/hearthkit/LightChange;->getLevel()I
    move-result v3
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v2, "level"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v8, v1
    invoke-static {v8}, Lcom/hearthkit/ProtocolKt;->value([Lkotlin/Pair;)Lcom/hearthkit/Outcome;
    move-result-object v0
    goto :L402
:L346
    new-instance v0, Lcom/hearthkit/Outcome$Failed;
    invoke-virtual {v7}, Lcom/hearthkit/LightChange;->getProblem()Ljava/lang/String;
    move-result-object v3
    const-string v2, "UNAVAILABLE"
    invoke-direct {v0, v2, v3}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthkit/Outcome;
    goto :L402
:L367
    .line 80
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    move-object/from16 v4, p5
    invoke-direct {p0, p1, v2, v3, v4}, Lcom/hearthkit/DevicesProvider;->unlock(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;
    move-result-object v0
    goto :L402
:L379
    .line 81
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    move-object/from16 v4, p5
    invoke-direct {p0, p1, v2, v3, v4}, Lcom/hearthkit/DevicesProvider;->reset(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;
    move-result-object v0
    goto :L402
:L391
    .line 82
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->export()Lcom/hearthkit/Outcome;
    move-result-object v0
    goto :L402
:L398
    .line 83
    invoke-virtual {p0}, Lcom/hearthkit/DevicesProvider;->toolNotFound()Lcom/hearthkit/Outcome;
    move-result-object v0
:L402
    .line 84
    return-object v0

:sswitch_data_9
    .sparse-switch
        -0x6dac54f7 -> :L88
        -0x54f30fa5 -> :L74
        -0x33611837 -> :L60
        0x2647863c -> :L102
        0x372702f9 -> :L116
    .end sparse-switch
.end method

.method private final execute(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;)Landroid/os/Bundle;
    .registers 18
    .line 50
    move-object/from16 v0, p2
    const-wide/16 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/hearthkit/Request;->pastDeadline$default(Lcom/hearthkit/Request;JILjava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L21
    move-object/from16 v0, p2
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline has passed"
    invoke-static {v0, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L21
    .line 51
    move-object/from16 v0, p2
    invoke-virtual {v0}, Lcom/hearthkit/Request;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v7
    .line 52
    sget-object v0, Lcom/hearthkit/Catalog;->INSTANCE:Lcom/hearthkit/Catalog;
    invoke-virtual {v0}, Lcom/hearthkit/Catalog;->getDEVICE_TOOLS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L54
    move-object/from16 v0, p2
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No such tool"
    invoke-static {v0, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L54
    .line 53
    move-object v9, p0
:L57
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v9
    check-cast v0, Lcom/hearthkit/DevicesProvider;
    move-object v10, v0
    .line 145
    const/4 v11, 0x0
    .line 53
    sget-object v0, Lcom/hearthkit/Fields;->Companion:Lcom/hearthkit/Fields$Companion;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/hearthkit/Request;->getArgsText()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthkit/Fields$Companion;->parse(Ljava/lang/String;)Lcom/hearthkit/Fields;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
:L87
    goto :L106
:L90
    move-exception v11
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v11}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
:L106
    move-object v9, v10
    invoke-static {v9}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L125
    move-object v0, v9
    goto :L141
:L125
    move-object v10, v0
    .line 145
    const/4 v11, 0x0
    .line 53
    move-object/from16 v0, p2
    const-string v1, "INVALID_ARGS"
    const-string v2, "args must be a JSON object"
    invoke-static {v0, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L141
    check-cast v0, Lcom/hearthkit/Fields;
    move-object v8, v0
    .line 54
    const-string v1, "list_devices"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L161
    const/4 v0, 0x1
    goto :L162
:L161
    const/4 v0, 0x0
:L162
    move v9, v0
    .line 55
    if-eqz v9, :L269
    .line 56
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getReceipts()Lcom/hearthkit/Receipts;
    move-result-object v0
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/hearthkit/Caller;->getUid()I
    move-result v1
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/hearthkit/Request;->getRequestId()Ljava/lang/String;
    move-result-object v3
    const-string v2, "com.hearthkit.devices"
    invoke-virtual {v0, v1, v2, v3}, Lcom/hearthkit/Receipts;->find(ILjava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Receipt;
    move-result-object v10
    if-eqz v10, :L269
    move-object v12, v10
    const/4 v13, 0x0
    .line 57
    invoke-virtual {v12}, Lcom/hearthkit/Receipt;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/hearthkit/ToolName;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L231
    invoke-virtual {v12}, Lcom/hearthkit/Receipt;->getArgsDigest()Ljava/lang/String;
    move-result-object v0
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/hearthkit/Request;->getArgsText()Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/hearthkit/ReceiptsKt;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L242
:L231
    .line 58
    move-object/from16 v0, p2
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was used for another call"
    invoke-static {v0, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L242
    .line 60
    new-instance v1, Lcom/hearthkit/Outcome$Value;
    new-instance v3, Lorg/json/JSONObject;
    invoke-virtual {v12}, Lcom/hearthkit/Receipt;->getValue()Ljava/lang/String;
    move-result-object v5
    invoke-direct {v3, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-direct {v1, v3}, Lcom/hearthkit/Outcome$Value;-><init>(Lorg/json/JSONObject;)V
    check-cast v1, Lcom/hearthkit/Outcome;
    move-object/from16 v0, p2
    invoke-static {v0, v1}, Lcom/hearthkit/ProtocolKt;->reply(Lcom/hearthkit/Request;Lcom/hearthkit/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L269
    .line 64
    move-object v0, p0
    move-object v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    move-object v4, v7
    move-object v5, v8
    invoke-direct/range {v0 .. v5}, Lcom/hearthkit/DevicesProvider;->dispatch-hT1lNMo(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Ljava/lang/String;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;
    move-result-object v11
:L283
    goto :L329
:L286
    .line 65
    move-exception v12
    .line 66
    new-instance v11, Lcom/hearthkit/Outcome$Failed;
    const-string v2, "INVALID_ARGS"
    const-string v3, "The arguments do not match the input schema"
    invoke-direct {v11, v2, v3}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v11, Lcom/hearthkit/Outcome;
    goto :L329
:L309
    .line 67
    move-exception v12
    .line 68
    new-instance v11, Lcom/hearthkit/Outcome$Failed;
    const-string v2, "UNAVAILABLE"
    const-string v3, "The hub is not reachable"
    invoke-direct {v11, v2, v3}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v11, Lcom/hearthkit/Outcome;
:L329
    .line 63
    move-object v10, v11
    .line 70
    if-eqz v9, :L377
    instance-of v0, v10, Lcom/hearthkit/Outcome$Value;
    if-eqz v0, :L377
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getReceipts()Lcom/hearthkit/Receipts;
    move-result-object v0
    move-object/from16 v1, p3
    invoke-virtual {v1}, Lcom/hearthkit/Caller;->getUid()I
    move-result v1
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/hearthkit/Request;->getRequestId()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v5, p2
    invoke-virtual {v5}, Lcom/hearthkit/Request;->getArgsText()Ljava/lang/String;
    move-result-object v5
    move-object v6, v10
    check-cast v6, Lcom/hearthkit/Outcome$Value;
    invoke-virtual {v6}, Lcom/hearthkit/Outcome$Value;->getJson()Lorg/json/JSONObject;
    move-result-object v6
    move-object v4, v7
    const-string v2, "com.hearthkit.devices"
    invoke-virtual/range {v0 .. v6}, Lcom/hearthkit/Receipts;->keep-sUiIjmk(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V
:L377
    .line 71
    move-object/from16 v0, p2
    invoke-static {v0, v10}, Lcom/hearthkit/ProtocolKt;->reply(Lcom/hearthkit/Request;Lcom/hearthkit/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/Throwable; {:L57 .. :L87} :L90
    .catch Lcom/hearthkit/InvalidArgs; {:L269 .. :L283} :L286
    .catch Ljava/io/IOException; {:L269 .. :L283} :L309
.end method

.method private final export()Lcom/hearthkit/Outcome;
    .registers 9
    .line 115
    new-instance v0, Lcom/hearthkit/HistoryExport;
    iget-object v2, p0, Lcom/hearthkit/DevicesProvider;->exportsDir:Ljava/io/File;
    if-nez v2, :L20
    const-string v2, "exportsDir"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L20
    invoke-static {}, Ljava/time/LocalDate;->now()Ljava/time/LocalDate;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "history-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ".json"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/hearthkit/ExportName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthkit/HistoryExport;-><init>(Ljava/io/File;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v6, v0
    .line 116
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getHub()Lcom/hearthkit/Hub;
    move-result-object v1
    invoke-virtual {v1}, Lcom/hearthkit/Hub;->history()Ljava/util/List;
    move-result-object v1
    invoke-virtual {v6, v1}, Lcom/hearthkit/HistoryExport;->run(Ljava/util/List;)Z
    move-result v0
    if-nez v0, :L68
    new-instance v0, Lcom/hearthkit/Outcome$Failed;
    invoke-virtual {v6}, Lcom/hearthkit/HistoryExport;->getProblem()Ljava/lang/String;
    move-result-object v3
    const-string v2, "INTERNAL_ERROR"
    invoke-direct {v0, v2, v3}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthkit/Outcome;
    return-object v0
:L68
    .line 117
    const/4 v0, 0x2
    new-array v7, v0, [Lkotlin/Pair;
    invoke-virtual {v6}, Lcom/hearthkit/HistoryExport;->getFile()Ljava/io/File;
    move-result-object v3
    invoke-virtual {v3}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v3
    const-string v2, "file"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v7, v1
    invoke-virtual {v6}, Lcom/hearthkit/HistoryExport;->getFile()Ljava/io/File;
    move-result-object v3
    invoke-virtual {v3}, Ljava/io/File;->length()J
    move-result-wide v3
    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v3
    const-string v2, "bytes"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v7, v1
    invoke-static {v7}, Lcom/hearthkit/ProtocolKt;->value([Lkotlin/Pair;)Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
.end method

.method private final getHub()Lcom/hearthkit/Hub;
    .registers 3
    .line 22
    iget-object v1, p0, Lcom/hearthkit/DevicesProvider;->hub$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthkit/Hub;
    return-object v0
.end method

.method private final getReceipts()Lcom/hearthkit/Receipts;
    .registers 4
    .line 23
    iget-object v0, p0, Lcom/hearthkit/DevicesProvider;->receipts$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/hearthkit/DevicesProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthkit/Receipts;
    return-object v0
.end method

.method public static final hub_delegate$lambda$0(Lcom/hearthkit/DevicesProvider;)Lcom/hearthkit/Hub;
    .registers 3
    .line 22
    new-instance v0, Lcom/hearthkit/Hub;
    invoke-virtual {p0}, Lcom/hearthkit/DevicesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lcom/hearthkit/DevicesProviderKt;->hubBase(Landroid/content/Context;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/hearthkit/Hub;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method private final reset(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;
    .registers 20
    .line 100
    move-object/from16 v9, p4
    const-string v10, "device_id"
    const/4 v11, 0x0
    .line 151
    move-object v12, v9
    move-object v13, v10
    const/4 v14, 0x0
    .line 152
    invoke-virtual {v12}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v13}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L42
    const/4 v0, 0x0
:L42
    check-cast v0, Ljava/lang/String;
    .line 151
    if-nez v0, :L60
    new-instance v0, Lcom/hearthkit/InvalidArgs;
    invoke-direct {v0, v10}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v0
:L60
    .line 100
    move-object v8, v0
    .line 102
    move-object/from16 v9, p4
    const-string v10, "force"
    const/4 v11, 0x0
    .line 153
    invoke-virtual {v9}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Boolean;
    if-nez v1, :L93
    const/4 v0, 0x0
:L93
    check-cast v0, Ljava/lang/Boolean;
    .line 102
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L230
    .line 103
    sget-object v0, Lcom/hearthkit/DeviceTickets;->INSTANCE:Lcom/hearthkit/DeviceTickets;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/hearthkit/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/hearthkit/Caller;->getUid()I
    move-result v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/hearthkit/Request;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/hearthkit/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/hearthkit/DeviceTickets;->redeem-4btxv-Y(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Fields;
    move-result-object v9
    .line 104
    move-object v0, v9
    if-eqz v9, :L178
    move-object v10, v0
    const-string v11, "approved"
    const/4 v12, 0x0
    .line 154
    invoke-virtual {v10}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Boolean;
    if-nez v1, :L165
    const/4 v0, 0x0
:L165
    check-cast v0, Ljava/lang/Boolean;
    .line 104
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L180
:L178
    const/4 v0, 0x0
:L180
    if-nez v0, :L230
    .line 105
    if-eqz v9, :L193
    invoke-virtual {p0}, Lcom/hearthkit/DevicesProvider;->userCancelled()Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
:L193
    .line 106
    const/high16 v0, 0x4000000
    invoke-static {v0}, Lcom/hearthkit/PiFlags;->constructor-impl(I)I
    move-result v0
    const/high16 v1, 0x8000000
    invoke-static {v1}, Lcom/hearthkit/PiFlags;->constructor-impl(I)I
    move-result v1
    invoke-static {v0, v1}, Lcom/hearthkit/PiFlags;->plus-Mk8z_n0(II)I
    move-result v10
    .line 107
    sget-object v4, Lcom/hearthkit/ConfirmScreen;->RESET:Lcom/hearthkit/ConfirmScreen;
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Reset "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, " to factory settings?"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    move-object v0, p0
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    move v6, v10
    invoke-direct/range {v0 .. v6}, Lcom/hearthkit/DevicesProvider;->askUser-jQ4_sug(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;I)Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
:L230
    .line 110
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getHub()Lcom/hearthkit/Hub;
    move-result-object v0
    move-object v1, v8
    const-string v2, "factory_reset"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/hearthkit/Hub;->send$default(Lcom/hearthkit/Hub;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/Object;)V
    .line 111
    const/4 v0, 0x2
    new-array v9, v0, [Lkotlin/Pair;
    const-string v2, "device_id"
    invoke-static {v2, v8}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v9, v1
    const/4 v3, 0x1
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    const-string v2, "reset"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v9, v1
    invoke-static {v9}, Lcom/hearthkit/ProtocolKt;->value([Lkotlin/Pair;)Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
.end method

.method private final setReceipts(Lcom/hearthkit/Receipts;)V
    .registers 5
    .line 23
    iget-object v0, p0, Lcom/hearthkit/DevicesProvider;->receipts$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/hearthkit/DevicesProvider;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method private final unlock(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Fields;)Lcom/hearthkit/Outcome;
    .registers 20
    .line 87
    move-object/from16 v9, p4
    const-string v10, "door_id"
    const/4 v11, 0x0
    .line 148
    move-object v12, v9
    move-object v13, v10
    const/4 v14, 0x0
    .line 149
    invoke-virtual {v12}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v13}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-nez v1, :L42
    const/4 v0, 0x0
:L42
    check-cast v0, Ljava/lang/String;
    .line 148
    if-nez v0, :L60
    new-instance v0, Lcom/hearthkit/InvalidArgs;
    invoke-direct {v0, v10}, Lcom/hearthkit/InvalidArgs;-><init>(Ljava/lang/String;)V
    throw v0
:L60
    .line 87
    move-object v8, v0
    .line 88
    sget-object v0, Lcom/hearthkit/DeviceTickets;->INSTANCE:Lcom/hearthkit/DeviceTickets;
    move-object/from16 v1, p2
    invoke-virtual {v1}, Lcom/hearthkit/Request;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    move-object/from16 v2, p3
    invoke-virtual {v2}, Lcom/hearthkit/Caller;->getUid()I
    move-result v2
    move-object/from16 v3, p2
    invoke-virtual {v3}, Lcom/hearthkit/Request;->getTool-sS0Ossg()Ljava/lang/String;
    move-result-object v3
    move-object/from16 v4, p2
    invoke-virtual {v4}, Lcom/hearthkit/Request;->getArgsText()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/hearthkit/DeviceTickets;->redeem-4btxv-Y(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Fields;
    move-result-object v9
    .line 89
    move-object v0, v9
    if-eqz v9, :L134
    move-object v10, v0
    const-string v11, "approved"
    const/4 v12, 0x0
    .line 150
    invoke-virtual {v10}, Lcom/hearthkit/Fields;->getJson()Lorg/json/JSONObject;
    move-result-object v0
    invoke-virtual {v0, v11}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/Boolean;
    if-nez v1, :L121
    const/4 v0, 0x0
:L121
    check-cast v0, Ljava/lang/Boolean;
    .line 89
    const/4 v1, 0x1
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    goto :L136
:L134
    const/4 v0, 0x0
:L136
    if-nez v0, :L186
    .line 90
    if-eqz v9, :L149
    invoke-virtual {p0}, Lcom/hearthkit/DevicesProvider;->userCancelled()Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
:L149
    .line 92
    const/high16 v0, 0x8000000
    invoke-static {v0}, Lcom/hearthkit/PiFlags;->constructor-impl(I)I
    move-result v0
    const/high16 v1, 0x40000000
    invoke-static {v1}, Lcom/hearthkit/PiFlags;->constructor-impl(I)I
    move-result v1
    invoke-static {v0, v1}, Lcom/hearthkit/PiFlags;->plus-Mk8z_n0(II)I
    move-result v10
    .line 93
    sget-object v4, Lcom/hearthkit/ConfirmScreen;->UNLOCK:Lcom/hearthkit/ConfirmScreen;
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Unlock "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "?"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    move-object v0, p0
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v3, p3
    move v6, v10
    invoke-direct/range {v0 .. v6}, Lcom/hearthkit/DevicesProvider;->askUser-jQ4_sug(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;I)Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
:L186
    .line 95
    invoke-direct {p0}, Lcom/hearthkit/DevicesProvider;->getHub()Lcom/hearthkit/Hub;
    move-result-object v0
    move-object v1, v8
    const-string v2, "unlock"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/hearthkit/Hub;->send$default(Lcom/hearthkit/Hub;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/Object;)V
    .line 96
    const/4 v0, 0x2
    new-array v10, v0, [Lkotlin/Pair;
    const-string v2, "door_id"
    invoke-static {v2, v8}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v10, v1
    const/4 v3, 0x1
    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v3
    const-string v2, "unlocked"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v10, v1
    invoke-static {v10}, Lcom/hearthkit/ProtocolKt;->value([Lkotlin/Pair;)Lcom/hearthkit/Outcome;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 35
    invoke-virtual {p0}, Lcom/hearthkit/DevicesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
:L22
    move-object v5, v0
    .line 36
    new-instance v0, Lcom/hearthkit/Request;
    move-object v2, p1
    move-object v3, p3
    if-nez p3, :L42
    new-instance v3, Landroid/os/Bundle;
    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V
:L42
    invoke-direct {v0, v2, v3}, Lcom/hearthkit/Request;-><init>(Ljava/lang/String;Landroid/os/Bundle;)V
    move-object v6, v0
    .line 37
    sget-object v0, Lcom/hearthkit/Callers;->INSTANCE:Lcom/hearthkit/Callers;
    invoke-virtual {v0, v5, v4}, Lcom/hearthkit/Callers;->admit(Landroid/content/Context;I)Lcom/hearthkit/Caller;
    move-result-object v0
    if-nez v0, :L72
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not use Hearthkit devices"
    invoke-static {v6, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L72
    move-object v7, v0
    .line 38
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L97
    move-object v2, p0
    check-cast v2, Lcom/hearthkit/Desk;
    const-string v3, "Hearthkit devices"
    invoke-static {v6, v7, v2, v3}, Lcom/hearthkit/NegotiationKt;->negotiate(Lcom/hearthkit/Request;Lcom/hearthkit/Caller;Lcom/hearthkit/Desk;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L97
    .line 39
    invoke-virtual {v6}, Lcom/hearthkit/Request;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L116
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Hearthkit devices speak CETP v2 only"
    invoke-static {v6, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L116
    .line 40
    invoke-virtual {p0, v6}, Lcom/hearthkit/DevicesProvider;->session(Lcom/hearthkit/Request;)Lcom/hearthkit/Session;
    move-result-object v0
    if-nez v0, :L137
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    invoke-static {v6, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L137
    .line 41
    move-object v8, p1
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_146
    goto :L280
:L180
    const-string v1, "list_tools"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L243
    goto :L280
:L193
    const-string v1, "get_provider_info"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L219
    goto :L280
:L206
    const-string v1, "execute_tool"
    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L267
    goto :L280
:L219
    .line 42
    new-instance v1, Lcom/hearthkit/Outcome$Value;
    sget-object v3, Lcom/hearthkit/Catalog;->INSTANCE:Lcom/hearthkit/Catalog;
    invoke-virtual {v3}, Lcom/hearthkit/Catalog;->devicesInfo()Lorg/json/JSONObject;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/hearthkit/Outcome$Value;-><init>(Lorg/json/JSONObject;)V
    check-cast v1, Lcom/hearthkit/Outcome;
    invoke-static {v6, v1}, Lcom/hearthkit/ProtocolKt;->reply(Lcom/hearthkit/Request;Lcom/hearthkit/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    goto :L286
:L243
    .line 43
    new-instance v1, Lcom/hearthkit/Outcome$Value;
    sget-object v3, Lcom/hearthkit/Catalog;->INSTANCE:Lcom/hearthkit/Catalog;
    invoke-virtual {v3}, Lcom/hearthkit/Catalog;->devicesTools()Lorg/json/JSONObject;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/hearthkit/Outcome$Value;-><init>(Lorg/json/JSONObject;)V
    check-cast v1, Lcom/hearthkit/Outcome;
    invoke-static {v6, v1}, Lcom/hearthkit/ProtocolKt;->reply(Lcom/hearthkit/Request;Lcom/hearthkit/Outcome;)Landroid/os/Bundle;
    move-result-object v0
    goto :L286
:L267
    .line 44
    invoke-direct {p0, v5, v6, v7}, Lcom/hearthkit/DevicesProvider;->execute(Landroid/content/Context;Lcom/hearthkit/Request;Lcom/hearthkit/Caller;)Landroid/os/Bundle;
    move-result-object v0
    goto :L286
:L280
    .line 45
    invoke-virtual {p0, v6}, Lcom/hearthkit/DevicesProvider;->methodNotFound(Lcom/hearthkit/Request;)Landroid/os/Bundle;
    move-result-object v0
:L286
    .line 41
    return-object v0

:sswitch_data_146
    .sparse-switch
        -0x503e73de -> :L206
        -0xa1e06ed -> :L193
        0x2a3a6efa -> :L180
    .end sparse-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    const/4 v0, 0x0
    return v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2
    .line 20
    const-string v0, "com.hearthkit.devices"
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 128
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 7
    .line 27
    invoke-virtual {p0}, Lcom/hearthkit/DevicesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
:L11
    move-object v5, v0
    .line 28
    new-instance v1, Lcom/hearthkit/Receipts;
    const-string v3, "device_receipts"
    const/4 v4, 0x0
    invoke-virtual {v5, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v2
    const-string v4, "getSharedPreferences(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/hearthkit/Receipts;-><init>(Landroid/content/SharedPreferences;)V
    invoke-direct {p0, v1}, Lcom/hearthkit/DevicesProvider;->setReceipts(Lcom/hearthkit/Receipts;)V
    .line 29
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "exports"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iput-object v1, p0, Lcom/hearthkit/DevicesProvider;->exportsDir:Ljava/io/File;
    .line 30
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 134
    const/4 v0, 0x0
    return v0
.end method
