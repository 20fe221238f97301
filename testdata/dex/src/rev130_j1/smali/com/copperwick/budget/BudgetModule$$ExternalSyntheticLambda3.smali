.class public final synthetic Lcom/copperwick/budget/BudgetModule$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/copperwick/cetp/Tool;


# instance fields
.field public final synthetic f$0:Lcom/copperwick/budget/BudgetTools;


# direct methods
.method public synthetic constructor <init>(Lcom/copperwick/budget/BudgetTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/copperwick/budget/BudgetModule$$ExternalSyntheticLambda3;->f$0:Lcom/copperwick/budget/BudgetTools;

    return-void
.end method


# virtual methods
.method public final run(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;
    .registers 3

    iget-object v0, p0, Lcom/copperwick/budget/BudgetModule$$ExternalSyntheticLambda3;->f$0:Lcom/copperwick/budget/BudgetTools;

    invoke-virtual {v0, p1}, Lcom/copperwick/budget/BudgetTools;->importStatement(Lcom/copperwick/cetp/Invocation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
