.class public final Lcom/spokeshare/BikesProvider;
.super Landroid/content/ContentProvider;
.source "BikesProvider.kt"

# instance fields
.field private desk:Lcom/spokeshare/BikesDesk;


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$getDesk$p(Lcom/spokeshare/BikesProvider;)Lcom/spokeshare/BikesDesk;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/spokeshare/BikesProvider;->desk:Lcom/spokeshare/BikesDesk;
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    const-string v1, "method"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v5
    .line 26
    sget-object v0, Lcom/spokeshare/Envelope;->Companion:Lcom/spokeshare/Envelope$Companion;
    invoke-virtual {v0, p1, p3}, Lcom/spokeshare/Envelope$Companion;->read(Ljava/lang/String;Landroid/os/Bundle;)Lcom/spokeshare/Envelope;
    move-result-object v6
    .line 27
    invoke-virtual {p0}, Lcom/spokeshare/BikesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L41
    const-string v1, "UNAVAILABLE"
    const-string v2, "Spokeshare is starting"
    const/4 v3, 0x1
    invoke-static {v6, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L41
    move-object v7, v0
    .line 28
    invoke-static {v7, v5}, Lcom/spokeshare/Callers;->admit(Landroid/content/Context;I)Lcom/spokeshare/Caller;
    move-result-object v0
    if-nez v0, :L66
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "This app may not use Spokeshare bikes"
    const/4 v3, 0x0
    invoke-static {v6, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L66
    move-object v8, v0
:L68
    .line 30
    new-instance v1, Lcom/spokeshare/BikesProvider$call$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, p0, v8, v4}, Lcom/spokeshare/BikesProvider$call$1;-><init>(Lcom/spokeshare/Envelope;Lcom/spokeshare/BikesProvider;Lcom/spokeshare/Caller;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v0, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
    check-cast v9, Landroid/os/Bundle;
:L96
    goto :L113
:L99
    .line 33
    move-exception v10
    .line 34
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The bikes desk ran out of time; ask again with the same request_id"
    const/4 v3, 0x1
    invoke-static {v6, v1, v2, v3}, Lcom/spokeshare/ProtocolKt;->error(Lcom/spokeshare/Envelope;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v9
:L113
    .line 29
    return-object v9
    .catch Lkotlinx/coroutines/TimeoutCancellationException; {:L68 .. :L96} :L99
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    const/4 v0, 0x0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public onCreate()Z
    .registers 7
    .line 18
    invoke-virtual {p0}, Lcom/spokeshare/BikesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L11
    const/4 v0, 0x0
    return v0
:L11
    move-object v4, v0
    .line 19
    new-instance v5, Lcom/spokeshare/SpokeDb;
    invoke-direct {v5, v4}, Lcom/spokeshare/SpokeDb;-><init>(Landroid/content/Context;)V
    .line 20
    new-instance v1, Lcom/spokeshare/BikesDesk;
    new-instance v2, Lcom/spokeshare/Stations;
    invoke-direct {v2, v5}, Lcom/spokeshare/Stations;-><init>(Lcom/spokeshare/SpokeDb;)V
    new-instance v3, Lcom/spokeshare/Receipts;
    invoke-direct {v3, v5}, Lcom/spokeshare/Receipts;-><init>(Lcom/spokeshare/SpokeDb;)V
    invoke-direct {v1, v4, v2, v3}, Lcom/spokeshare/BikesDesk;-><init>(Landroid/content/Context;Lcom/spokeshare/Stations;Lcom/spokeshare/Receipts;)V
    iput-object v1, p0, Lcom/spokeshare/BikesProvider;->desk:Lcom/spokeshare/BikesDesk;
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 38
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    const/4 v0, 0x0
    return v0
.end method
