.class public final synthetic Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;

    invoke-virtual {v0}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->lambda$onCreate$0$com-tallyspring-budget-budget-ConfirmBudgetActivity()V

    return-void
.end method
