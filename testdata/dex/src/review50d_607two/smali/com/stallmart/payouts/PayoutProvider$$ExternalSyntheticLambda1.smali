.class public final synthetic Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/stallmart/data/MarketDb;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/stallmart/data/MarketDb;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;->f$0:Lcom/stallmart/data/MarketDb;

    iput-object p2, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;->f$0:Lcom/stallmart/data/MarketDb;

    iget-object v1, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/stallmart/payouts/PayoutProvider;->lambda$payoutStatus$1(Lcom/stallmart/data/MarketDb;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method
