.class public final synthetic Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Landroid/content/Context;
.field public final synthetic f$1:J

.method public synthetic constructor <init>(Landroid/content/Context;J)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    iput-wide p2, p0, Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;->f$1:J
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    iget-wide v1, p0, Lcom/lendshelf/RenewLoan$$ExternalSyntheticLambda0;->f$1:J
    invoke-static {v0, v1, v2}, Lcom/lendshelf/RenewLoan;->run_aJOaiM4$lambda$0(Landroid/content/Context;J)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
