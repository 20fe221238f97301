.class final Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;
.super Ljava/lang/Object;
.source "MealPlanToolProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field final synthetic $opId:Ljava/lang/String;

.field final synthetic $this_runCatching:Lapp/larder/kitchen/cetp/MealPlanToolProvider;


# direct methods
.method constructor <init>(Lapp/larder/kitchen/cetp/MealPlanToolProvider;Ljava/lang/String;)V
    .registers 3

    iput-object p1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;->$this_runCatching:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;->$opId:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Boolean;
    .registers 3

    .line 173
    iget-object v0, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;->$this_runCatching:Lapp/larder/kitchen/cetp/MealPlanToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->access$getOps(Lapp/larder/kitchen/cetp/MealPlanToolProvider;)Lapp/larder/kitchen/data/OperationStore;

    move-result-object v0

    iget-object v1, p0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;->$opId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lapp/larder/kitchen/data/OperationStore;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic invoke()Ljava/lang/Object;
    .registers 2

    .line 173
    invoke-virtual {p0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$startOperation$1$1$1;->invoke()Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
