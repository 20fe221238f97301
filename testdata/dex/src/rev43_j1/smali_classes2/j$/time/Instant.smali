.class public final Lj$/time/Instant;
.super Ljava/lang/Object;
.source "Instant.java"

.field private final millis:J

.method private constructor <init>(J)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lj$/time/Instant;->millis:J
    return-void
.end method

.method public static now()Lj$/time/Instant;
    .locals 3
    new-instance v0, Lj$/time/Instant;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-direct {v0, v1, v2}, Lj$/time/Instant;-><init>(J)V
    return-object v0
.end method

.method public isBefore(Lj$/time/Instant;)Z
    .locals 4
    iget-wide v0, p0, Lj$/time/Instant;->millis:J
    iget-wide v2, p1, Lj$/time/Instant;->millis:J
    cmp-long p1, v0, v2
    if-gez p1, :cond_0
    const/4 p1, 0x1
    return p1
    :cond_0
    const/4 p1, 0x0
    return p1
.end method

.method public plus(Lj$/time/temporal/TemporalAmount;)Lj$/time/Instant;
    .locals 4
    check-cast p1, Lj$/time/Duration;
    new-instance v0, Lj$/time/Instant;
    iget-wide v1, p0, Lj$/time/Instant;->millis:J
    iget-wide p1, p1, Lj$/time/Duration;->millis:J
    add-long/2addr v1, p1
    invoke-direct {v0, v1, v2}, Lj$/time/Instant;-><init>(J)V
    return-object v0
.end method

.method public toEpochMilli()J
    .locals 2
    iget-wide v0, p0, Lj$/time/Instant;->millis:J
    return-wide v0
.end method
