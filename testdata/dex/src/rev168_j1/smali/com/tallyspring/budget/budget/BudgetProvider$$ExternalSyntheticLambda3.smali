.class public final synthetic Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallyspring/budget/cetp/ToolHandler;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/budget/BudgetProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda3;->f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda3;->f$0:Lcom/tallyspring/budget/budget/BudgetProvider;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/budget/BudgetProvider;->setLimit(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
