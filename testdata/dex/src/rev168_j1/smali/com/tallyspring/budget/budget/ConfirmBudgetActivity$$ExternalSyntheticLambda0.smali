.class public final synthetic Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/cetp/ApprovalStore;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/cetp/ApprovalStore;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda0;->f$0:Lcom/tallyspring/budget/cetp/ApprovalStore;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity$$ExternalSyntheticLambda0;->f$0:Lcom/tallyspring/budget/cetp/ApprovalStore;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/cetp/ApprovalStore;->pending(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
