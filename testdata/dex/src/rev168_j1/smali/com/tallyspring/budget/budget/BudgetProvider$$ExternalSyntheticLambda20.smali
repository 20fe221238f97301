.class public final synthetic Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/budget/BudgetProvider;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;->f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

    iput p2, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;->f$1:I

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;->f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

    iget v1, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;->f$1:I

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/tallyspring/budget/budget/BudgetProvider;->lambda$call$7$com-tallyspring-budget-budget-BudgetProvider(ILjava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
