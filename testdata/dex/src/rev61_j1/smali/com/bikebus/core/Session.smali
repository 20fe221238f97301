.class public final Lcom/bikebus/core/Session;
.super Ljava/lang/Object;
.source "Model.kt"

.field private final uid:I
.field private final issuedAt:J

.method public constructor <init>(IJ)V
    .registers 4
    .line 3
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput v1, v0, Lcom/bikebus/core/Session;->uid:I
    iput-wide v2, v0, Lcom/bikebus/core/Session;->issuedAt:J
    return-void
.end method

.method public final getUid()I
    .registers 2
    .line 3
    iget v0, v1, Lcom/bikebus/core/Session;->uid:I
    return v0
.end method

.method public final getIssuedAt()J
    .registers 3
    .line 3
    iget-wide v0, v2, Lcom/bikebus/core/Session;->issuedAt:J
    return-wide v0
.end method

