.class public final synthetic Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic f$0:Lcom/kiteframe/sync/SyncToolProvider;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:Ljava/lang/String;
.field public final synthetic f$3:Ljava/lang/String;

# direct methods
.method public synthetic constructor <init>(Lcom/kiteframe/sync/SyncToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/kiteframe/sync/SyncToolProvider;
    iput-object p2, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;
    iput-object p3, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    iput-object p4, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$3:Ljava/lang/String;
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 5
    iget-object v0, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/kiteframe/sync/SyncToolProvider;
    iget-object v1, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;
    iget-object v2, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    iget-object v3, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda2;->f$3:Ljava/lang/String;
    invoke-virtual {v0, v1, v2, v3}, Lcom/kiteframe/sync/SyncToolProvider;->lambda$startSync$2$com-kiteframe-sync-SyncToolProvider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
