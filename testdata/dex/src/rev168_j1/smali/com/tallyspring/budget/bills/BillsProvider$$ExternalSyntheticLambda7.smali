.class public final synthetic Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/bills/BillsProvider;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/bills/BillsProvider;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;->f$0:Lcom/tallyspring/budget/bills/BillsProvider;

    iput p2, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;->f$1:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;->f$0:Lcom/tallyspring/budget/bills/BillsProvider;

    iget v1, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;->f$1:I

    invoke-virtual {v0, v1}, Lcom/tallyspring/budget/bills/BillsProvider;->lambda$call$4$com-tallyspring-budget-bills-BillsProvider(I)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
