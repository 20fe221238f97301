# D8's class for the lambda of CheckedQueueProvider.kt line 11 (see
# CheckedQueueProvider.smali): it captures the provider and calls the
# static enqueue$lambda$0 kotlinc emitted for the body.
.class public final synthetic Lcom/example/kd/CheckedQueueProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/example/kd/CheckedQueueProvider;

.method public synthetic constructor <init>(Lcom/example/kd/CheckedQueueProvider;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/kd/CheckedQueueProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/kd/CheckedQueueProvider;
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lcom/example/kd/CheckedQueueProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/kd/CheckedQueueProvider;
    check-cast p1, Landroid/os/Bundle;
    invoke-static {v0, p1}, Lcom/example/kd/CheckedQueueProvider;->enqueue$lambda$0(Lcom/example/kd/CheckedQueueProvider;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
