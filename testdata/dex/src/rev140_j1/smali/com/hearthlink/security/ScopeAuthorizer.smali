.class public final Lcom/hearthlink/security/ScopeAuthorizer;
.super Ljava/lang/Object;
.source "ScopeAuthorizer.java"

# interfaces
.implements Lcom/hearthlink/security/Authorizer;


# instance fields
.field private final limiter:Lcom/hearthlink/security/RateLimiter;

.field private final scopes:Lcom/hearthlink/security/ScopeChecker;


# direct methods
.method public constructor <init>(Lcom/hearthlink/security/ScopeChecker;Lcom/hearthlink/security/RateLimiter;)V
    .registers 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/hearthlink/security/ScopeAuthorizer;->scopes:Lcom/hearthlink/security/ScopeChecker;

    .line 15
    iput-object p2, p0, Lcom/hearthlink/security/ScopeAuthorizer;->limiter:Lcom/hearthlink/security/RateLimiter;

    .line 16
    return-void
.end method


# virtual methods
.method public authorize(Lcom/hearthlink/cetp/Call;Lcom/hearthlink/cetp/ToolSpec;)Lcom/hearthlink/security/Authorizer$Decision;
    .registers 8

    .line 20
    iget-object v0, p0, Lcom/hearthlink/security/ScopeAuthorizer;->scopes:Lcom/hearthlink/security/ScopeChecker;

    iget v1, p1, Lcom/hearthlink/cetp/Call;->uid:I

    iget-object v2, p2, Lcom/hearthlink/cetp/ToolSpec;->scopes:[Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/hearthlink/security/ScopeChecker;->missing(I[Ljava/lang/String;)Ljava/util/List;

    move-result-object v4

    .line 21
    invoke-interface {v4}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 22
    const-string v1, ", "

    invoke-static {v1, v4}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Grant "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " to this assistant under Settings > Assistant access in Hearthlink"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "PERMISSION_DENIED"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/hearthlink/security/Authorizer$Decision;->deny(Ljava/lang/String;Ljava/lang/String;Z)Lcom/hearthlink/security/Authorizer$Decision;

    move-result-object v0

    return-object v0

    .line 25
    :cond_0
    iget-object v0, p0, Lcom/hearthlink/security/ScopeAuthorizer;->limiter:Lcom/hearthlink/security/RateLimiter;

    iget v1, p1, Lcom/hearthlink/cetp/Call;->uid:I

    iget-object v2, p2, Lcom/hearthlink/cetp/ToolSpec;->name:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Lcom/hearthlink/security/RateLimiter;->tryAcquire(ILjava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 26
    const-string v0, "RATE_LIMITED"

    const-string v1, "Too many calls of this tool; try again in a minute"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/hearthlink/security/Authorizer$Decision;->deny(Ljava/lang/String;Ljava/lang/String;Z)Lcom/hearthlink/security/Authorizer$Decision;

    move-result-object v0

    return-object v0

    .line 28
    :cond_1
    sget-object v0, Lcom/hearthlink/security/Authorizer$Decision;->ALLOW:Lcom/hearthlink/security/Authorizer$Decision;

    return-object v0
.end method
