.class public final synthetic Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/example/r30k1/Tool;

.field public final synthetic f$0:Lcom/example/r30k1/ShareProvider;

.method public synthetic constructor <init>(Lcom/example/r30k1/ShareProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda4;->f$0:Lcom/example/r30k1/ShareProvider;
    return-void
.end method

.method public final run(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    iget-object v0, p0, Lcom/example/r30k1/ShareProvider$$ExternalSyntheticLambda4;->f$0:Lcom/example/r30k1/ShareProvider;
    invoke-static {v0, p1, p2, p3}, Lcom/example/r30k1/ShareProvider;->tools$lambda$0$4(Lcom/example/r30k1/ShareProvider;Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
