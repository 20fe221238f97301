.class public final Lcom/hearthly/DevicesProvider;
.super Landroid/content/ContentProvider;
.source "DevicesProvider.kt"

# instance fields
.field private final runner$delegate:Lkotlin/Lazy;
.field private final sessions$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    sget-object v1, Lcom/hearthly/DevicesProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthly/DevicesProvider$$ExternalSyntheticLambda0;
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthly/DevicesProvider;->sessions$delegate:Lkotlin/Lazy;
    .line 13
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    sget-object v1, Lcom/hearthly/DevicesProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hearthly/DevicesProvider$$ExternalSyntheticLambda1;
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/hearthly/DevicesProvider;->runner$delegate:Lkotlin/Lazy;
    .line 11
    return-void
.end method

.method private final getRunner()Lcom/hearthly/ToolRunner;
    .registers 3
    .line 13
    iget-object v1, p0, Lcom/hearthly/DevicesProvider;->runner$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/ToolRunner;
    return-object v0
.end method

.method private final getSessions()Lcom/hearthly/SessionTable;
    .registers 3
    .line 12
    iget-object v1, p0, Lcom/hearthly/DevicesProvider;->sessions$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/SessionTable;
    return-object v0
.end method

.method private final negotiate(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;)Lcom/hearthly/Reply;
    .registers 10
    .line 44
    invoke-virtual {p2}, Lcom/hearthly/Envelope;->getConsumerVersions()[I
    move-result-object v0
    if-nez v0, :L28
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "consumer_versions is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L28
    move-object v6, v0
    .line 45
    const/4 v1, 0x2
    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L55
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Hearthly devices speak CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L55
    .line 46
    new-instance v0, Lcom/hearthly/Reply$Info;
    sget-object v2, Lcom/hearthly/Catalogs;->INSTANCE:Lcom/hearthly/Catalogs;
    invoke-virtual {v2}, Lcom/hearthly/Catalogs;->getDevices()Lcom/hearthly/Catalog;
    move-result-object v2
    invoke-direct {p0}, Lcom/hearthly/DevicesProvider;->getSessions()Lcom/hearthly/SessionTable;
    move-result-object v3
    invoke-virtual {v3, p1}, Lcom/hearthly/SessionTable;->open(Lcom/hearthly/Caller;)Lcom/hearthly/Session;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/hearthly/Catalog;->negotiated(Lcom/hearthly/Session;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
.end method

.method public static final runner_delegate$lambda$0()Lcom/hearthly/ToolRunner;
    .registers 1
    .line 13
    sget-object v0, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v0}, Lcom/hearthly/AppGraph;->getDeviceRunner()Lcom/hearthly/ToolRunner;
    move-result-object v0
    return-object v0
.end method

.method private final serve(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;Landroid/os/Bundle;)Lcom/hearthly/Reply;
    .registers 15
    .line 26
    invoke-virtual {p2}, Lcom/hearthly/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L19
    invoke-direct {p0, p1, p2}, Lcom/hearthly/DevicesProvider;->negotiate(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;)Lcom/hearthly/Reply;
    move-result-object v0
    return-object v0
:L19
    .line 27
    invoke-virtual {p2}, Lcom/hearthly/Envelope;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L45
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Hearthly devices speak CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L45
    .line 28
    invoke-virtual {p2}, Lcom/hearthly/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L70
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L70
    .line 29
    invoke-direct {p0, p2}, Lcom/hearthly/DevicesProvider;->sessionOf(Lcom/hearthly/Envelope;)Lcom/hearthly/Session;
    move-result-object v0
    if-nez v0, :L96
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "Negotiate a session first"
    const/4 v4, 0x1
    invoke-direct {v0, v2, v3, v4}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast v0, Lcom/hearthly/Reply;
    return-object v0
:L96
    .line 30
    invoke-virtual {p2}, Lcom/hearthly/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v6
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_108
    goto :L307
:L144
    const-string v1, "list_tools"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L205
    goto :L307
:L157
    const-string v1, "get_provider_info"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L183
    goto :L307
:L170
    const-string v1, "execute_tool"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L227
    goto :L307
:L183
    .line 31
    new-instance v0, Lcom/hearthly/Reply$Info;
    sget-object v2, Lcom/hearthly/Catalogs;->INSTANCE:Lcom/hearthly/Catalogs;
    invoke-virtual {v2}, Lcom/hearthly/Catalogs;->getDevices()Lcom/hearthly/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/hearthly/Catalog;->info()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/hearthly/Reply;
    goto :L324
:L205
    .line 32
    new-instance v0, Lcom/hearthly/Reply$Info;
    sget-object v2, Lcom/hearthly/Catalogs;->INSTANCE:Lcom/hearthly/Catalogs;
    invoke-virtual {v2}, Lcom/hearthly/Catalogs;->getDevices()Lcom/hearthly/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/hearthly/Catalog;->list()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/hearthly/Reply$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/hearthly/Reply;
    goto :L324
:L227
    .line 33
    move-object v7, p2
    move-object v8, v7
    .line 56
    const/4 v9, 0x0
    .line 33
    invoke-virtual {v8}, Lcom/hearthly/Envelope;->getDeadlineAt()J
    move-result-wide v0
    const-wide/16 v2, 0x0
    cmp-long v0, v0, v2
    if-lez v0, :L251
    const/4 v0, 0x1
    goto :L252
:L251
    const/4 v0, 0x0
:L252
    if-eqz v0, :L260
    move-object v0, v7
    goto :L261
:L260
    const/4 v0, 0x0
:L261
    if-eqz v0, :L286
    move-object v9, v0
    .line 56
    const/4 v10, 0x0
    .line 33
    invoke-direct {p0}, Lcom/hearthly/DevicesProvider;->getRunner()Lcom/hearthly/ToolRunner;
    move-result-object v0
    invoke-virtual {v0, p1, v9, p3}, Lcom/hearthly/ToolRunner;->execute(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;Landroid/os/Bundle;)Lcom/hearthly/Reply;
    move-result-object v0
    if-nez v0, :L324
:L286
    .line 34
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "deadline_at_ms is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    goto :L324
:L307
    .line 35
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "No such method"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
:L324
    .line 30
    return-object v0

:sswitch_data_108
    .sparse-switch
        -0x503e73de -> :L170
        -0xa1e06ed -> :L157
        0x2a3a6efa -> :L144
    .end sparse-switch
.end method

.method private final sessionOf(Lcom/hearthly/Envelope;)Lcom/hearthly/Session;
    .registers 10
    .line 41
    invoke-virtual {p1}, Lcom/hearthly/Envelope;->getSessionToken()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L64
    move-object v4, v0
    invoke-direct {p0}, Lcom/hearthly/DevicesProvider;->getSessions()Lcom/hearthly/SessionTable;
    move-result-object v5
    move-object v6, v4
    .line 56
    const/4 v7, 0x0
    .line 41
    invoke-virtual {v5, v6}, Lcom/hearthly/SessionTable;->get(Ljava/lang/String;)Lcom/hearthly/Session;
    move-result-object v0
    if-eqz v0, :L64
    move-object v4, v0
    move-object v5, v4
    .line 56
    const/4 v6, 0x0
    .line 41
    invoke-virtual {v5}, Lcom/hearthly/Session;->getExpiresAt()J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-lez v0, :L52
    const/4 v0, 0x1
    goto :L53
:L52
    const/4 v0, 0x0
:L53
    if-eqz v0, :L60
    move-object v0, v4
    goto :L66
:L60
    const/4 v0, 0x0
    goto :L66
:L64
    const/4 v0, 0x0
:L66
    return-object v0
.end method

.method public static final sessions_delegate$lambda$0()Lcom/hearthly/SessionTable;
    .registers 1
    .line 12
    sget-object v0, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v0}, Lcom/hearthly/AppGraph;->getDeviceSessions()Lcom/hearthly/SessionTable;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 19
    invoke-static {p3, p1}, Lcom/hearthly/EnvelopeKt;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Lcom/hearthly/Envelope;
    move-result-object v7
    .line 20
    sget-object v0, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v0}, Lcom/hearthly/AppGraph;->getCallers()Lcom/hearthly/CallerGate;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/hearthly/CallerGate;->admit(I)Lcom/hearthly/Caller;
    move-result-object v0
    if-nez v0, :L57
    .line 21
    new-instance v0, Lcom/hearthly/Reply$Failed;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not control Hearthly devices"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/hearthly/Reply$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/hearthly/Reply;
    invoke-static {v0, v7}, Lcom/hearthly/ReplyKt;->toBundle(Lcom/hearthly/Reply;Lcom/hearthly/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L57
    .line 20
    move-object v8, v0
    .line 22
    invoke-direct {p0, v8, v7, p3}, Lcom/hearthly/DevicesProvider;->serve(Lcom/hearthly/Caller;Lcom/hearthly/Envelope;Landroid/os/Bundle;)Lcom/hearthly/Reply;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/hearthly/ReplyKt;->toBundle(Lcom/hearthly/Reply;Lcom/hearthly/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 4
    .line 15
    invoke-virtual {p0}, Lcom/hearthly/DevicesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L23
    move-object v1, v0
    .line 56
    const/4 v2, 0x0
    .line 15
    sget-object v0, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v0, v1}, Lcom/hearthly/AppGraph;->init(Landroid/content/Context;)V
    const/4 v0, 0x1
    goto :L25
:L23
    const/4 v0, 0x0
:L25
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return v0
.end method
