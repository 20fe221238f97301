.class public interface abstract Lcom/hearthkit/Desk;
.super Ljava/lang/Object;
.source "Desk.kt"

# virtual methods
.method public abstract getProviderId()Ljava/lang/String;
.end method

.method public methodNotFound(Lcom/hearthkit/Request;)Landroid/os/Bundle;
    .registers 5
    const-string v1, "req"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method"
    invoke-static {p1, v1, v2}, Lcom/hearthkit/ProtocolKt;->fail(Lcom/hearthkit/Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public session(Lcom/hearthkit/Request;)Lcom/hearthkit/Session;
    .registers 7
    const-string v1, "req"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    sget-object v0, Lcom/hearthkit/SessionBook;->INSTANCE:Lcom/hearthkit/SessionBook;
    invoke-virtual {p1}, Lcom/hearthkit/Request;->getSessionId-3cdPkTs()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hearthkit/SessionBook;->find-lqX5FwI(Ljava/lang/String;)Lcom/hearthkit/Session;
    move-result-object v0
    if-eqz v0, :L65
    move-object v2, v0
    move-object v3, v2
    .line 22
    const/4 v4, 0x0
    .line 10
    invoke-virtual {v3}, Lcom/hearthkit/Session;->getProvider()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p0}, Lcom/hearthkit/Desk;->getProviderId()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L53
    invoke-virtual {v3}, Lcom/hearthkit/Session;->getLive()Z
    move-result v0
    if-eqz v0, :L53
    const/4 v0, 0x1
    goto :L54
:L53
    const/4 v0, 0x0
:L54
    if-eqz v0, :L61
    move-object v0, v2
    goto :L67
:L61
    const/4 v0, 0x0
    goto :L67
:L65
    const/4 v0, 0x0
:L67
    return-object v0
.end method

.method public session(Lcom/hearthkit/Request;Lcom/hearthkit/Caller;)Lcom/hearthkit/Session;
    .registers 8
    const-string v1, "req"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "caller"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-interface {p0, p1}, Lcom/hearthkit/Desk;->session(Lcom/hearthkit/Request;)Lcom/hearthkit/Session;
    move-result-object v0
    if-eqz v0, :L58
    move-object v2, v0
    move-object v3, v2
    .line 22
    const/4 v4, 0x0
    .line 13
    invoke-virtual {v3}, Lcom/hearthkit/Session;->getUid()I
    move-result v0
    invoke-virtual {p2}, Lcom/hearthkit/Caller;->getUid()I
    move-result v1
    if-ne v0, v1, :L46
    const/4 v0, 0x1
    goto :L47
:L46
    const/4 v0, 0x0
:L47
    if-eqz v0, :L54
    move-object v0, v2
    goto :L60
:L54
    const/4 v0, 0x0
    goto :L60
:L58
    const/4 v0, 0x0
:L60
    return-object v0
.end method

.method public toolNotFound()Lcom/hearthkit/Outcome;
    .registers 4
    .line 17
    new-instance v0, Lcom/hearthkit/Outcome$Failed;
    const-string v1, "TOOL_NOT_FOUND"
    const-string v2, "No such tool"
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthkit/Outcome;
    return-object v0
.end method

.method public userCancelled()Lcom/hearthkit/Outcome;
    .registers 4
    .line 19
    new-instance v0, Lcom/hearthkit/Outcome$Failed;
    const-string v1, "USER_CANCELLED"
    const-string v2, "The request was declined on the phone"
    invoke-direct {v0, v1, v2}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/hearthkit/Outcome;
    return-object v0
.end method
