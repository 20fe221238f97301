.class public final synthetic Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda12;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    check-cast p1, Lcom/tallyspring/budget/data/Category;

    invoke-static {p1}, Lcom/tallyspring/budget/budget/BudgetProvider;->lambda$listCategories$14(Lcom/tallyspring/budget/data/Category;)Z

    move-result v0

    return v0
.end method
