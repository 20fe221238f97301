.class public final synthetic Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda3;->f$0:Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity$$ExternalSyntheticLambda3;->f$0:Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;->lambda$show$0$com-tallyspring-budget-bills-ConfirmPaymentActivity(Landroid/view/View;)V

    return-void
.end method
