.class public final synthetic Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larderly/app/cetp/Mutation;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/plans/MealPlanToolProvider;

.field public final synthetic f$1:Lcom/larderly/app/domain/Params$CreatePlan;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/plans/MealPlanToolProvider;Lcom/larderly/app/domain/Params$CreatePlan;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/larderly/app/plans/MealPlanToolProvider;

    iput-object p2, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;->f$1:Lcom/larderly/app/domain/Params$CreatePlan;

    return-void
.end method


# virtual methods
.method public final apply()Lorg/json/JSONObject;
    .registers 3

    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;->f$0:Lcom/larderly/app/plans/MealPlanToolProvider;

    iget-object v1, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda2;->f$1:Lcom/larderly/app/domain/Params$CreatePlan;

    invoke-virtual {v0, v1}, Lcom/larderly/app/plans/MealPlanToolProvider;->lambda$create$2$com-larderly-app-plans-MealPlanToolProvider(Lcom/larderly/app/domain/Params$CreatePlan;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
