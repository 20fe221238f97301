.class public final Lcom/visitloop/care/VisitError$NotFound;
.super Lcom/visitloop/care/VisitError;
.source "Care.kt"

.field private final id:J

.method public constructor <init>(J)V
    .registers 4
    .line 23
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/visitloop/care/VisitError;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-wide v2, v1, Lcom/visitloop/care/VisitError$NotFound;->id:J
    return-void
.end method

.method public final getId()J
    .registers 3
    .line 23
    iget-wide v0, v2, Lcom/visitloop/care/VisitError$NotFound;->id:J
    return-wide v0
.end method

