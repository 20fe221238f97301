.class public final synthetic Lcom/tidetable/TideProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/tidetable/TideProvider;

.method public synthetic constructor <init>(Lcom/tidetable/TideProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tidetable/TideProvider;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tidetable/TideProvider;
    invoke-static {v0}, Lcom/tidetable/TideProvider;->ping$lambda$0(Lcom/tidetable/TideProvider;)V
    return-void
.end method
