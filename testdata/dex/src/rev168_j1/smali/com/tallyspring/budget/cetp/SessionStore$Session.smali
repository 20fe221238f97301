.class public final Lcom/tallyspring/budget/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyspring/budget/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field private final capabilities:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final expiresAtMs:J

.field private final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/util/List;Ljava/util/Set;J)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 27
    iput p2, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->uid:I

    .line 28
    invoke-static {p3}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->capabilities:Ljava/util/List;

    .line 29
    iput-object p4, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->scopes:Ljava/util/Set;

    .line 30
    iput-wide p5, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->expiresAtMs:J

    .line 31
    return-void
.end method


# virtual methods
.method public capabilities()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 42
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->capabilities:Ljava/util/List;

    return-object v0
.end method

.method public expiresAtMs()J
    .registers 3

    .line 50
    iget-wide v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->expiresAtMs:J

    return-wide v0
.end method

.method public grants(Ljava/util/List;)Z
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)Z"
        }
    .end annotation

    .line 58
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->scopes:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    return v0
.end method

.method public live()Z
    .registers 5

    .line 54
    iget-wide v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->expiresAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public scopes()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 46
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->scopes:Ljava/util/Set;

    return-object v0
.end method

.method public token()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 38
    iget v0, p0, Lcom/tallyspring/budget/cetp/SessionStore$Session;->uid:I

    return v0
.end method
