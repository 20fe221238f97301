.class public final synthetic Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/bikebus/core/MarshalJob;
.field public final synthetic f$1:Landroid/content/Context;

.method public synthetic constructor <init>(Lcom/bikebus/core/MarshalJob;Landroid/content/Context;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;->f$0:Lcom/bikebus/core/MarshalJob;
    iput-object p2, p0, Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;->f$1:Landroid/content/Context;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;->f$0:Lcom/bikebus/core/MarshalJob;
    iget-object v1, p0, Lcom/bikebus/core/Dispatch$$ExternalSyntheticLambda0;->f$1:Landroid/content/Context;
    invoke-static {v0, v1}, Lcom/bikebus/core/Dispatch;->lambda$later$0(Lcom/bikebus/core/MarshalJob;Landroid/content/Context;)V
    return-void
.end method
