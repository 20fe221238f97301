.class public final synthetic Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda29;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Lcom/tallyspring/budget/data/Category;

    check-cast p2, Ljava/util/Map;

    invoke-static {p1, p2}, Lcom/tallyspring/budget/budget/BudgetProvider;->lambda$static$6(Lcom/tallyspring/budget/data/Category;Ljava/util/Map;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
