.class public final synthetic Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;

# static fields
.field public static final synthetic INSTANCE:Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;
    invoke-direct {v0}, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;-><init>()V
    sput-object v0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Ljava/lang/String;
    invoke-virtual {p1}, Ljava/lang/String;->trim()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
