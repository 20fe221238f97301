.class interface abstract Lcom/example/cr/Task;
.super Ljava/lang/Object;
.method public abstract run(Landroid/content/Context;)V
.end method
