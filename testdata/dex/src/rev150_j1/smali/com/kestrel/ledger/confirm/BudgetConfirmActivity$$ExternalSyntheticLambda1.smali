.class public final synthetic Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity$$ExternalSyntheticLambda1;->f$0:Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;->lambda$onCreate$1$com-kestrel-ledger-confirm-BudgetConfirmActivity(Landroid/view/View;)V

    return-void
.end method
