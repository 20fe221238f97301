# D8's desugared Runnable for the lambda of ArchiveProvider.announce (line 74).
.class public final synthetic Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Landroid/content/Context;

.method public synthetic constructor <init>(Landroid/content/Context;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/Context;
    return-void
.end method

.method public final run()V
    .locals 1
    iget-object v0, p0, Lcom/example/ao/ArchiveProvider$$ExternalSyntheticLambda2;->f$0:Landroid/content/Context;
    invoke-static {v0}, Lcom/example/ao/ArchiveProvider;->lambda$announce$2(Landroid/content/Context;)V
    return-void
.end method
