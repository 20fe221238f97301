.class public final Lcom/larderly/app/domain/PlanUseCases$ListPlans;
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
    name = "ListPlans"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$Week;",
        "Ljava/util/List<",
        "Lcom/larderly/app/domain/MealPlan;",
        ">;>;"
    }
.end annotation


# instance fields
.field private final plans:Lcom/larderly/app/data/PlanRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PlanRepository;)V
    .registers 2

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/larderly/app/domain/PlanUseCases$ListPlans;->plans:Lcom/larderly/app/data/PlanRepository;

    .line 24
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$Week;)Lcom/larderly/app/domain/Result;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$Week;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/MealPlan;",
            ">;>;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 29
    :try_start_0
    iget-object v0, p1, Lcom/larderly/app/domain/Params$Week;->week:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 30
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ListPlans;->plans:Lcom/larderly/app/data/PlanRepository;

    invoke-interface {v0}, Lcom/larderly/app/data/PlanRepository;->findAll()Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0

    .line 32
    :cond_0
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    move-object v2, v0

    .line 33
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$ListPlans;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$Week;->week:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PlanRepository;->findWeek(Ljava/lang/String;)Lcom/larderly/app/domain/MealPlan;

    move-result-object v3

    .line 34
    if-eqz v3, :cond_1

    .line 35
    invoke-interface {v2, v3}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 37
    :cond_1
    invoke-static {v2}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 39
    const-string v0, "plans unavailable"

    invoke-static {v0, v2}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

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

    .line 19
    check-cast p1, Lcom/larderly/app/domain/Params$Week;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PlanUseCases$ListPlans;->execute(Lcom/larderly/app/domain/Params$Week;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
