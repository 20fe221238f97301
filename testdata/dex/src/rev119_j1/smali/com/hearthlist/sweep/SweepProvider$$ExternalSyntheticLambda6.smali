.class public final synthetic Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/hearthlist/cetp/Ledger;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lcom/hearthlist/sweep/StorageSweeper;


# direct methods
.method public synthetic constructor <init>(Lcom/hearthlist/cetp/Ledger;Ljava/lang/String;Lcom/hearthlist/sweep/StorageSweeper;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;->f$0:Lcom/hearthlist/cetp/Ledger;

    iput-object p2, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;->f$2:Lcom/hearthlist/sweep/StorageSweeper;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;->f$0:Lcom/hearthlist/cetp/Ledger;

    iget-object v1, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;->f$2:Lcom/hearthlist/sweep/StorageSweeper;

    invoke-static {v0, v1, v2}, Lcom/hearthlist/sweep/SweepProvider;->lambda$scanStorage$3(Lcom/hearthlist/cetp/Ledger;Ljava/lang/String;Lcom/hearthlist/sweep/StorageSweeper;)V

    return-void
.end method
