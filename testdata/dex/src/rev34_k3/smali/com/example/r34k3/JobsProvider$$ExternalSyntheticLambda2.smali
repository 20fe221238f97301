.class public final synthetic Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.field public final synthetic f$1:I

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Ljava/lang/String;

.method public synthetic constructor <init>(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/Context;
    iput p2, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$1:I
    iput-object p3, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    iput-object p4, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$3:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 5
    iget-object v0, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/Context;
    iget v1, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$1:I
    iget-object v2, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    iget-object v3, p0, Lcom/example/r34k3/JobsProvider$$ExternalSyntheticLambda2;->f$3:Ljava/lang/String;
    invoke-static {v0, v1, v2, v3}, Lcom/example/r34k3/JobsProvider;->reassign$lambda$0(Landroid/content/Context;ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method
