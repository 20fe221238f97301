.class public final synthetic Lcom/example/r16c/PresenceProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lkotlinx/coroutines/CancellableContinuation;

.method public synthetic constructor <init>(Lkotlinx/coroutines/CancellableContinuation;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r16c/PresenceProvider$$ExternalSyntheticLambda0;->f$0:Lkotlinx/coroutines/CancellableContinuation;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/r16c/PresenceProvider$$ExternalSyntheticLambda0;->f$0:Lkotlinx/coroutines/CancellableContinuation;
    invoke-static {v0}, Lcom/example/r16c/PresenceProvider;->$r8$lambda$resume(Lkotlinx/coroutines/CancellableContinuation;)V
    return-void
.end method
