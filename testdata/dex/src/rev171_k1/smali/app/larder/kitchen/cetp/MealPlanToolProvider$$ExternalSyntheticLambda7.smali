.class public final synthetic Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

.field public final synthetic f$1:Lapp/larder/kitchen/cetp/ToolSpec;

.field public final synthetic f$2:Lorg/json/JSONObject;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/kitchen/cetp/ToolSpec;

    iput-object p3, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;->f$2:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;->f$1:Lapp/larder/kitchen/cetp/ToolSpec;

    iget-object v2, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda7;->f$2:Lorg/json/JSONObject;

    invoke-static {v0, v1, v2}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->execute$lambda$5$0(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Lapp/larder/kitchen/cetp/ToolSpec;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
