.class public final synthetic Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic INSTANCE:Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/tidetable/TideProvider$$ExternalSyntheticLambda1;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    invoke-static {}, Lcom/tidetable/TideProvider;->main_delegate$lambda$0()Landroid/os/Handler;
    move-result-object v0
    return-object v0
.end method
