.class public final synthetic Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;

    invoke-virtual {v0}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->expired()V

    return-void
.end method
