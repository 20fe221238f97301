.class public final synthetic Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda4;->f$0:I

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget v0, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda4;->f$0:I

    check-cast p1, Lcom/tallyspring/budget/data/Pairings$Pairing;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->lambda$admit$4(ILcom/tallyspring/budget/data/Pairings$Pairing;)Lcom/tallyspring/budget/cetp/CallerGrant;

    move-result-object v0

    return-object v0
.end method
