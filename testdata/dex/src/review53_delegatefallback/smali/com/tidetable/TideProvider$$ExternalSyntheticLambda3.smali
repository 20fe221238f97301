.class public final synthetic Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/tidetable/TideProvider;
.field public final synthetic f$1:I

.method public synthetic constructor <init>(Lcom/tidetable/TideProvider;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;->f$0:Lcom/tidetable/TideProvider;
    iput p2, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;->f$1:I
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;->f$0:Lcom/tidetable/TideProvider;
    iget v1, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda3;->f$1:I
    invoke-static {v0, v1}, Lcom/tidetable/TideProvider;->checkin$lambda$0(Lcom/tidetable/TideProvider;I)V
    return-void
.end method
