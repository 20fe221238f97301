.class public abstract Lcom/saltmarsh/ferry/FerryEndpoint;
.super Landroid/content/ContentProvider;
.source "Endpoints.kt"


# static fields
.field private static final Companion:Lcom/saltmarsh/ferry/FerryEndpoint$Companion;

.field private static final METHODS:Ljava/util/Set;

.field public static final TAG:Ljava/lang/String; = "SaltmarshTools"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/saltmarsh/ferry/FerryEndpoint$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/FerryEndpoint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/FerryEndpoint;->Companion:Lcom/saltmarsh/ferry/FerryEndpoint$Companion;

    .line 60
    const/4 v0, 0x4

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "negotiate"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "get_provider_info"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "list_tools"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "execute_tool"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/saltmarsh/ferry/FerryEndpoint;->METHODS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static final synthetic access$getMETHODS$cp()Ljava/util/Set;
    .registers 1

    .line 12
    sget-object v0, Lcom/saltmarsh/ferry/FerryEndpoint;->METHODS:Ljava/util/Set;

    return-object v0
.end method

.method private final negotiate(Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;
    .registers 10

    .line 47
    invoke-static {p2}, Lcom/saltmarsh/ferry/WireKt;->getConsumerVersions(Landroid/os/Bundle;)[I

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "consumer_versions is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 48
    const/4 v1, 0x2

    invoke-static {v6, v1}, Lkotlin/collections/ArraysKt;->contains([II)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Saltmarsh speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 49
    :cond_1
    new-instance v0, Lcom/saltmarsh/ferry/Reply$Data;

    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getCatalog()Lcom/saltmarsh/ferry/Catalog;

    move-result-object v2

    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getSessions()Lcom/saltmarsh/ferry/SessionBook;

    move-result-object v3

    invoke-virtual {v3, p1}, Lcom/saltmarsh/ferry/SessionBook;->start(Lcom/saltmarsh/ferry/Caller;)Lcom/saltmarsh/ferry/Session;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/saltmarsh/ferry/Catalog;->negotiated(Lcom/saltmarsh/ferry/Session;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    return-object v0
.end method

.method private final serve(Ljava/lang/String;Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;
    .registers 11

    .line 34
    sget-object v0, Lcom/saltmarsh/ferry/FerryEndpoint;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "No such method"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 35
    :cond_0
    const-string v1, "negotiate"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-direct {p0, p2, p3}, Lcom/saltmarsh/ferry/FerryEndpoint;->negotiate(Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 36
    :cond_1
    invoke-static {p3}, Lcom/saltmarsh/ferry/WireKt;->getProtocolVersion(Landroid/os/Bundle;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Saltmarsh speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 37
    :cond_2
    invoke-static {p3}, Lcom/saltmarsh/ferry/WireKt;->getRequestId(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_3

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 38
    :cond_3
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getSessions()Lcom/saltmarsh/ferry/SessionBook;

    move-result-object v0

    invoke-static {p3}, Lcom/saltmarsh/ferry/WireKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2}, Lcom/saltmarsh/ferry/Caller;->getUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/saltmarsh/ferry/SessionBook;->find(Ljava/lang/String;I)Lcom/saltmarsh/ferry/Session;

    move-result-object v0

    if-nez v0, :cond_4

    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/Reply$Companion;->getNO_SESSION()Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    return-object v0

    .line 39
    :cond_4
    move-object v6, p1

    .line 40
    const-string v1, "get_provider_info"

    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    new-instance v0, Lcom/saltmarsh/ferry/Reply$Data;

    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getCatalog()Lcom/saltmarsh/ferry/Catalog;

    move-result-object v2

    invoke-virtual {v2}, Lcom/saltmarsh/ferry/Catalog;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    goto :goto_0

    .line 41
    :cond_5
    const-string v1, "list_tools"

    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    new-instance v0, Lcom/saltmarsh/ferry/Reply$Data;

    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getCatalog()Lcom/saltmarsh/ferry/Catalog;

    move-result-object v2

    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/saltmarsh/ferry/Catalog;->list(Lcom/saltmarsh/ferry/Toolbox;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    goto :goto_0

    .line 42
    :cond_6
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getBox()Lcom/saltmarsh/ferry/Toolbox;

    move-result-object v0

    invoke-virtual {v0, p2, p3}, Lcom/saltmarsh/ferry/Toolbox;->execute(Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    .line 39
    :goto_0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 23
    move-object/from16 v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v7, v0

    .line 24
    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getGraph()Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/saltmarsh/ferry/FerryGraph;->getGate()Lcom/saltmarsh/ferry/CallerGate;

    move-result-object v0

    invoke-virtual {v0, v6}, Lcom/saltmarsh/ferry/CallerGate;->admit(I)Lcom/saltmarsh/ferry/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    .line 25
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app may not use Saltmarsh\'s tools"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/saltmarsh/ferry/Reply$Companion;->fail$default(Lcom/saltmarsh/ferry/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    invoke-static {v0, p1, v7}, Lcom/saltmarsh/ferry/WireKt;->render(Lcom/saltmarsh/ferry/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 24
    :cond_1
    move-object v8, v0

    .line 26
    move-object v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Lcom/saltmarsh/ferry/FerryEndpoint;

    move-object v11, v0

    .line 76
    const/4 v12, 0x0

    .line 26
    invoke-direct {v11, p1, v8, v7}, Lcom/saltmarsh/ferry/FerryEndpoint;->serve(Ljava/lang/String;Lcom/saltmarsh/ferry/Caller;Landroid/os/Bundle;)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    :goto_0
    move-object v10, v11

    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v0, v10

    goto :goto_1

    :cond_2
    move-object v11, v0

    const/4 v12, 0x0

    .line 27
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "SaltmarshTools"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 28
    sget-object v0, Lcom/saltmarsh/ferry/Reply;->Companion:Lcom/saltmarsh/ferry/Reply$Companion;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Saltmarsh could not answer this call"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/saltmarsh/ferry/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/saltmarsh/ferry/Reply;

    move-result-object v0

    .line 26
    :goto_1
    check-cast v0, Lcom/saltmarsh/ferry/Reply;

    move-object v9, v0

    .line 30
    invoke-static {v9, p1, v7}, Lcom/saltmarsh/ferry/WireKt;->render(Lcom/saltmarsh/ferry/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

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

.method protected abstract getBox()Lcom/saltmarsh/ferry/Toolbox;
.end method

.method protected abstract getCatalog()Lcom/saltmarsh/ferry/Catalog;
.end method

.method protected final getGraph()Lcom/saltmarsh/ferry/FerryGraph;
    .registers 3

    .line 13
    sget-object v0, Lcom/saltmarsh/ferry/FerryGraph;->Companion:Lcom/saltmarsh/ferry/FerryGraph$Companion;

    invoke-virtual {p0}, Lcom/saltmarsh/ferry/FerryEndpoint;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/saltmarsh/ferry/FerryGraph$Companion;->of(Landroid/content/Context;)Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    return-object v0
.end method

.method protected abstract getSessions()Lcom/saltmarsh/ferry/SessionBook;
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
    .registers 2

    .line 19
    const/4 v0, 0x1

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
