.class public final synthetic Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/cetp/ToolCall;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/cetp/ToolCall;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda3;->f$0:Lcom/tallyspring/budget/cetp/ToolCall;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ApprovalStore$$ExternalSyntheticLambda3;->f$0:Lcom/tallyspring/budget/cetp/ToolCall;

    check-cast p1, Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/cetp/ApprovalStore;->lambda$verdictFor$2(Lcom/tallyspring/budget/cetp/ToolCall;Lcom/tallyspring/budget/cetp/ApprovalStore$Approval;)Z

    move-result v0

    return v0
.end method
