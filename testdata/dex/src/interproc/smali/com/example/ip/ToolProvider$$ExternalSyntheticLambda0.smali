# D8's desugared lambda for `executor.execute { Work.run(h) }` in ToolProvider.call.
.class public final synthetic Lcom/example/ip/ToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/ip/Handler;

.method public synthetic constructor <init>(Lcom/example/ip/Handler;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ip/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/ip/Handler;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/ip/ToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/ip/Handler;
    invoke-static {v0}, Lcom/example/ip/ToolProvider;->call$lambda$0(Lcom/example/ip/Handler;)V
    return-void
.end method
