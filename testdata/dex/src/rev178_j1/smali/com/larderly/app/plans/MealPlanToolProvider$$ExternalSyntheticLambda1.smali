.class public final synthetic Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larderly/app/mapper/ResultMapper$ToJson;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/domain/Params$Week;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/domain/Params$Week;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/app/domain/Params$Week;

    return-void
.end method


# virtual methods
.method public final map(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 3

    iget-object v0, p0, Lcom/larderly/app/plans/MealPlanToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/app/domain/Params$Week;

    check-cast p1, Ljava/util/List;

    invoke-static {v0, p1}, Lcom/larderly/app/plans/MealPlanToolProvider;->lambda$executeTool$1(Lcom/larderly/app/domain/Params$Week;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
