.class public final synthetic Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public static final synthetic INSTANCE:Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/lendshelf/CirculationProvider$$ExternalSyntheticLambda2;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    move-object v0, p1
    check-cast v0, Lcom/lendshelf/ResolutionSpec;
    invoke-static {v0}, Lcom/lendshelf/CirculationProvider;->cancelHold_aJOaiM4$lambda$0(Lcom/lendshelf/ResolutionSpec;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
