.class public final Lcom/example/r32k1/RideTool$Companion;
.super Ljava/lang/Object;
.source "RideTool.kt"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r32k1/RideTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation


# static fields
.field static final synthetic $$INSTANCE:Lcom/example/r32k1/RideTool$Companion;

.field public static final ACTION_CONFIRM_TIP:Ljava/lang/String; = "com.example.r32k1.action.CONFIRM_TIP"

.field private static final ALL$delegate:Lkotlin/Lazy;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lkotlin/Lazy<",
            "+",
            "Ljava/util/List<",
            "Lcom/example/r32k1/RideTool;",
            ">;>;"
        }
    .end annotation
.end field

.field public static final CATALOG:Ljava/lang/String; = "{\"revision\":\"wayfare-12\",\"tools\":[]}"

.field public static final EXTRA_ACTION:Ljava/lang/String; = "wayfare.action"

.field public static final EXTRA_RIDE:Ljava/lang/String; = "wayfare.ride"

.field public static final TAG:Ljava/lang/String; = "WayfareTools"


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k1/RideTool$Companion;
    invoke-direct {v0}, Lcom/example/r32k1/RideTool$Companion;-><init>()V
    sput-object v0, Lcom/example/r32k1/RideTool$Companion;->$$INSTANCE:Lcom/example/r32k1/RideTool$Companion;
    .line 27
    new-instance v0, Lcom/example/r32k1/RideTool$Companion$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r32k1/RideTool$Companion$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/example/r32k1/RideTool$Companion;->ALL$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final ALL_delegate$lambda$0()Ljava/util/List;
    .registers 4
    .line 27
    const/4 v0, 0x5
    new-array v0, v0, [Lcom/example/r32k1/RideTool;
    sget-object v1, Lcom/example/r32k1/RideStatus;->INSTANCE:Lcom/example/r32k1/RideStatus;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k1/RequestRide;->INSTANCE:Lcom/example/r32k1/RequestRide;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k1/CancelRide;->INSTANCE:Lcom/example/r32k1/CancelRide;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k1/TipDriver;->INSTANCE:Lcom/example/r32k1/TipDriver;
    const/4 v2, 0x3
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r32k1/ShareTrip;->INSTANCE:Lcom/example/r32k1/ShareTrip;
    const/4 v3, 0x4
    aput-object v1, v0, v3
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic getALL$annotations()V
    .annotation runtime Ljava/lang/Deprecated;
    .end annotation

    .registers 0
    return-void
.end method


# virtual methods
.method public final getALL()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/example/r32k1/RideTool;",
            ">;"
        }
    .end annotation

    .registers 2
    .line 27
    sget-object v0, Lcom/example/r32k1/RideTool$Companion;->ALL$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    return-object v0
.end method
