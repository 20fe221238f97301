.class abstract Lcom/example/tke/PendingBase;
.super Ljava/lang/Object;
.source "PendingBase.java"


# instance fields
.field final args:Ljava/lang/String;

.field final createdAt:J

.field final ownerUid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput p1, p0, Lcom/example/tke/PendingBase;->ownerUid:I

    .line 15
    iput-object p2, p0, Lcom/example/tke/PendingBase;->args:Ljava/lang/String;

    .line 16
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide p1

    iput-wide p1, p0, Lcom/example/tke/PendingBase;->createdAt:J

    return-void
.end method


# virtual methods
.method expired()Z
    .registers 5

    .line 20
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/example/tke/PendingBase;->createdAt:J

    sub-long/2addr v0, v2

    const-wide/32 v2, 0x927c0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
