.class public final synthetic Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda16;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda16;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda16;->f$0:Ljava/lang/String;

    check-cast p1, Lcom/tallyspring/budget/data/Bill;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->lambda$listBills$12(Ljava/lang/String;Lcom/tallyspring/budget/data/Bill;)Z

    move-result v0

    return v0
.end method
