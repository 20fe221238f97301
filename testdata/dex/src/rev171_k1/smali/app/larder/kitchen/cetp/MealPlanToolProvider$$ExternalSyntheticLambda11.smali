.class public final synthetic Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# static fields
.field public static final synthetic INSTANCE:Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;

    invoke-direct {v0}, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;-><init>()V

    sput-object v0, Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;->INSTANCE:Lapp/larder/kitchen/cetp/MealPlanToolProvider$$ExternalSyntheticLambda11;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lapp/larder/kitchen/cetp/MealPlanToolProvider;->fillWeek$lambda$0()Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
