.class public final synthetic Lcom/example/r37k1/FleetProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic INSTANCE:Lcom/example/r37k1/FleetProvider$$ExternalSyntheticLambda1;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r37k1/FleetProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/example/r37k1/FleetProvider$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/example/r37k1/FleetProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/example/r37k1/FleetProvider$$ExternalSyntheticLambda1;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    invoke-static {}, Lcom/example/r37k1/FleetProvider;->mutationExecutor_delegate$lambda$0()Lcom/example/r37k1/FleetProvider$mutationExecutor$2$1;
    move-result-object v0
    return-object v0
.end method
