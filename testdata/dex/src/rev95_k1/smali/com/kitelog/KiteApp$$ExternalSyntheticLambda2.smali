.class public final synthetic Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field public static final synthetic INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;->INSTANCE:Lcom/kitelog/KiteApp$$ExternalSyntheticLambda2;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    move-object v0, p1
    check-cast v0, Lorg/koin/core/scope/Scope;
    move-object v1, p2
    check-cast v1, Lorg/koin/core/parameter/ParametersHolder;
    invoke-static {v0, v1}, Lcom/kitelog/KiteApp;->onCreate$lambda$0$0$1(Lorg/koin/core/scope/Scope;Lorg/koin/core/parameter/ParametersHolder;)Lcom/kitelog/SpotRepo;
    move-result-object v0
    return-object v0
.end method
