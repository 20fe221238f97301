.class public abstract Lcom/fernhill/lend/ToolEndpoint;
.super Landroid/content/ContentProvider;
.source "Endpoints.kt"


# static fields
.field private static final Companion:Lcom/fernhill/lend/ToolEndpoint$Companion;

.field public static final TAG:Ljava/lang/String; = "FernhillTools"


# instance fields
.field private graph:Lcom/fernhill/lend/LendGraph;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/fernhill/lend/ToolEndpoint$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/fernhill/lend/ToolEndpoint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/ToolEndpoint;->Companion:Lcom/fernhill/lend/ToolEndpoint$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private final negotiate(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;)Lcom/fernhill/lend/Reply;
    .registers 10

    .line 53
    invoke-virtual {p2}, Lcom/fernhill/lend/Request;->getConsumerVersions()[I

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_versions is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 54
    const/4 v1, 0x2

    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Fernhill speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 55
    :cond_1
    new-instance v0, Lcom/fernhill/lend/Reply$Data;

    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getCatalog()Lcom/fernhill/lend/Catalog;

    move-result-object v2

    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getSessions()Lcom/fernhill/lend/SessionBook;

    move-result-object v3

    invoke-virtual {v3, p1}, Lcom/fernhill/lend/SessionBook;->start(Lcom/fernhill/lend/Caller;)Lcom/fernhill/lend/Session;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/fernhill/lend/Catalog;->negotiated(Lcom/fernhill/lend/Session;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    return-object v0
.end method

.method private final serve(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;)Lcom/fernhill/lend/Reply;
    .registers 10

    .line 40
    iget-object v0, p2, Lcom/fernhill/lend/Request;->method:Ljava/lang/String;

    const-string v1, "negotiate"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-direct {p0, p1, p2}, Lcom/fernhill/lend/ToolEndpoint;->negotiate(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    invoke-virtual {p2}, Lcom/fernhill/lend/Request;->getVersion()I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_1

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Fernhill speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 42
    :cond_1
    invoke-virtual {p2}, Lcom/fernhill/lend/Request;->getRequestId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    return-object v0

    .line 43
    :cond_2
    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getSessions()Lcom/fernhill/lend/SessionBook;

    move-result-object v0

    invoke-virtual {p2}, Lcom/fernhill/lend/Request;->getSessionToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/fernhill/lend/Caller;->getUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/lend/SessionBook;->find(Ljava/lang/String;I)Lcom/fernhill/lend/Session;

    move-result-object v0

    if-nez v0, :cond_3

    sget-object v0, Lcom/fernhill/lend/Reply;->NO_SESSION:Lcom/fernhill/lend/Reply;

    return-object v0

    .line 44
    :cond_3
    iget-object v6, p2, Lcom/fernhill/lend/Request;->method:Ljava/lang/String;

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "list_tools"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_0

    :sswitch_1
    const-string v1, "get_provider_info"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto :goto_0

    .line 45
    :cond_4
    new-instance v0, Lcom/fernhill/lend/Reply$Data;

    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getCatalog()Lcom/fernhill/lend/Catalog;

    move-result-object v2

    invoke-virtual {v2}, Lcom/fernhill/lend/Catalog;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    goto :goto_1

    .line 46
    :cond_5
    new-instance v0, Lcom/fernhill/lend/Reply$Data;

    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getCatalog()Lcom/fernhill/lend/Catalog;

    move-result-object v2

    invoke-virtual {v2}, Lcom/fernhill/lend/Catalog;->list()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/fernhill/lend/Reply;

    goto :goto_1

    .line 47
    :cond_6
    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getTools()Lcom/fernhill/lend/ToolSet;

    move-result-object v0

    invoke-virtual {v0, p1, p2}, Lcom/fernhill/lend/ToolSet;->execute(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    goto :goto_1

    .line 48
    :goto_0
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "No such method"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    .line 44
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_1
        0x2a3a6efa -> :sswitch_0
    .end sparse-switch
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 27
    new-instance v0, Lcom/fernhill/lend/Request;

    move-object v2, p1

    move-object v3, p3

    if-nez p3, :cond_0

    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    :cond_0
    invoke-direct {v0, v2, v3}, Lcom/fernhill/lend/Request;-><init>(Ljava/lang/String;Landroid/os/Bundle;)V

    move-object v7, v0

    .line 28
    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getGraph()Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/fernhill/lend/LendGraph;->getCallers()Lcom/fernhill/lend/CallerCheck;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/fernhill/lend/CallerCheck;->admit(I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    .line 29
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Fernhill\'s tools"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/fernhill/lend/Reply$Companion;->fail$default(Lcom/fernhill/lend/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fernhill/lend/Reply;

    move-result-object v0

    invoke-static {v0, v7}, Lcom/fernhill/lend/WireKt;->render(Lcom/fernhill/lend/Reply;Lcom/fernhill/lend/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 28
    :cond_1
    move-object v8, v0

    .line 31
    :try_start_0
    new-instance v1, Lcom/fernhill/lend/Caller;

    invoke-direct {v1, v6, v8}, Lcom/fernhill/lend/Caller;-><init>(ILjava/lang/String;)V

    invoke-direct {p0, v1, v7}, Lcom/fernhill/lend/ToolEndpoint;->serve(Lcom/fernhill/lend/Caller;Lcom/fernhill/lend/Request;)Lcom/fernhill/lend/Reply;

    move-result-object v10
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 32
    :catch_0
    move-exception v11

    .line 33
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v11

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "FernhillTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 34
    sget-object v0, Lcom/fernhill/lend/Reply;->Companion:Lcom/fernhill/lend/Reply$Companion;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Fernhill could not answer this call"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/fernhill/lend/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/fernhill/lend/Reply;

    move-result-object v10

    .line 30
    :goto_0
    move-object v9, v10

    .line 36
    invoke-static {v9, v7}, Lcom/fernhill/lend/WireKt;->render(Lcom/fernhill/lend/Reply;Lcom/fernhill/lend/Request;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 61
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract getCatalog()Lcom/fernhill/lend/Catalog;
.end method

.method protected final getGraph()Lcom/fernhill/lend/LendGraph;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/fernhill/lend/ToolEndpoint;->graph:Lcom/fernhill/lend/LendGraph;

    if-eqz v0, :cond_0

    return-object v0

    :cond_0
    const-string v0, "graph"

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V

    .line 14
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract getSessions()Lcom/fernhill/lend/SessionBook;
.end method

.method protected abstract getTools()Lcom/fernhill/lend/ToolSet;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 21
    sget-object v1, Lcom/fernhill/lend/LendGraph;->Companion:Lcom/fernhill/lend/LendGraph$Companion;

    invoke-virtual {p0}, Lcom/fernhill/lend/ToolEndpoint;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v1, v2}, Lcom/fernhill/lend/LendGraph$Companion;->of(Landroid/content/Context;)Lcom/fernhill/lend/LendGraph;

    move-result-object v1

    iput-object v1, p0, Lcom/fernhill/lend/ToolEndpoint;->graph:Lcom/fernhill/lend/LendGraph;

    .line 22
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    const/4 v0, 0x0

    return v0
.end method
