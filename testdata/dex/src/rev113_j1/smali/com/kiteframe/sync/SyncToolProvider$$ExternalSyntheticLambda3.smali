.class public final synthetic Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic f$0:Lcom/kiteframe/sync/SyncToolProvider;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:I
.field public final synthetic f$3:Ljava/lang/String;
.field public final synthetic f$4:Ljava/lang/String;
.field public final synthetic f$5:Ljava/lang/String;

# direct methods
.method public synthetic constructor <init>(Lcom/kiteframe/sync/SyncToolProvider;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/kiteframe/sync/SyncToolProvider;
    iput-object p2, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$2:I
    iput-object p4, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$3:Ljava/lang/String;
    iput-object p5, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$4:Ljava/lang/String;
    iput-object p6, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$5:Ljava/lang/String;
    return-void
.end method

# virtual methods
.method public final run()V
    .registers 7
    iget-object v0, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/kiteframe/sync/SyncToolProvider;
    iget-object v1, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$2:I
    iget-object v3, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$3:Ljava/lang/String;
    iget-object v4, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$4:Ljava/lang/String;
    iget-object v5, p0, Lcom/kiteframe/sync/SyncToolProvider$$ExternalSyntheticLambda3;->f$5:Ljava/lang/String;
    invoke-virtual/range {v0 .. v5}, Lcom/kiteframe/sync/SyncToolProvider;->lambda$removeRemoteCopy$3$com-kiteframe-sync-SyncToolProvider(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
