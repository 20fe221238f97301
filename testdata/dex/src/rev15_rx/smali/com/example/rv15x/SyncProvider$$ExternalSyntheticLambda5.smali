.class public final synthetic Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Consumer;

.field public final synthetic f$0:Lcom/example/rv15x/SyncProvider;

.method public synthetic constructor <init>(Lcom/example/rv15x/SyncProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda5;->f$0:Lcom/example/rv15x/SyncProvider;
    return-void
.end method

.method public final accept(Ljava/lang/Object;)V
    .registers 3
    iget-object v0, p0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda5;->f$0:Lcom/example/rv15x/SyncProvider;
    check-cast p1, Ljava/lang/String;
    invoke-virtual {v0, p1}, Lcom/example/rv15x/SyncProvider;->lambda$watch$5(Ljava/lang/String;)V
    return-void
.end method
