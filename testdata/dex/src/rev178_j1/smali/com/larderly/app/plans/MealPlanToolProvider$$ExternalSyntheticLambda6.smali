.class public final synthetic Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larderly/app/domain/UseCaseHandler$Callback;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/plans/MealPlanToolProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/plans/MealPlanToolProvider;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;->f$0:Lcom/larderly/app/plans/MealPlanToolProvider;

    iput-object p2, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onResult(Lcom/larderly/app/domain/Result;)V
    .registers 4

    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;->f$0:Lcom/larderly/app/plans/MealPlanToolProvider;

    iget-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1, p1}, Lcom/larderly/app/plans/MealPlanToolProvider;->lambda$sync$6$com-larderly-app-plans-MealPlanToolProvider(Ljava/lang/String;Lcom/larderly/app/domain/Result;)V

    return-void
.end method
