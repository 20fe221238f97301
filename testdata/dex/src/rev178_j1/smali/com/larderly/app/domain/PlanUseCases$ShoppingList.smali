.class public final Lcom/larderly/app/domain/PlanUseCases$ShoppingList;
.super Ljava/lang/Object;
.source "PlanUseCases.java"

# interfaces
.implements Lcom/larderly/app/domain/UseCase;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/domain/PlanUseCases;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ShoppingList"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$Week;",
        "Ljava/util/List<",
        "Ljava/lang/String;",
        ">;>;"
    }
.end annotation


# instance fields
.field private final pantry:Lcom/larderly/app/data/PantryRepository;

.field private final plans:Lcom/larderly/app/data/PlanRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PlanRepository;Lcom/larderly/app/data/PantryRepository;)V
    .registers 3

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 50
    iput-object p1, p0, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->plans:Lcom/larderly/app/data/PlanRepository;

    .line 51
    iput-object p2, p0, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->pantry:Lcom/larderly/app/data/PantryRepository;

    .line 52
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$Week;)Lcom/larderly/app/domain/Result;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$Week;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;>;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 57
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$Week;->week:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PlanRepository;->findWeek(Ljava/lang/String;)Lcom/larderly/app/domain/MealPlan;

    move-result-object v4

    .line 58
    if-nez v4, :cond_0

    .line 59
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "INVALID_ARGS"

    const-string v3, "no plan for that week"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 61
    :cond_0
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    move-object v5, v0

    .line 62
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->pantry:Lcom/larderly/app/data/PantryRepository;

    const/4 v1, 0x0

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PantryRepository;->findAll(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/PantryItem;

    move-object v7, v0

    .line 63
    iget v0, v7, Lcom/larderly/app/domain/PantryItem;->quantity:I

    if-lez v0, :cond_1

    .line 64
    iget-object v1, v7, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    sget-object v2, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v1, v2}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v5, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 66
    :cond_1
    goto :goto_0

    .line 67
    :cond_2
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    move-object v6, v0

    .line 68
    iget-object v0, v4, Lcom/larderly/app/domain/MealPlan;->meals:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_1
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/app/domain/MealPlan$Meal;

    move-object v8, v0

    .line 69
    iget-object v0, v8, Lcom/larderly/app/domain/MealPlan$Meal;->ingredients:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_2
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v10, v0

    .line 70
    invoke-virtual {v10}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v11

    .line 71
    invoke-virtual {v11}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_3

    invoke-interface {v5, v11}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    invoke-interface {v6, v11}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 72
    invoke-interface {v6, v11}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 74
    :cond_3
    goto :goto_2

    .line 75
    :cond_4
    goto :goto_1

    .line 76
    :cond_5
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, v4, Lcom/larderly/app/domain/MealPlan;->id:Ljava/lang/String;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-interface {v0, v1, v2, v3}, Lcom/larderly/app/data/PlanRepository;->markShoppingListIssued(Ljava/lang/String;J)V

    .line 77
    invoke-static {v6}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 79
    const-string v0, "plans unavailable"

    invoke-static {v0, v4}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

    move-result-object v0

    throw v0
.end method

.method public bridge synthetic execute(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 45
    check-cast p1, Lcom/larderly/app/domain/Params$Week;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PlanUseCases$ShoppingList;->execute(Lcom/larderly/app/domain/Params$Week;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
