.class Lcom/lumenhall/hub/exec/CommandQueue$1;
.super Ljava/lang/Object;
.source "CommandQueue.java"

# interfaces
.implements Lcom/lumenhall/hub/exec/Callback;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhall/hub/exec/CommandQueue;->submit(Lcom/lumenhall/hub/exec/CommandQueue$Work;)Ljava/util/concurrent/CompletableFuture;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/lumenhall/hub/exec/Callback<",
        "TT;>;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhall/hub/exec/CommandQueue;

.field final synthetic val$result:Ljava/util/concurrent/CompletableFuture;


# direct methods
.method constructor <init>(Lcom/lumenhall/hub/exec/CommandQueue;Ljava/util/concurrent/CompletableFuture;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 47
    iput-object p1, p0, Lcom/lumenhall/hub/exec/CommandQueue$1;->this$0:Lcom/lumenhall/hub/exec/CommandQueue;

    iput-object p2, p0, Lcom/lumenhall/hub/exec/CommandQueue$1;->val$result:Ljava/util/concurrent/CompletableFuture;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onError(Ljava/lang/Throwable;)V
    .registers 4

    .line 55
    const-string v0, "LumenhallQueue"

    const-string v1, "command failed"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 56
    iget-object v0, p0, Lcom/lumenhall/hub/exec/CommandQueue$1;->val$result:Ljava/util/concurrent/CompletableFuture;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/CompletableFuture;->completeExceptionally(Ljava/lang/Throwable;)Z

    .line 57
    return-void
.end method

.method public onResult(Ljava/lang/Object;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    .line 50
    iget-object v0, p0, Lcom/lumenhall/hub/exec/CommandQueue$1;->val$result:Ljava/util/concurrent/CompletableFuture;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/CompletableFuture;->complete(Ljava/lang/Object;)Z

    .line 51
    return-void
.end method
