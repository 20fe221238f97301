.class public final Lcom/larkbook/CalendarProvider;
.super Landroid/content/ContentProvider;
.source "CalendarProvider.kt"

# instance fields
.field private final methods:Ljava/util/Map;
.field private final runner$delegate:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 6
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 12
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    sget-object v1, Lcom/larkbook/CalendarProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larkbook/CalendarProvider$$ExternalSyntheticLambda0;
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/CalendarProvider;->runner$delegate:Lkotlin/Lazy;
    .line 16
    const/4 v0, 0x3
    new-array v4, v0, [Lkotlin/Pair;
    sget-object v3, Lcom/larkbook/CalendarProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larkbook/CalendarProvider$$ExternalSyntheticLambda1;
    const-string v2, "get_provider_info"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 17
    sget-object v3, Lcom/larkbook/CalendarProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larkbook/CalendarProvider$$ExternalSyntheticLambda2;
    const-string v2, "list_tools"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 18
    new-instance v3, Lcom/larkbook/CalendarProvider$methods$3;
    invoke-direct {v3, p0}, Lcom/larkbook/CalendarProvider$methods$3;-><init>(Ljava/lang/Object;)V
    const-string v2, "execute_tool"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x2
    aput-object v2, v4, v1
    .line 15
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/larkbook/CalendarProvider;->methods:Ljava/util/Map;
    .line 11
    return-void
.end method

.method public static final synthetic access$execute(Lcom/larkbook/CalendarProvider;Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 4
    .line 11
    invoke-direct {p0, p1, p2}, Lcom/larkbook/CalendarProvider;->execute(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    move-result-object v0
    return-object v0
.end method

.method private final execute(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 11
    .line 43
    invoke-virtual {p2}, Lcom/larkbook/Envelope;->getDeadlineAt()J
    move-result-wide v0
    const-wide/16 v2, 0x0
    cmp-long v0, v0, v2
    if-gtz v0, :L37
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "deadline_at_ms is required"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    goto :L46
:L37
    .line 44
    invoke-direct {p0}, Lcom/larkbook/CalendarProvider;->getRunner()Lcom/larkbook/ToolRunner;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Lcom/larkbook/ToolRunner;->execute(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    move-result-object v0
:L46
    return-object v0
.end method

.method private final getRunner()Lcom/larkbook/ToolRunner;
    .registers 3
    .line 12
    iget-object v1, p0, Lcom/larkbook/CalendarProvider;->runner$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/ToolRunner;
    return-object v0
.end method

.method public static final methods$lambda$0(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome$Info;
    .registers 5
    const-string v1, "<unused var>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "<unused var>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v0, Lcom/larkbook/Outcome$Info;
    sget-object v2, Lcom/larkbook/Catalogs;->INSTANCE:Lcom/larkbook/Catalogs;
    invoke-virtual {v2}, Lcom/larkbook/Catalogs;->getCalendar()Lcom/larkbook/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/larkbook/Catalog;->info()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Info;-><init>(Lorg/json/JSONObject;)V
    return-object v0
.end method

.method public static final methods$lambda$1(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 5
    const-string v1, "<unused var>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "<unused var>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    new-instance v0, Lcom/larkbook/Outcome$Info;
    sget-object v2, Lcom/larkbook/Catalogs;->INSTANCE:Lcom/larkbook/Catalogs;
    invoke-virtual {v2}, Lcom/larkbook/Catalogs;->getCalendar()Lcom/larkbook/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/larkbook/Catalog;->list()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
.end method

.method private final negotiate(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 12
    .line 47
    invoke-virtual {p2}, Lcom/larkbook/Envelope;->getConsumerVersions()[I
    move-result-object v0
    if-nez v0, :L35
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "consumer_versions is required"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L35
    move-object v8, v0
    .line 48
    const/4 v1, 0x2
    invoke-static {v8, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L69
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "UNSUPPORTED_VERSION"
    const-string v4, "The Larkbook calendar speaks CETP v2 only"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
:L69
    .line 49
    new-instance v0, Lcom/larkbook/Outcome$Info;
    sget-object v2, Lcom/larkbook/Catalogs;->INSTANCE:Lcom/larkbook/Catalogs;
    invoke-virtual {v2}, Lcom/larkbook/Catalogs;->getCalendar()Lcom/larkbook/Catalog;
    move-result-object v2
    sget-object v3, Lcom/larkbook/Registries;->INSTANCE:Lcom/larkbook/Registries;
    invoke-virtual {v3}, Lcom/larkbook/Registries;->getCalendar()Lcom/larkbook/SessionRegistry;
    move-result-object v3
    invoke-virtual {v3, p1}, Lcom/larkbook/SessionRegistry;->open(Lcom/larkbook/Caller;)Lcom/larkbook/Session;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/larkbook/Catalog;->negotiated(Lcom/larkbook/Session;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/larkbook/Outcome;
    return-object v0
.end method

.method public static final runner_delegate$lambda$0()Lcom/larkbook/ToolRunner;
    .registers 1
    .line 12
    sget-object v0, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v0}, Lcom/larkbook/AppGraph;->getCalendarRunner()Lcom/larkbook/ToolRunner;
    move-result-object v0
    return-object v0
.end method

.method private final serve(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    .registers 11
    .line 32
    invoke-virtual {p2}, Lcom/larkbook/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    invoke-direct {p0, p1, p2}, Lcom/larkbook/CalendarProvider;->negotiate(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    move-result-object v0
    goto :L149
:L22
    .line 33
    invoke-virtual {p2}, Lcom/larkbook/Envelope;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L57
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "UNSUPPORTED_VERSION"
    const-string v4, "The Larkbook calendar speaks CETP v2 only"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    goto :L149
:L57
    .line 34
    invoke-virtual {p2}, Lcom/larkbook/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L91
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "request_id is required"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    goto :L149
:L91
    .line 35
    invoke-direct {p0, p2}, Lcom/larkbook/CalendarProvider;->sessionOf(Lcom/larkbook/Envelope;)Lcom/larkbook/Session;
    move-result-object v0
    if-nez v0, :L108
    sget-object v0, Lcom/larkbook/Outcome$NoSession;->INSTANCE:Lcom/larkbook/Outcome$NoSession;
    check-cast v0, Lcom/larkbook/Outcome;
    goto :L149
:L108
    .line 36
    iget-object v0, p0, Lcom/larkbook/CalendarProvider;->methods:Ljava/util/Map;
    invoke-virtual {p2}, Lcom/larkbook/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/jvm/functions/Function2;
    if-eqz v0, :L142
    invoke-interface {v0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Outcome;
    if-nez v0, :L149
:L142
    sget-object v0, Lcom/larkbook/Outcome$UnknownMethod;->INSTANCE:Lcom/larkbook/Outcome$UnknownMethod;
    check-cast v0, Lcom/larkbook/Outcome;
:L149
    .line 37
    return-object v0
.end method

.method private final sessionOf(Lcom/larkbook/Envelope;)Lcom/larkbook/Session;
    .registers 5
    .line 40
    invoke-virtual {p1}, Lcom/larkbook/Envelope;->getSession-w80xbKI()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L24
    move-object v1, v0
    .line 59
    const/4 v2, 0x0
    .line 40
    sget-object v0, Lcom/larkbook/Registries;->INSTANCE:Lcom/larkbook/Registries;
    invoke-virtual {v0}, Lcom/larkbook/Registries;->getCalendar()Lcom/larkbook/SessionRegistry;
    move-result-object v0
    invoke-virtual {v0, v1}, Lcom/larkbook/SessionRegistry;->get-iovkbgc(Ljava/lang/String;)Lcom/larkbook/Session;
    move-result-object v0
    goto :L26
:L24
    const/4 v0, 0x0
:L26
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v8
    .line 25
    invoke-static {p3, p1}, Lcom/larkbook/EnvelopeKt;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Lcom/larkbook/Envelope;
    move-result-object v9
    .line 26
    sget-object v0, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v0}, Lcom/larkbook/AppGraph;->getGate()Lcom/larkbook/CallerGate;
    move-result-object v0
    invoke-virtual {v0, v8}, Lcom/larkbook/CallerGate;->invoke(I)Lcom/larkbook/Caller;
    move-result-object v0
    if-nez v0, :L64
    .line 27
    new-instance v0, Lcom/larkbook/Outcome$Failed;
    new-instance v2, Lcom/larkbook/Fault;
    const-string v3, "PERMISSION_DENIED"
    const-string v4, "This app may not use the Larkbook calendar"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/Fault;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-direct {v0, v2}, Lcom/larkbook/Outcome$Failed;-><init>(Lcom/larkbook/Fault;)V
    check-cast v0, Lcom/larkbook/Outcome;
    invoke-static {v0, v9}, Lcom/larkbook/OutcomeKt;->render(Lcom/larkbook/Outcome;Lcom/larkbook/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L64
    .line 26
    move-object v10, v0
    .line 28
    invoke-direct {p0, v10, v9}, Lcom/larkbook/CalendarProvider;->serve(Lcom/larkbook/Caller;Lcom/larkbook/Envelope;)Lcom/larkbook/Outcome;
    move-result-object v0
    invoke-static {v0, v9}, Lcom/larkbook/OutcomeKt;->render(Lcom/larkbook/Outcome;Lcom/larkbook/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 4
    .line 21
    invoke-virtual {p0}, Lcom/larkbook/CalendarProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L23
    move-object v1, v0
    .line 59
    const/4 v2, 0x0
    .line 21
    sget-object v0, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v0, v1}, Lcom/larkbook/AppGraph;->init(Landroid/content/Context;)V
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
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    const/4 v0, 0x0
    return v0
.end method
