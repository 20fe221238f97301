.class public final Lcom/fernhill/stockroom/core/StateStore$Session;
.super Ljava/lang/Object;
.source "StateStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/StateStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field public final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final expiresAt:J

.field public final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final token:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/util/Set;Ljava/util/Set;J)V
    .registers 8
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

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/fernhill/stockroom/core/StateStore$Session;->token:Ljava/lang/String;

    .line 25
    iput p2, p0, Lcom/fernhill/stockroom/core/StateStore$Session;->uid:I

    .line 26
    invoke-static {p3}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/stockroom/core/StateStore$Session;->capabilities:Ljava/util/Set;

    .line 27
    invoke-static {p4}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/stockroom/core/StateStore$Session;->scopes:Ljava/util/Set;

    .line 28
    iput-wide p5, p0, Lcom/fernhill/stockroom/core/StateStore$Session;->expiresAt:J

    .line 29
    return-void
.end method


# virtual methods
.method public expired(J)Z
    .registers 6

    .line 32
    iget-wide v1, p0, Lcom/fernhill/stockroom/core/StateStore$Session;->expiresAt:J

    cmp-long v0, p1, v1

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
