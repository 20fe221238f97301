.class public final Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;
.super Landroid/database/ContentObserver;
.source "InboxWatcher.kt"


# instance fields
.field final synthetic $$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;

.field final synthetic $sinceMs:J

.field final synthetic $threadId:J

.field final synthetic this$0:Lcom/tidewell/home/InboxWatcher;


# direct methods
.method constructor <init>(Lcom/tidewell/home/InboxWatcher;JJLkotlinx/coroutines/channels/ProducerScope;Landroid/os/Handler;)V
    .registers 8

    iput-object p1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    iput-wide p2, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->$threadId:J

    iput-wide p4, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->$sinceMs:J

    iput-object p6, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;

    .line 26
    invoke-direct {p0, p7}, Landroid/database/ContentObserver;-><init>(Landroid/os/Handler;)V

    return-void
.end method


# virtual methods
.method public onChange(Z)V
    .registers 11

    .line 28
    iget-object v0, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->this$0:Lcom/tidewell/home/InboxWatcher;

    iget-wide v1, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->$threadId:J

    iget-wide v3, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->$sinceMs:J

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tidewell/home/InboxWatcher;->latest(JJ)Lcom/tidewell/home/IncomingText;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v5, v0

    iget-object v6, p0, Lcom/tidewell/home/InboxWatcher$incoming$1$observer$1;->$$this$callbackFlow:Lkotlinx/coroutines/channels/ProducerScope;

    move-object v7, v5

    .line 51
    const/4 v8, 0x0

    .line 28
    invoke-interface {v6, v7}, Lkotlinx/coroutines/channels/ProducerScope;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/channels/ChannelResult;->box-impl(Ljava/lang/Object;)Lkotlinx/coroutines/channels/ChannelResult;

    goto :goto_0

    .line 29
    :cond_0
    :goto_0
    return-void
.end method
