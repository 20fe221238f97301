.class public interface abstract Lcom/larderly/app/data/PlanRepository;
.super Ljava/lang/Object;
.source "PlanRepository.java"


# virtual methods
.method public abstract deleteWeek(Ljava/lang/String;)I
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract findAll()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/MealPlan;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract findWeek(Ljava/lang/String;)Lcom/larderly/app/domain/MealPlan;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract insert(Lcom/larderly/app/domain/MealPlan;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract markShoppingListIssued(Ljava/lang/String;J)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method

.method public abstract markSynced(Ljava/lang/String;I)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation
.end method
