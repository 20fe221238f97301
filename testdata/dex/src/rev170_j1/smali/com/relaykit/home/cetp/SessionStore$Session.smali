.class public final Lcom/relaykit/home/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field final expiresAtMs:J

.field final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field final token:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/util/Set;Ljava/util/Set;J)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 30
    iput p2, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->uid:I

    .line 31
    iput-object p3, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->capabilities:Ljava/util/Set;

    .line 32
    iput-object p4, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->scopes:Ljava/util/Set;

    .line 33
    iput-wide p5, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->expiresAtMs:J

    .line 34
    return-void
.end method


# virtual methods
.method public expiresAtMs()J
    .registers 3

    .line 45
    iget-wide v0, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->expiresAtMs:J

    return-wide v0
.end method

.method public grants(Ljava/util/Collection;)Z
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Collection<",
            "Ljava/lang/String;",
            ">;)Z"
        }
    .end annotation

    .line 53
    iget-object v0, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->scopes:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    return v0
.end method

.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 49
    iget-object v0, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->capabilities:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 37
    iget v0, p0, Lcom/relaykit/home/cetp/SessionStore$Session;->uid:I

    return v0
.end method
