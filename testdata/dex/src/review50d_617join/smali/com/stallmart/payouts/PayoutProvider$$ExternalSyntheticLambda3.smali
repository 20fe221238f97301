.class public final synthetic Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/common/base/Function;


# instance fields
.field public final synthetic f$0:Lcom/stallmart/data/MarketDb;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/stallmart/data/MarketDb;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;->f$0:Lcom/stallmart/data/MarketDb;

    iput p2, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;->f$1:I

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;->f$0:Lcom/stallmart/data/MarketDb;

    iget v1, p0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;->f$1:I

    check-cast p1, Ljava/lang/Long;

    invoke-static {v0, v1, p1}, Lcom/stallmart/payouts/PayoutProvider;->lambda$requestPayout$3(Lcom/stallmart/data/MarketDb;ILjava/lang/Long;)Ljava/lang/Long;

    move-result-object p1

    return-object p1
.end method
