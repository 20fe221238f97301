.class public final synthetic Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroidx/lifecycle/Observer;


# instance fields
.field public final synthetic f$0:Lcom/lendshed/loans/LoanProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/lendshed/loans/LoanProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda2;->f$0:Lcom/lendshed/loans/LoanProvider;

    return-void
.end method


# virtual methods
.method public final onChanged(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda2;->f$0:Lcom/lendshed/loans/LoanProvider;

    check-cast p1, Lcom/lendshed/core/RenewCmd;

    invoke-virtual {v0, p1}, Lcom/lendshed/loans/LoanProvider;->lambda$onCreate$2$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/RenewCmd;)V

    return-void
.end method
