# D8's class for the lambda of JavaHelperProvider.execute (see the sketch in
# JavaHelperProvider.smali): () -> later.remove(token).
.class public final synthetic Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/th/JavaHelperProvider;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/example/th/JavaHelperProvider;Ljava/lang/String;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/th/JavaHelperProvider;
    iput-object p2, p0, Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .locals 2
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/th/JavaHelperProvider;
    iget-object v1, p0, Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/example/th/JavaHelperProvider;->lambda$execute$0$com-example-th-JavaHelperProvider(Ljava/lang/String;)V
    return-void
.end method
