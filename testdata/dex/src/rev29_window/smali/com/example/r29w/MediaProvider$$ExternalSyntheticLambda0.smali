.class public final synthetic Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r29w/MediaProvider;

.method public synthetic constructor <init>(Lcom/example/r29w/MediaProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r29w/MediaProvider;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r29w/MediaProvider;
    invoke-virtual {v0}, Lcom/example/r29w/MediaProvider;->lambda$call$0$com-example-r29w-MediaProvider()V
    return-void
.end method
