.class public final synthetic Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda1;->f$0:Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda1;->f$0:Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;

    check-cast p1, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->show(Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)V

    return-void
.end method
