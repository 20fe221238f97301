.class public final synthetic Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

.field public final synthetic f$1:Landroid/os/Bundle;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/budget/BudgetProvider;Landroid/os/Bundle;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;->f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

    iput-object p2, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;->f$1:Landroid/os/Bundle;

    iput p3, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;->f$2:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;->f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

    iget-object v1, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;->f$1:Landroid/os/Bundle;

    iget v2, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;->f$2:I

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/budget/BudgetProvider;->lambda$call$8$com-tallyspring-budget-budget-BudgetProvider(Landroid/os/Bundle;I)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
