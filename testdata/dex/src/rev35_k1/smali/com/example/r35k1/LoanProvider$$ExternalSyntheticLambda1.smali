.class public final synthetic Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;->f$0:Landroid/content/Context;
    iput-object p2, p0, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;->f$0:Landroid/content/Context;
    iget-object v1, p0, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/r35k1/LoanProvider;->search$lambda$0(Landroid/content/Context;Ljava/lang/String;)V
    return-void
.end method
