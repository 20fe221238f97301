.class final Lcom/example/tke/PendingPayment;
.super Ljava/lang/Object;
.source "PendingPayment.java"

# interfaces
.implements Lcom/example/tke/Pending;


# instance fields
.field final args:Ljava/lang/String;

.field final callerUid:I

.field private final createdAt:J


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput p1, p0, Lcom/example/tke/PendingPayment;->callerUid:I

    .line 13
    iput-object p2, p0, Lcom/example/tke/PendingPayment;->args:Ljava/lang/String;

    .line 14
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide p1

    iput-wide p1, p0, Lcom/example/tke/PendingPayment;->createdAt:J

    return-void
.end method


# virtual methods
.method public args()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/example/tke/PendingPayment;->args:Ljava/lang/String;

    return-object v0
.end method

.method public expired()Z
    .registers 5

    .line 18
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/example/tke/PendingPayment;->createdAt:J

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
