.class public final Lcom/tidewell/home/Handoff;
.super Ljava/lang/Object;
.source "Reminders.kt"


# instance fields
.field private final done:Ljava/util/concurrent/CountDownLatch;

.field private volatile value:Ljava/lang/Object;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 68
    new-instance v0, Ljava/util/concurrent/CountDownLatch;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    iput-object v0, p0, Lcom/tidewell/home/Handoff;->done:Ljava/util/concurrent/CountDownLatch;

    .line 67
    return-void
.end method


# virtual methods
.method public final await(J)Ljava/lang/Object;
    .registers 5

    .line 79
    iget-object v0, p0, Lcom/tidewell/home/Handoff;->done:Ljava/util/concurrent/CountDownLatch;

    sget-object v1, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v0, p1, p2, v1}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/tidewell/home/Handoff;->value:Ljava/lang/Object;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final complete(Ljava/lang/Object;)V
    .registers 4

    const-string v1, "result"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    iput-object p1, p0, Lcom/tidewell/home/Handoff;->value:Ljava/lang/Object;

    .line 75
    iget-object v0, p0, Lcom/tidewell/home/Handoff;->done:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 76
    return-void
.end method
