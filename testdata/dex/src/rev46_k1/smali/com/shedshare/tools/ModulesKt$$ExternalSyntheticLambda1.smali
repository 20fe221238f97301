.class public final synthetic Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

.field public static final synthetic INSTANCE:Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;->INSTANCE:Lcom/shedshare/tools/ModulesKt$$ExternalSyntheticLambda1;
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
    invoke-static {v0, v1}, Lcom/shedshare/tools/ModulesKt;->shedModule$lambda$0$1(Lorg/koin/core/scope/Scope;Ljava/lang/Object;)Lcom/shedshare/tools/ReturnDesk;
    move-result-object v0
    return-object v0
.end method
