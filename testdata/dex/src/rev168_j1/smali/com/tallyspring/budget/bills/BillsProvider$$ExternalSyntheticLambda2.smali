.class public final synthetic Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallyspring/budget/cetp/ToolHandler;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/bills/BillsProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/bills/BillsProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/bills/BillsProvider;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/bills/BillsProvider;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->getBill(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
