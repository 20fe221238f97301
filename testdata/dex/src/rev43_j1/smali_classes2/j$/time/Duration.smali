.class public final Lj$/time/Duration;
.super Ljava/lang/Object;
.source "Duration.java"

# interfaces
.implements Lj$/time/temporal/TemporalAmount;

.field final millis:J

.method private constructor <init>(J)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lj$/time/Duration;->millis:J
    return-void
.end method

.method public static ofMinutes(J)Lj$/time/Duration;
    .locals 3
    new-instance v0, Lj$/time/Duration;
    const-wide/32 v1, 0xea60
    mul-long/2addr v1, p0
    invoke-direct {v0, v1, v2}, Lj$/time/Duration;-><init>(J)V
    return-object v0
.end method
