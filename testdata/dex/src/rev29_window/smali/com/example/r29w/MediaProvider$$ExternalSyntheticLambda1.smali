.class public final synthetic Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r29w/MediaProvider;
.field public final synthetic f$1:I

.method public synthetic constructor <init>(Lcom/example/r29w/MediaProvider;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r29w/MediaProvider;
    iput p2, p0, Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda1;->f$1:I
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r29w/MediaProvider;
    iget v1, p0, Lcom/example/r29w/MediaProvider$$ExternalSyntheticLambda1;->f$1:I
    invoke-virtual {v0, v1}, Lcom/example/r29w/MediaProvider;->lambda$call$1$com-example-r29w-MediaProvider(I)V
    return-void
.end method
