.class public final Lcom/hearthlist/sweep/SweepPlan$Builder;
.super Ljava/lang/Object;
.source "SweepPlan.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/sweep/SweepPlan;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private confirmed:Z

.field private olderThanDays:I

.field private root:Ljava/io/File;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    return-void
.end method


# virtual methods
.method public build()Lcom/hearthlist/sweep/SweepPlan;
    .registers 3

    .line 57
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepPlan$Builder;->root:Ljava/io/File;

    if-nez v0, :cond_0

    .line 58
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "root is required"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 60
    :cond_0
    new-instance v0, Lcom/hearthlist/sweep/SweepPlan;

    invoke-direct {v0, p0}, Lcom/hearthlist/sweep/SweepPlan;-><init>(Lcom/hearthlist/sweep/SweepPlan$Builder;)V

    return-object v0
.end method

.method public confirmed(Z)Lcom/hearthlist/sweep/SweepPlan$Builder;
    .registers 2

    .line 52
    iput-boolean p1, p0, Lcom/hearthlist/sweep/SweepPlan$Builder;->confirmed:Z

    .line 53
    return-object p0
.end method

.method public olderThanDays(I)Lcom/hearthlist/sweep/SweepPlan$Builder;
    .registers 3

    .line 47
    const/4 v0, 0x0

    invoke-static {v0, p1}, Ljava/lang/Math;->max(II)I

    move-result v0

    iput v0, p0, Lcom/hearthlist/sweep/SweepPlan$Builder;->olderThanDays:I

    .line 48
    return-object p0
.end method

.method public root(Ljava/io/File;)Lcom/hearthlist/sweep/SweepPlan$Builder;
    .registers 2

    .line 42
    iput-object p1, p0, Lcom/hearthlist/sweep/SweepPlan$Builder;->root:Ljava/io/File;

    .line 43
    return-object p0
.end method
