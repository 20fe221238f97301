.class public final Lcom/inkbarrow/cetp/ToolEvents;
.super Ljava/lang/Object;
.source "ToolEvents.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkbarrow/cetp/ToolEvents$StartListener;,
        Lcom/inkbarrow/cetp/ToolEvents$FinishListener;
    }
.end annotation


# instance fields
.field private final finishListeners:Ljava/util/concurrent/CopyOnWriteArrayList;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/CopyOnWriteArrayList<",
            "Lcom/inkbarrow/cetp/ToolEvents$FinishListener;",
            ">;"
        }
    .end annotation
.end field

.field private final handler:Landroid/os/Handler;

.field private final startListeners:Ljava/util/concurrent/CopyOnWriteArrayList;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/CopyOnWriteArrayList<",
            "Lcom/inkbarrow/cetp/ToolEvents$StartListener;",
            ">;"
        }
    .end annotation
.end field

.field private final thread:Landroid/os/HandlerThread;


# direct methods
.method static bridge synthetic -$$Nest$fgetfinishListeners(Lcom/inkbarrow/cetp/ToolEvents;)Ljava/util/concurrent/CopyOnWriteArrayList;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolEvents;->finishListeners:Ljava/util/concurrent/CopyOnWriteArrayList;

    return-object p0
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 5

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    new-instance v1, Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-direct {v1}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V

    iput-object v1, p0, Lcom/inkbarrow/cetp/ToolEvents;->startListeners:Ljava/util/concurrent/CopyOnWriteArrayList;

    .line 22
    new-instance v1, Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-direct {v1}, Ljava/util/concurrent/CopyOnWriteArrayList;-><init>()V

    iput-object v1, p0, Lcom/inkbarrow/cetp/ToolEvents;->finishListeners:Ljava/util/concurrent/CopyOnWriteArrayList;

    .line 27
    new-instance v1, Landroid/os/HandlerThread;

    invoke-direct {v1, p1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/inkbarrow/cetp/ToolEvents;->thread:Landroid/os/HandlerThread;

    .line 28
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 29
    new-instance v1, Landroid/os/Handler;

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolEvents;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v2}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v2

    invoke-direct {v1, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v1, p0, Lcom/inkbarrow/cetp/ToolEvents;->handler:Landroid/os/Handler;

    .line 30
    return-void
.end method


# virtual methods
.method public addFinishListener(Lcom/inkbarrow/cetp/ToolEvents$FinishListener;)V
    .registers 3

    .line 37
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents;->finishListeners:Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/CopyOnWriteArrayList;->add(Ljava/lang/Object;)Z

    .line 38
    return-void
.end method

.method public addStartListener(Lcom/inkbarrow/cetp/ToolEvents$StartListener;)V
    .registers 3

    .line 33
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents;->startListeners:Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/CopyOnWriteArrayList;->add(Ljava/lang/Object;)Z

    .line 34
    return-void
.end method

.method finished(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V
    .registers 5

    .line 47
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents;->handler:Landroid/os/Handler;

    new-instance v1, Lcom/inkbarrow/cetp/ToolEvents$1;

    invoke-direct {v1, p0, p1, p2}, Lcom/inkbarrow/cetp/ToolEvents$1;-><init>(Lcom/inkbarrow/cetp/ToolEvents;Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 55
    return-void
.end method

.method shutdown()V
    .registers 2

    .line 58
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->quitSafely()Z

    .line 59
    return-void
.end method

.method started(Lcom/inkbarrow/cetp/ToolCall;)V
    .registers 5

    .line 41
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents;->startListeners:Ljava/util/concurrent/CopyOnWriteArrayList;

    invoke-virtual {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_0
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkbarrow/cetp/ToolEvents$StartListener;

    move-object v2, v0

    .line 42
    invoke-interface {v2, p1}, Lcom/inkbarrow/cetp/ToolEvents$StartListener;->onStart(Lcom/inkbarrow/cetp/ToolCall;)V

    .line 43
    goto :goto_0

    .line 44
    :cond_0
    return-void
.end method
