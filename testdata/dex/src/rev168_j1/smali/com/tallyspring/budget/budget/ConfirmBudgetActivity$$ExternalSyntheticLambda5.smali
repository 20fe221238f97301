.class public final synthetic Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Ljava/util/function/Consumer;


# direct methods
.method public synthetic constructor <init>(Ljava/util/function/Consumer;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda5;->f$0:Ljava/util/function/Consumer;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda5;->f$0:Ljava/util/function/Consumer;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;->lambda$show$3(Ljava/util/function/Consumer;Landroid/view/View;)V

    return-void
.end method
