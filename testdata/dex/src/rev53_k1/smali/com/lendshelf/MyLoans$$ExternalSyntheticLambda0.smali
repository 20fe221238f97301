.class public final synthetic Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Landroid/content/Context;
.field public final synthetic f$1:I

.method public synthetic constructor <init>(Landroid/content/Context;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    iput p2, p0, Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;->f$1:I
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;->f$0:Landroid/content/Context;
    iget v1, p0, Lcom/lendshelf/MyLoans$$ExternalSyntheticLambda0;->f$1:I
    invoke-static {v0, v1}, Lcom/lendshelf/MyLoans;->run_aJOaiM4$lambda$0(Landroid/content/Context;I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
