.class public final synthetic Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/hg/BoxTool$Handler;

# static fields
.field public static final synthetic INSTANCE:Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0}, Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;-><init>()V
    sput-object v0, Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final run(Landroid/os/Bundle;)V
    .registers 2
    invoke-static {p1}, Lcom/hg/BoxProvider;->lambda$static$1(Landroid/os/Bundle;)V
    return-void
.end method

