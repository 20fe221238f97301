.class public abstract Lcom/larchwood/library/LibraryEndpoint;
.super Landroid/content/ContentProvider;
.source "Endpoints.kt"


# static fields
.field private static final Companion:Lcom/larchwood/library/LibraryEndpoint$Companion;

.field public static final TAG:Ljava/lang/String; = "LarchwoodTools"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larchwood/library/LibraryEndpoint$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larchwood/library/LibraryEndpoint$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/LibraryEndpoint;->Companion:Lcom/larchwood/library/LibraryEndpoint$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private final negotiate(Lcom/larchwood/library/Command$Negotiate;Lcom/larchwood/library/Caller;)Lcom/larchwood/library/Reply;
    .registers 9

    .line 53
    invoke-virtual {p1}, Lcom/larchwood/library/Command$Negotiate;->getVersions()Ljava/util/List;

    move-result-object v0

    const/4 v1, 0x2

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/larchwood/library/Reply$Data;

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getCatalog()Lcom/larchwood/library/Catalog;

    move-result-object v2

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getSessions()Lcom/larchwood/library/SessionBook;

    move-result-object v3

    invoke-virtual {v3, p2}, Lcom/larchwood/library/SessionBook;->start(Lcom/larchwood/library/Caller;)Lcom/larchwood/library/Session;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/larchwood/library/Catalog;->negotiated(Lcom/larchwood/library/Session;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    goto :goto_0

    .line 54
    :cond_0
    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Larchwood speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method private final refuse(Lcom/larchwood/library/Caller;Landroid/os/Bundle;)Lcom/larchwood/library/Reply;
    .registers 9

    .line 46
    const-string v1, "protocol_version"

    const/4 v2, 0x1

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "Larchwood speaks CETP v2 only"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 47
    :cond_0
    const-string v1, "request_id"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 48
    :cond_1
    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getSessions()Lcom/larchwood/library/SessionBook;

    move-result-object v0

    const-string v2, "session_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/larchwood/library/SessionBook;->find(Ljava/lang/String;I)Lcom/larchwood/library/Session;

    move-result-object v0

    if-nez v0, :cond_2

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    invoke-virtual {v0}, Lcom/larchwood/library/Reply$Companion;->getNO_SESSION()Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 49
    :cond_2
    const/4 v0, 0x0

    .line 50
    :goto_0
    return-object v0
.end method

.method private final serve(Lcom/larchwood/library/Command;Lcom/larchwood/library/Caller;Landroid/os/Bundle;)Lcom/larchwood/library/Reply;
    .registers 12

    .line 34
    move-object v6, p1

    .line 35
    instance-of v0, v6, Lcom/larchwood/library/Command$Unknown;

    if-eqz v0, :cond_0

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    move-object v2, p1

    check-cast v2, Lcom/larchwood/library/Command$Unknown;

    invoke-virtual {v2}, Lcom/larchwood/library/Command$Unknown;->getMethod()Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x28

    invoke-static {v2, v3}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "No method "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " here"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "METHOD_NOT_FOUND"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 36
    :cond_0
    instance-of v0, v6, Lcom/larchwood/library/Command$Negotiate;

    if-eqz v0, :cond_1

    move-object v1, p1

    check-cast v1, Lcom/larchwood/library/Command$Negotiate;

    invoke-direct {p0, v1, p2}, Lcom/larchwood/library/LibraryEndpoint;->negotiate(Lcom/larchwood/library/Command$Negotiate;Lcom/larchwood/library/Caller;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 37
    :cond_1
    instance-of v0, v6, Lcom/larchwood/library/Command$InSession;

    if-eqz v0, :cond_5

    invoke-direct {p0, p2, p3}, Lcom/larchwood/library/LibraryEndpoint;->refuse(Lcom/larchwood/library/Caller;Landroid/os/Bundle;)Lcom/larchwood/library/Reply;

    move-result-object v0

    if-nez v0, :cond_6

    move-object v0, p1

    check-cast v0, Lcom/larchwood/library/Command$InSession;

    move-object v7, v0

    .line 38
    instance-of v0, v7, Lcom/larchwood/library/Command$ProviderInfo;

    if-eqz v0, :cond_2

    new-instance v0, Lcom/larchwood/library/Reply$Data;

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getCatalog()Lcom/larchwood/library/Catalog;

    move-result-object v2

    invoke-virtual {v2}, Lcom/larchwood/library/Catalog;->info()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    goto :goto_0

    .line 39
    :cond_2
    instance-of v0, v7, Lcom/larchwood/library/Command$ListTools;

    if-eqz v0, :cond_3

    new-instance v0, Lcom/larchwood/library/Reply$Data;

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getCatalog()Lcom/larchwood/library/Catalog;

    move-result-object v2

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getHost()Lcom/larchwood/library/ToolHost;

    move-result-object v3

    invoke-virtual {v3}, Lcom/larchwood/library/ToolHost;->getTools()Ljava/util/List;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/larchwood/library/Catalog;->list(Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/larchwood/library/Reply$Data;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larchwood/library/Reply;

    goto :goto_0

    .line 40
    :cond_3
    instance-of v0, v7, Lcom/larchwood/library/Command$Execute;

    if-eqz v0, :cond_4

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getHost()Lcom/larchwood/library/ToolHost;

    move-result-object v0

    move-object v3, p1

    check-cast v3, Lcom/larchwood/library/Command$Execute;

    invoke-virtual {v0, p2, p3, v3}, Lcom/larchwood/library/ToolHost;->execute(Lcom/larchwood/library/Caller;Landroid/os/Bundle;Lcom/larchwood/library/Command$Execute;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 37
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 34
    :cond_5
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 42
    :cond_6
    :goto_0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v4

    .line 23
    move-object v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v5, v0

    .line 24
    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getGraph()Lcom/larchwood/library/LibraryGraph;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larchwood/library/LibraryGraph;->getGate()Lcom/larchwood/library/CallerGate;

    move-result-object v0

    invoke-virtual {v0, v4}, Lcom/larchwood/library/CallerGate;->admit(I)Lcom/larchwood/library/Caller;

    move-result-object v0

    if-nez v0, :cond_1

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    invoke-virtual {v0}, Lcom/larchwood/library/Reply$Companion;->getDENIED()Lcom/larchwood/library/Reply;

    move-result-object v0

    invoke-static {v0, p1, v5}, Lcom/larchwood/library/CommandsKt;->render(Lcom/larchwood/library/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v6, v0

    .line 26
    :try_start_0
    sget-object v1, Lcom/larchwood/library/Command;->Companion:Lcom/larchwood/library/Command$Companion;

    invoke-virtual {v1, p1, v5}, Lcom/larchwood/library/Command$Companion;->of(Ljava/lang/String;Landroid/os/Bundle;)Lcom/larchwood/library/Command;

    move-result-object v1

    invoke-direct {p0, v1, v6, v5}, Lcom/larchwood/library/LibraryEndpoint;->serve(Lcom/larchwood/library/Command;Lcom/larchwood/library/Caller;Landroid/os/Bundle;)Lcom/larchwood/library/Reply;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 27
    :catch_0
    move-exception v9

    .line 28
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v9

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "LarchwoodTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 29
    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Larchwood could not answer this call"

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Lcom/larchwood/library/Reply$Companion;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larchwood/library/Reply;

    move-result-object v8

    .line 25
    :goto_0
    move-object v7, v8

    .line 31
    invoke-static {v7, p1, v5}, Lcom/larchwood/library/CommandsKt;->render(Lcom/larchwood/library/Reply;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract getCatalog()Lcom/larchwood/library/Catalog;
.end method

.method protected final getGraph()Lcom/larchwood/library/LibraryGraph;
    .registers 3

    .line 13
    sget-object v0, Lcom/larchwood/library/LibraryGraph;->Companion:Lcom/larchwood/library/LibraryGraph$Companion;

    invoke-virtual {p0}, Lcom/larchwood/library/LibraryEndpoint;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v1}, Lcom/larchwood/library/LibraryGraph$Companion;->of(Landroid/content/Context;)Lcom/larchwood/library/LibraryGraph;

    move-result-object v0

    return-object v0
.end method

.method protected abstract getHost()Lcom/larchwood/library/ToolHost;
.end method

.method protected abstract getSessions()Lcom/larchwood/library/SessionBook;
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 58
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

    .line 56
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    const/4 v0, 0x0

    return v0
.end method
