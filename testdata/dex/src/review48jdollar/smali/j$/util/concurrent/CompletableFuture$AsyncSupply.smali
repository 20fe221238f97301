.class final Lj$/util/concurrent/CompletableFuture$AsyncSupply;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;
.field dep:Lj$/util/concurrent/CompletableFuture;
.field fn:Lj$/util/function/Supplier;
.method constructor <init>(Lj$/util/concurrent/CompletableFuture;Lj$/util/function/Supplier;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lj$/util/concurrent/CompletableFuture$AsyncSupply;->dep:Lj$/util/concurrent/CompletableFuture;
    iput-object p2, p0, Lj$/util/concurrent/CompletableFuture$AsyncSupply;->fn:Lj$/util/function/Supplier;
    return-void
.end method
.method public run()V
    .locals 1
    iget-object v0, p0, Lj$/util/concurrent/CompletableFuture$AsyncSupply;->fn:Lj$/util/function/Supplier;
    invoke-interface {v0}, Lj$/util/function/Supplier;->get()Ljava/lang/Object;
    return-void
.end method
