.class Lcom/inkbarrow/cetp/ToolEvents$1;
.super Ljava/lang/Object;
.source "ToolEvents.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkbarrow/cetp/ToolEvents;->finished(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/cetp/ToolEvents;

.field final synthetic val$call:Lcom/inkbarrow/cetp/ToolCall;

.field final synthetic val$outcome:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/inkbarrow/cetp/ToolEvents;Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 47
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolEvents$1;->this$0:Lcom/inkbarrow/cetp/ToolEvents;

    iput-object p2, p0, Lcom/inkbarrow/cetp/ToolEvents$1;->val$call:Lcom/inkbarrow/cetp/ToolCall;

    iput-object p3, p0, Lcom/inkbarrow/cetp/ToolEvents$1;->val$outcome:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 6

    .line 50
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolEvents$1;->this$0:Lcom/inkbarrow/cetp/ToolEvents;

    invoke-static {v0}, Lcom/inkbarrow/cetp/ToolEvents;->-$$Nest$fgetfinishListeners(Lcom/inkbarrow/cetp/ToolEvents;)Ljava/util/concurrent/CopyOnWriteArrayList;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/CopyOnWriteArrayList;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/inkbarrow/cetp/ToolEvents$FinishListener;

    move-object v4, v0

    .line 51
    iget-object v1, p0, Lcom/inkbarrow/cetp/ToolEvents$1;->val$call:Lcom/inkbarrow/cetp/ToolCall;

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolEvents$1;->val$outcome:Ljava/lang/String;

    invoke-interface {v4, v1, v2}, Lcom/inkbarrow/cetp/ToolEvents$FinishListener;->onFinish(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V

    .line 52
    goto :goto_0

    .line 53
    :cond_0
    return-void
.end method
