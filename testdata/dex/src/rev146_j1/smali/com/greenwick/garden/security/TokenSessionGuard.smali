.class public final Lcom/greenwick/garden/security/TokenSessionGuard;
.super Ljava/lang/Object;
.source "TokenSessionGuard.java"

# interfaces
.implements Lcom/greenwick/garden/security/SessionGuard;


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "[J>;"
        }
    .end annotation
.end field

.field private final tokens:Lcom/greenwick/garden/cetp/Tokens;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/cetp/Tokens;)V
    .registers 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/greenwick/garden/security/TokenSessionGuard;->live:Ljava/util/Map;

    .line 14
    iput-object p1, p0, Lcom/greenwick/garden/security/TokenSessionGuard;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    .line 15
    return-void
.end method


# virtual methods
.method public admits(Landroid/os/Bundle;IJ)Z
    .registers 11

    .line 26
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 27
    if-nez v4, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/greenwick/garden/security/TokenSessionGuard;->live:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [J

    :goto_0
    move-object v5, v0

    .line 28
    if-eqz v5, :cond_1

    const/4 v1, 0x0

    aget-wide v0, v5, v1

    int-to-long v2, p2

    cmp-long v0, v0, v2

    if-nez v0, :cond_1

    const/4 v1, 0x1

    aget-wide v0, v5, v1

    cmp-long v0, v0, p3

    if-lez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return v0
.end method

.method public open(IJ)Ljava/lang/String;
    .registers 12

    .line 19
    iget-object v0, p0, Lcom/greenwick/garden/security/TokenSessionGuard;->tokens:Lcom/greenwick/garden/cetp/Tokens;

    invoke-virtual {v0}, Lcom/greenwick/garden/cetp/Tokens;->next()Ljava/lang/String;

    move-result-object v7

    .line 20
    iget-object v0, p0, Lcom/greenwick/garden/security/TokenSessionGuard;->live:Ljava/util/Map;

    const/4 v1, 0x2

    new-array v1, v1, [J

    int-to-long v3, p1

    const/4 v2, 0x0

    aput-wide v3, v1, v2

    const-wide/32 v5, 0x1b7740

    add-long v3, p2, v5

    const/4 v2, 0x1

    aput-wide v3, v1, v2

    invoke-interface {v0, v7, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    return-object v7
.end method
