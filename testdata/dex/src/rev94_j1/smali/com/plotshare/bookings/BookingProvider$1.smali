.class Lcom/plotshare/bookings/BookingProvider$1;
.super Ljava/lang/Object;
.source "BookingProvider.java"

# interfaces
.implements Lcom/google/common/util/concurrent/FutureCallback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/plotshare/bookings/BookingProvider;->history(Lcom/google/common/util/concurrent/ListeningExecutorService;Ljava/lang/String;I)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/google/common/util/concurrent/FutureCallback<",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic val$box:Ljava/util/concurrent/atomic/AtomicReference;

.field final synthetic val$done:Ljava/util/concurrent/CountDownLatch;


# direct methods
.method constructor <init>(Ljava/util/concurrent/atomic/AtomicReference;Ljava/util/concurrent/CountDownLatch;)V
    .registers 3

    .line 134
    iput-object p1, p0, Lcom/plotshare/bookings/BookingProvider$1;->val$box:Ljava/util/concurrent/atomic/AtomicReference;

    iput-object p2, p0, Lcom/plotshare/bookings/BookingProvider$1;->val$done:Ljava/util/concurrent/CountDownLatch;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onFailure(Ljava/lang/Throwable;)V
    .registers 5

    .line 143
    const-string v0, "PlotShare"

    const-string v1, "history failed"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 144
    iget-object v0, p0, Lcom/plotshare/bookings/BookingProvider$1;->val$box:Ljava/util/concurrent/atomic/AtomicReference;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "history unavailable"

    invoke-static {v1, v2}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V

    .line 145
    iget-object v0, p0, Lcom/plotshare/bookings/BookingProvider$1;->val$done:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 146
    return-void
.end method

.method public onSuccess(Landroid/os/Bundle;)V
    .registers 3

    .line 137
    iget-object v0, p0, Lcom/plotshare/bookings/BookingProvider$1;->val$box:Ljava/util/concurrent/atomic/AtomicReference;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V

    .line 138
    iget-object v0, p0, Lcom/plotshare/bookings/BookingProvider$1;->val$done:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 139
    return-void
.end method

.method public bridge synthetic onSuccess(Ljava/lang/Object;)V
    .registers 2

    .line 134
    check-cast p1, Landroid/os/Bundle;

    invoke-virtual {p0, p1}, Lcom/plotshare/bookings/BookingProvider$1;->onSuccess(Landroid/os/Bundle;)V

    return-void
.end method
