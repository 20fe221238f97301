.class public final Lcom/saltmarsh/podcasts/Slot;
.super Ljava/lang/Object;
.source "Prompts.kt"


# instance fields
.field private final latch:Ljava/util/concurrent/CountDownLatch;

.field private volatile value:Ljava/lang/Object;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    new-instance v0, Ljava/util/concurrent/CountDownLatch;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/Slot;->latch:Ljava/util/concurrent/CountDownLatch;

    .line 17
    return-void
.end method


# virtual methods
.method public final await(J)Ljava/lang/Object;
    .registers 5

    .line 28
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Slot;->latch:Ljava/util/concurrent/CountDownLatch;

    sget-object v1, Ljava/util/concurrent/TimeUnit;->MILLISECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-virtual {v0, p1, p2, v1}, Ljava/util/concurrent/CountDownLatch;->await(JLjava/util/concurrent/TimeUnit;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/saltmarsh/podcasts/Slot;->value:Ljava/lang/Object;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final fill(Ljava/lang/Object;)V
    .registers 4

    const-string v1, "v"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    iput-object p1, p0, Lcom/saltmarsh/podcasts/Slot;->value:Ljava/lang/Object;

    .line 25
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Slot;->latch:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 26
    return-void
.end method
