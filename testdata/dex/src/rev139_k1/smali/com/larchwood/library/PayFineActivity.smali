.class public final Lcom/larchwood/library/PayFineActivity;
.super Lcom/larchwood/library/ConfirmActivity;
.source "Activities.kt"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 46
    invoke-direct {p0}, Lcom/larchwood/library/ConfirmActivity;-><init>()V

    return-void
.end method


# virtual methods
.method protected getApproveLabel()Ljava/lang/String;
    .registers 2

    .line 49
    const-string v0, "Pay with saved card"

    return-object v0
.end method

.method protected getDesk()Lcom/larchwood/library/TicketDesk;
    .registers 2

    .line 47
    sget-object v0, Lcom/larchwood/library/FineDesk;->INSTANCE:Lcom/larchwood/library/FineDesk;

    check-cast v0, Lcom/larchwood/library/TicketDesk;

    return-object v0
.end method

.method protected getHeading()Ljava/lang/String;
    .registers 2

    .line 48
    const-string v0, "Pay a fine"

    return-object v0
.end method
