.class public final synthetic Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda13;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Ljava/util/Map;


# direct methods
.method public synthetic constructor <init>(Ljava/util/Map;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda13;->f$0:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda13;->f$0:Ljava/util/Map;

    check-cast p1, Lcom/tallyspring/budget/data/Category;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/budget/BudgetProvider;->lambda$listCategories$15(Ljava/util/Map;Lcom/tallyspring/budget/data/Category;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
