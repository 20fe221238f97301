.class public final Lcom/hearthlist/sweep/SweepPlan;
.super Ljava/lang/Object;
.source "SweepPlan.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/sweep/SweepPlan$Builder;
    }
.end annotation


# instance fields
.field private final confirmed:Z

.field private final olderThanDays:I

.field private final root:Ljava/io/File;


# direct methods
.method private constructor <init>(Lcom/hearthlist/sweep/SweepPlan$Builder;)V
    .registers 3

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iget-object v0, p1, Lcom/hearthlist/sweep/SweepPlan$Builder;->root:Ljava/io/File;

    iput-object v0, p0, Lcom/hearthlist/sweep/SweepPlan;->root:Ljava/io/File;

    .line 13
    iget v0, p1, Lcom/hearthlist/sweep/SweepPlan$Builder;->olderThanDays:I

    iput v0, p0, Lcom/hearthlist/sweep/SweepPlan;->olderThanDays:I

    .line 14
    iget-boolean v0, p1, Lcom/hearthlist/sweep/SweepPlan$Builder;->confirmed:Z

    iput-boolean v0, p0, Lcom/hearthlist/sweep/SweepPlan;->confirmed:Z

    .line 15
    return-void
.end method

.method public static builder()Lcom/hearthlist/sweep/SweepPlan$Builder;
    .registers 1

    .line 18
    new-instance v0, Lcom/hearthlist/sweep/SweepPlan$Builder;

    invoke-direct {v0}, Lcom/hearthlist/sweep/SweepPlan$Builder;-><init>()V

    return-object v0
.end method


# virtual methods
.method public confirmed()Z
    .registers 2

    .line 30
    iget-boolean v0, p0, Lcom/hearthlist/sweep/SweepPlan;->confirmed:Z

    return v0
.end method

.method public cutoffMs()J
    .registers 7

    .line 26
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget v2, p0, Lcom/hearthlist/sweep/SweepPlan;->olderThanDays:I

    int-to-long v2, v2

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    sub-long/2addr v0, v2

    return-wide v0
.end method

.method public root()Ljava/io/File;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepPlan;->root:Ljava/io/File;

    return-object v0
.end method
