.class public final Lcom/tallyfold/money/CloseEnvelope;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/LedgerCommand;


# instance fields
.field private final envelopeId:J

.field private final sweepTo:J


# direct methods
.method public constructor <init>(JJ)V
    .registers 5

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    iput-wide p3, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/CloseEnvelope;JJILjava/lang/Object;)Lcom/tallyfold/money/CloseEnvelope;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-wide p3, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    :cond_1
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/tallyfold/money/CloseEnvelope;->copy(JJ)Lcom/tallyfold/money/CloseEnvelope;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    return-wide v0
.end method

.method public final component2()J
    .registers 3

    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    return-wide v0
.end method

.method public final copy(JJ)Lcom/tallyfold/money/CloseEnvelope;
    .registers 6

    new-instance v0, Lcom/tallyfold/money/CloseEnvelope;

    invoke-direct {v0, p1, p2, p3, p4}, Lcom/tallyfold/money/CloseEnvelope;-><init>(JJ)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/CloseEnvelope;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/CloseEnvelope;

    move-object v4, v0

    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    iget-wide v2, v4, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    iget-wide v2, v4, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getEnvelopeId()J
    .registers 3

    .line 32
    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    return-wide v0
.end method

.method public final getSweepTo()J
    .registers 3

    .line 32
    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    return-wide v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-wide v0, p0, Lcom/tallyfold/money/CloseEnvelope;->envelopeId:J

    iget-wide v2, p0, Lcom/tallyfold/money/CloseEnvelope;->sweepTo:J

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "CloseEnvelope(envelopeId="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, ", sweepTo="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
