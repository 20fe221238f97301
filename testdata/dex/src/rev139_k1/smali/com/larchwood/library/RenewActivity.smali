.class public final Lcom/larchwood/library/RenewActivity;
.super Lcom/larchwood/library/ConfirmActivity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 40
    invoke-direct {p0}, Lcom/larchwood/library/ConfirmActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2

    .line 43
    const-string v0, "Renew"

    return-object v0
.end method

.method protected getDesk()Lcom/larchwood/library/TicketDesk;
    .registers 2

    .line 41
    sget-object v0, Lcom/larchwood/library/LoanDesk;->INSTANCE:Lcom/larchwood/library/LoanDesk;

    check-cast v0, Lcom/larchwood/library/TicketDesk;

    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2

    .line 42
    const-string v0, "Renew a loan"

    return-object v0
.end method
