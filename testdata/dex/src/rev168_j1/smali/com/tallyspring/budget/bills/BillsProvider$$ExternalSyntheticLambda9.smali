.class public final synthetic Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/bills/BillsProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/bills/BillsProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda9;->f$0:Lcom/tallyspring/budget/bills/BillsProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda9;->f$0:Lcom/tallyspring/budget/bills/BillsProvider;

    check-cast p1, Ljava/util/function/Function;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->lambda$query$5$com-tallyspring-budget-bills-BillsProvider(Ljava/util/function/Function;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method
