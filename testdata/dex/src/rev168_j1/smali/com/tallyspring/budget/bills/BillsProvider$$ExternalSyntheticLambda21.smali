.class public final synthetic Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda21;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BinaryOperator;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Lcom/tallyspring/budget/cetp/ToolDescriptor;

    check-cast p2, Lcom/tallyspring/budget/cetp/ToolDescriptor;

    invoke-static {p1, p2}, Lcom/tallyspring/budget/bills/BillsProvider;->lambda$static$0(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v0

    return-object v0
.end method
