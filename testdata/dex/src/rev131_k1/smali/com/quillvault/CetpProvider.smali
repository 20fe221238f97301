.class public abstract Lcom/quillvault/CetpProvider;
.super Landroid/content/ContentProvider;
.source "Providers.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final negotiate(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    .registers 9
    .line 39
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getConsumerVersions()[I
    move-result-object v0
    if-nez v0, :L20
    const-string v0, "INVALID_REQUEST"
    const-string v1, "consumer_versions is required"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L20
    move-object v5, v0
    .line 40
    const/4 v1, 0x2
    invoke-static {v5, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L40
    const-string v0, "UNSUPPORTED_VERSION"
    const-string v1, "Quillvault speaks CETP v2 only"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    return-object v0
:L40
    .line 41
    new-instance v0, Lcom/quillvault/Outcome$Info;
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getCatalog()Lcom/quillvault/Catalog;
    move-result-object v2
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getSessions()Lcom/quillvault/SessionRegistry;
    move-result-object v3
    invoke-virtual {v3, p1}, Lcom/quillvault/SessionRegistry;->open(Lcom/quillvault/Caller;)Lcom/quillvault/Session;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/quillvault/Catalog;->negotiated(Lcom/quillvault/Session;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    return-object v0
.end method

.method private final serve(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    .registers 8
    .line 28
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    invoke-direct {p0, p1, p2}, Lcom/quillvault/CetpProvider;->negotiate(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    move-result-object v0
    goto/16 :L208
:L22
    .line 29
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L43
    const-string v0, "UNSUPPORTED_VERSION"
    const-string v1, "Quillvault speaks CETP v2 only"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    goto/16 :L208
:L43
    .line 30
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L63
    const-string v0, "INVALID_REQUEST"
    const-string v1, "request_id is required"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    goto :L208
:L63
    .line 31
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getSessions()Lcom/quillvault/SessionRegistry;
    move-result-object v0
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getSession()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Lcom/quillvault/Caller;->getUid()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lcom/quillvault/SessionRegistry;->find(Ljava/lang/String;I)Lcom/quillvault/Session;
    move-result-object v0
    if-nez v0, :L90
    sget-object v0, Lcom/quillvault/Outcome$NoSession;->INSTANCE:Lcom/quillvault/Outcome$NoSession;
    check-cast v0, Lcom/quillvault/Outcome;
    goto :L208
:L90
    .line 32
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "get_provider_info"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L122
    new-instance v0, Lcom/quillvault/Outcome$Info;
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getCatalog()Lcom/quillvault/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/quillvault/Catalog;->info()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    goto :L208
:L122
    .line 33
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "list_tools"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L154
    new-instance v0, Lcom/quillvault/Outcome$Info;
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getCatalog()Lcom/quillvault/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/quillvault/Catalog;->list()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/quillvault/Outcome$Info;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/quillvault/Outcome;
    goto :L208
:L154
    .line 34
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "execute_tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getCatalog()Lcom/quillvault/Catalog;
    move-result-object v0
    invoke-virtual {p2}, Lcom/quillvault/Envelope;->getTool()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/quillvault/Catalog;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L189
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/CetpProvider;->execute(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    move-result-object v0
    goto :L208
:L189
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "No tool of that name here"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    goto :L208
:L202
    .line 35
    sget-object v0, Lcom/quillvault/Outcome$UnknownMethod;->INSTANCE:Lcom/quillvault/Outcome$UnknownMethod;
    check-cast v0, Lcom/quillvault/Outcome;
:L208
    .line 36
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 21
    invoke-static {p3, p1}, Lcom/quillvault/EnvelopeKt;->envelope(Landroid/os/Bundle;Ljava/lang/String;)Lcom/quillvault/Envelope;
    move-result-object v6
    .line 22
    sget-object v0, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v0}, Lcom/quillvault/AppGraph;->getGate()Lcom/quillvault/CallerGate;
    move-result-object v0
    invoke-virtual {v0, v5}, Lcom/quillvault/CallerGate;->admit(I)Lcom/quillvault/Caller;
    move-result-object v0
    if-nez v0, :L50
    .line 23
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "This app may not use Quillvault"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/quillvault/OutcomeKt;->failed$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/quillvault/Outcome;
    move-result-object v0
    invoke-static {v0, v6}, Lcom/quillvault/OutcomeKt;->render(Lcom/quillvault/Outcome;Lcom/quillvault/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L50
    .line 22
    move-object v7, v0
    .line 24
    invoke-direct {p0, v7, v6}, Lcom/quillvault/CetpProvider;->serve(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
    move-result-object v0
    invoke-static {v0, v6}, Lcom/quillvault/OutcomeKt;->render(Lcom/quillvault/Outcome;Lcom/quillvault/Envelope;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    const/4 v0, 0x0
    return v0
.end method

.method protected abstract execute(Lcom/quillvault/Caller;Lcom/quillvault/Envelope;)Lcom/quillvault/Outcome;
.end method

.method protected abstract getCatalog()Lcom/quillvault/Catalog;
.end method

.method protected abstract getSessions()Lcom/quillvault/SessionRegistry;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 4
    .line 17
    invoke-virtual {p0}, Lcom/quillvault/CetpProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L23
    move-object v1, v0
    .line 67
    const/4 v2, 0x0
    .line 17
    sget-object v0, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v0, v1}, Lcom/quillvault/AppGraph;->init(Landroid/content/Context;)V
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
    .line 44
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 48
    const/4 v0, 0x0
    return v0
.end method
