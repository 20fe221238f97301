.class public final synthetic Lcom/tidetable/Tools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic INSTANCE:Lcom/tidetable/Tools$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/Tools$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/tidetable/Tools$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/tidetable/Tools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/tidetable/Tools$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    invoke-static {}, Lcom/tidetable/Tools;->registry_delegate$lambda$0()Ljava/util/HashMap;
    move-result-object v0
    return-object v0
.end method
