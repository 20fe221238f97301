.class public final synthetic Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public static final synthetic INSTANCE:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpV2ContentProvider$$ExternalSyntheticLambda1;
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
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;->listTools$lambda$0(Lcom/clawseed/cetp/sdk/CetpProviderTool;)Ljava/lang/CharSequence;
    move-result-object v0
    return-object v0
.end method
