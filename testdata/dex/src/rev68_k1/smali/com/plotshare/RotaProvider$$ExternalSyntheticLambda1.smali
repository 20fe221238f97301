.class public final synthetic Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/plotshare/RotaProvider;

.method public synthetic constructor <init>(Lcom/plotshare/RotaProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda1;->f$0:Lcom/plotshare/RotaProvider;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda1;->f$0:Lcom/plotshare/RotaProvider;
    invoke-static {v0}, Lcom/plotshare/RotaProvider;->ping$lambda$0(Lcom/plotshare/RotaProvider;)V
    return-void
.end method
