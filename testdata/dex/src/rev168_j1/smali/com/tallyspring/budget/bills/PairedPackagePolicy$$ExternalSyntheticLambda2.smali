.class public final synthetic Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/bills/PairedPackagePolicy;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/bills/PairedPackagePolicy;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/bills/PairedPackagePolicy;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/bills/PairedPackagePolicy;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->lambda$admit$2$com-tallyspring-budget-bills-PairedPackagePolicy(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
