.class public abstract Lcom/brambleway/ToolProvider;
.super Landroid/content/ContentProvider;
.source "Providers.kt"

# static fields
.field private static final Companion:Lcom/brambleway/ToolProvider$Companion;
.field public static final TAG:Ljava/lang/String; = "BrambleTools"


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/brambleway/ToolProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/brambleway/ToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/ToolProvider;->Companion:Lcom/brambleway/ToolProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final negotiate(Lcom/brambleway/Caller;Lcom/brambleway/Request;)Lcom/brambleway/Reply;
    .registers 10
    .line 46
    invoke-virtual {p2}, Lcom/brambleway/Request;->getConsumerVersions()[I
    move-result-object v0
    if-nez v0, :L23
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "consumer_versions is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L23
    move-object v6, v0
    .line 47
    const/4 v1, 0x2
    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z
    move-result v0
    if-nez v0, :L46
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Brambleway speaks CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    return-object v0
:L46
    .line 48
    new-instance v0, Lcom/brambleway/Reply$Data;
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getCatalog()Lcom/brambleway/Catalog;
    move-result-object v2
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getSessions()Lcom/brambleway/SessionBook;
    move-result-object v3
    invoke-virtual {v3, p1}, Lcom/brambleway/SessionBook;->start(Lcom/brambleway/Caller;)Lcom/brambleway/Session;
    move-result-object v3
    invoke-virtual {v2, v3}, Lcom/brambleway/Catalog;->negotiated(Lcom/brambleway/Session;)Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Data;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    return-object v0
.end method

.method private final serve(Lcom/brambleway/Caller;Lcom/brambleway/Request;)Lcom/brambleway/Reply;
    .registers 9
    .line 34
    invoke-virtual {p2}, Lcom/brambleway/Request;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "negotiate"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L22
    invoke-direct {p0, p1, p2}, Lcom/brambleway/ToolProvider;->negotiate(Lcom/brambleway/Caller;Lcom/brambleway/Request;)Lcom/brambleway/Reply;
    move-result-object v0
    goto/16 :L220
:L22
    .line 35
    invoke-virtual {p2}, Lcom/brambleway/Request;->getVersion()I
    move-result v0
    const/4 v1, 0x2
    if-eq v0, v1, :L46
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "UNSUPPORTED_VERSION"
    const-string v2, "Brambleway speaks CETP v2 only"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    goto/16 :L220
:L46
    .line 36
    invoke-virtual {p2}, Lcom/brambleway/Request;->getRequestId()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L69
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id is required"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    goto/16 :L220
:L69
    .line 37
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getSessions()Lcom/brambleway/SessionBook;
    move-result-object v0
    invoke-virtual {p2}, Lcom/brambleway/Request;->getSessionToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {p1}, Lcom/brambleway/Caller;->getUid()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lcom/brambleway/SessionBook;->find(Ljava/lang/String;I)Lcom/brambleway/Session;
    move-result-object v0
    if-nez v0, :L96
    sget-object v0, Lcom/brambleway/Reply$NoSession;->INSTANCE:Lcom/brambleway/Reply$NoSession;
    check-cast v0, Lcom/brambleway/Reply;
    goto :L220
:L96
    .line 38
    invoke-virtual {p2}, Lcom/brambleway/Request;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "get_provider_info"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L128
    new-instance v0, Lcom/brambleway/Reply$Data;
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getCatalog()Lcom/brambleway/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/brambleway/Catalog;->info()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Data;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    goto :L220
:L128
    .line 39
    invoke-virtual {p2}, Lcom/brambleway/Request;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "list_tools"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L160
    new-instance v0, Lcom/brambleway/Reply$Data;
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getCatalog()Lcom/brambleway/Catalog;
    move-result-object v2
    invoke-virtual {v2}, Lcom/brambleway/Catalog;->list()Lorg/json/JSONObject;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/brambleway/Reply$Data;-><init>(Lorg/json/JSONObject;)V
    check-cast v0, Lcom/brambleway/Reply;
    goto :L220
:L160
    .line 40
    invoke-virtual {p2}, Lcom/brambleway/Request;->getMethod()Ljava/lang/String;
    move-result-object v0
    const-string v1, "execute_tool"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L214
    .line 41
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getCatalog()Lcom/brambleway/Catalog;
    move-result-object v0
    invoke-virtual {p2}, Lcom/brambleway/Request;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/brambleway/Catalog;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L198
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getTools()Lcom/brambleway/ToolSet;
    move-result-object v0
    invoke-virtual {v0, p1, p2}, Lcom/brambleway/ToolSet;->execute(Lcom/brambleway/Caller;Lcom/brambleway/Request;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L220
:L198
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No tool of that name here"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    goto :L220
:L214
    .line 42
    sget-object v0, Lcom/brambleway/Reply$UnknownMethod;->INSTANCE:Lcom/brambleway/Reply$UnknownMethod;
    check-cast v0, Lcom/brambleway/Reply;
:L220
    .line 43
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 21
    sget-object v0, Lcom/brambleway/Request;->Companion:Lcom/brambleway/Request$Companion;
    invoke-virtual {v0, p1, p3}, Lcom/brambleway/Request$Companion;->of(Ljava/lang/String;Landroid/os/Bundle;)Lcom/brambleway/Request;
    move-result-object v7
    .line 22
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0}, Lcom/brambleway/AppGraph;->getGate()Lcom/brambleway/CallerGate;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/brambleway/CallerGate;->admit(I)Lcom/brambleway/Caller;
    move-result-object v0
    if-nez v0, :L56
    .line 23
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not use Brambleway's tools"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lcom/brambleway/Reply$Companion;->fail$default(Lcom/brambleway/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/brambleway/Reply;
    move-result-object v0
    invoke-static {v0, v7}, Lcom/brambleway/ReplyKt;->render(Lcom/brambleway/Reply;Lcom/brambleway/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L56
    .line 22
    move-object v8, v0
:L58
    .line 25
    invoke-direct {p0, v8, v7}, Lcom/brambleway/ToolProvider;->serve(Lcom/brambleway/Caller;Lcom/brambleway/Request;)Lcom/brambleway/Reply;
    move-result-object v10
:L69
    goto :L104
:L72
    .line 26
    move-exception v11
    .line 27
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " failed"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    move-object v2, v11
    check-cast v2, Ljava/lang/Throwable;
    const-string v0, "BrambleTools"
    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 28
    sget-object v0, Lcom/brambleway/Reply;->Companion:Lcom/brambleway/Reply$Companion;
    const-string v1, "INTERNAL_ERROR"
    const-string v2, "Brambleway could not answer this call"
    const/4 v3, 0x1
    invoke-virtual {v0, v1, v2, v3}, Lcom/brambleway/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/brambleway/Reply;
    move-result-object v10
:L104
    .line 24
    move-object v9, v10
    .line 30
    invoke-static {v9, v7}, Lcom/brambleway/ReplyKt;->render(Lcom/brambleway/Reply;Lcom/brambleway/Request;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catch Ljava/lang/RuntimeException; {:L58 .. :L69} :L72
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 54
    const/4 v0, 0x0
    return v0
.end method

.method protected abstract getCatalog()Lcom/brambleway/Catalog;
.end method

.method protected abstract getSessions()Lcom/brambleway/SessionBook;
.end method

.method protected abstract getTools()Lcom/brambleway/ToolSet;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 53
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 4
    .line 17
    invoke-virtual {p0}, Lcom/brambleway/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L23
    move-object v1, v0
    .line 76
    const/4 v2, 0x0
    .line 17
    sget-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v0, v1}, Lcom/brambleway/AppGraph;->init(Landroid/content/Context;)V
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
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    const/4 v0, 0x0
    return v0
.end method
