.class public final Lcom/waterwheel/rota/RotaArgs$Export;
.super Lcom/waterwheel/rota/RotaArgs;
.source "RotaArgs.kt"

.field public static final INSTANCE:Lcom/waterwheel/rota/RotaArgs$Export;

.method private constructor <init>()V
    .registers 2
    .line 16
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/waterwheel/rota/RotaArgs;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/waterwheel/rota/RotaArgs$Export;
    invoke-direct {v0}, Lcom/waterwheel/rota/RotaArgs$Export;-><init>()V
    sput-object v0, Lcom/waterwheel/rota/RotaArgs$Export;->INSTANCE:Lcom/waterwheel/rota/RotaArgs$Export;
    return-void
.end method

