.class public final Lcom/tallowbrook/salon/core/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field public final capabilities:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final expiresAt:J

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/util/List;J)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)V"
        }
    .end annotation

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput p1, p0, Lcom/tallowbrook/salon/core/SessionStore$Session;->uid:I

    .line 30
    iput-object p2, p0, Lcom/tallowbrook/salon/core/SessionStore$Session;->capabilities:Ljava/util/List;

    .line 31
    iput-wide p3, p0, Lcom/tallowbrook/salon/core/SessionStore$Session;->expiresAt:J

    .line 32
    return-void
.end method

.method public static open(I[Ljava/lang/String;)Lcom/tallowbrook/salon/core/SessionStore$Session;
    .registers 6

    .line 35
    new-instance v0, Lcom/tallowbrook/salon/core/SessionStore$Session;

    invoke-static {p1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    const-wide v2, 0x7fffffffffffffffL

    invoke-direct {v0, p0, v1, v2, v3}, Lcom/tallowbrook/salon/core/SessionStore$Session;-><init>(ILjava/util/List;J)V

    return-object v0
.end method


# virtual methods
.method public expired(J)Z
    .registers 6

    .line 43
    iget-wide v1, p0, Lcom/tallowbrook/salon/core/SessionStore$Session;->expiresAt:J

    cmp-long v0, p1, v1

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public has(Ljava/lang/String;)Z
    .registers 3

    .line 39
    iget-object v0, p0, Lcom/tallowbrook/salon/core/SessionStore$Session;->capabilities:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
