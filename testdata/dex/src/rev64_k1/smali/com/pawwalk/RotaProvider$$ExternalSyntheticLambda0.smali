.class public final synthetic Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/pawwalk/RotaProvider;

.method public synthetic constructor <init>(Lcom/pawwalk/RotaProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/RotaProvider;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/pawwalk/RotaProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pawwalk/RotaProvider;
    invoke-static {v0}, Lcom/pawwalk/RotaProvider;->ping$lambda$0(Lcom/pawwalk/RotaProvider;)V
    return-void
.end method
