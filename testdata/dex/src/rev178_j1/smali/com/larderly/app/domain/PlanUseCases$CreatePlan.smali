.class public final Lcom/larderly/app/domain/PlanUseCases$CreatePlan;
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
    name = "CreatePlan"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/larderly/app/domain/UseCase<",
        "Lcom/larderly/app/domain/Params$CreatePlan;",
        "Lcom/larderly/app/domain/MealPlan;",
        ">;"
    }
.end annotation


# instance fields
.field private final plans:Lcom/larderly/app/data/PlanRepository;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/PlanRepository;)V
    .registers 2

    .line 87
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 88
    iput-object p1, p0, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;->plans:Lcom/larderly/app/data/PlanRepository;

    .line 89
    return-void
.end method


# virtual methods
.method public execute(Lcom/larderly/app/domain/Params$CreatePlan;)Lcom/larderly/app/domain/Result;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/larderly/app/domain/Params$CreatePlan;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "Lcom/larderly/app/domain/MealPlan;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/domain/DomainException;
        }
    .end annotation

    .line 94
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;->plans:Lcom/larderly/app/data/PlanRepository;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$CreatePlan;->week:Ljava/lang/String;

    invoke-interface {v0, v1}, Lcom/larderly/app/data/PlanRepository;->findWeek(Ljava/lang/String;)Lcom/larderly/app/domain/MealPlan;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 95
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    const-string v2, "CONFLICT"

    const-string v3, "that week already has a plan"

    invoke-direct {v0, v2, v3}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 97
    :cond_0
    new-instance v0, Lcom/larderly/app/domain/MealPlan;

    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;

    move-result-object v2

    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v3, "-"

    const-string v4, ""

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "pl_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    iget-object v3, p1, Lcom/larderly/app/domain/Params$CreatePlan;->week:Ljava/lang/String;

    iget-object v4, p1, Lcom/larderly/app/domain/Params$CreatePlan;->title:Ljava/lang/String;

    const-string v5, "draft"

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/larderly/app/domain/MealPlan;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object v6, v0

    .line 99
    iget-object v0, v6, Lcom/larderly/app/domain/MealPlan;->meals:Ljava/util/List;

    iget-object v1, p1, Lcom/larderly/app/domain/Params$CreatePlan;->meals:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 100
    iget-object v0, p0, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;->plans:Lcom/larderly/app/data/PlanRepository;

    invoke-interface {v0, v6}, Lcom/larderly/app/data/PlanRepository;->insert(Lcom/larderly/app/domain/MealPlan;)V

    .line 101
    invoke-static {v6}, Lcom/larderly/app/domain/Result;->ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    :try_end_0
    .catch Lcom/larderly/app/data/RepositoryException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 103
    const-string v0, "plans unavailable"

    invoke-static {v0, v6}, Lcom/larderly/app/domain/DomainException;->storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;

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

    .line 84
    check-cast p1, Lcom/larderly/app/domain/Params$CreatePlan;

    invoke-virtual {p0, p1}, Lcom/larderly/app/domain/PlanUseCases$CreatePlan;->execute(Lcom/larderly/app/domain/Params$CreatePlan;)Lcom/larderly/app/domain/Result;

    move-result-object v0

    return-object v0
.end method
