.class public final synthetic Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r36k1/RefillProvider;

.field public final synthetic f$1:Landroid/content/Context;

.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/r36k1/RefillProvider;Landroid/content/Context;Ljava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;->f$0:Lcom/example/r36k1/RefillProvider;
    iput-object p2, p0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;->f$1:Landroid/content/Context;
    iput-object p3, p0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 4
    iget-object v0, p0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;->f$0:Lcom/example/r36k1/RefillProvider;
    iget-object v1, p0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;->f$1:Landroid/content/Context;
    iget-object v2, p0, Lcom/example/r36k1/RefillProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/example/r36k1/RefillProvider;->requestRefill$lambda$0(Lcom/example/r36k1/RefillProvider;Landroid/content/Context;Ljava/lang/String;)V
    return-void
.end method
