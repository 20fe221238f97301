# D8's desugared Runnable for lambda 1 of LinkProvider.executeTool.
.class public final synthetic Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/af/LinkProvider;
.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/af/LinkProvider;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/af/LinkProvider;
    iput-object p2, p0, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .locals 2
    iget-object v0, p0, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/af/LinkProvider;
    iget-object v1, p0, Lcom/example/af/LinkProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/example/af/LinkProvider;->executeTool$lambda$1(Lcom/example/af/LinkProvider;Ljava/lang/String;)V
    return-void
.end method
