.class public final synthetic Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:I
.field public final synthetic f$1:Landroid/os/Bundle;

.method public synthetic constructor <init>(ILandroid/os/Bundle;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;->f$0:I
    iput-object p2, p0, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;->f$1:Landroid/os/Bundle;
    return-void
.end method

.method public final run()V
    .registers 3
    iget v0, p0, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;->f$0:I
    iget-object v1, p0, Lcom/example/rv15k/PlannerProvider$$ExternalSyntheticLambda0;->f$1:Landroid/os/Bundle;
    invoke-static {v0, v1}, Lcom/example/rv15k/PlannerProvider;->$r8$lambda$save(ILandroid/os/Bundle;)V
    return-void
.end method
