# minimal stand-in for desugar_jdk_libs' j$.util.concurrent.CompletableFuture (core library desugaring, minSdk < 24):
#   static CompletableFuture supplyAsync(Supplier f) { CompletableFuture d = new CompletableFuture(); ASYNC_POOL.execute(new AsyncSupply(d, f)); return d; }
.class public Lj$/util/concurrent/CompletableFuture;
.super Ljava/lang/Object;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public static supplyAsync(Lj$/util/function/Supplier;)Lj$/util/concurrent/CompletableFuture;
    .locals 3
    new-instance v0, Lj$/util/concurrent/CompletableFuture;
    invoke-direct {v0}, Lj$/util/concurrent/CompletableFuture;-><init>()V
    invoke-static {}, Ljava/util/concurrent/ForkJoinPool;->commonPool()Ljava/util/concurrent/ForkJoinPool;
    move-result-object v1
    new-instance v2, Lj$/util/concurrent/CompletableFuture$AsyncSupply;
    invoke-direct {v2, v0, p0}, Lj$/util/concurrent/CompletableFuture$AsyncSupply;-><init>(Lj$/util/concurrent/CompletableFuture;Lj$/util/function/Supplier;)V
    invoke-virtual {v1, v2}, Ljava/util/concurrent/ForkJoinPool;->execute(Ljava/lang/Runnable;)V
    return-object v0
.end method
