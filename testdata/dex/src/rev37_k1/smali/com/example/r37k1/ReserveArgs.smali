.class public final Lcom/example/r37k1/ReserveArgs;
.super Ljava/lang/Object;
.source "Fleet.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r37k1/ReserveArgs$Companion;
    }
.end annotation

.field public static final Companion:Lcom/example/r37k1/ReserveArgs$Companion;

.field private final carId:Ljava/lang/String;

.field private final driverApp:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r37k1/ReserveArgs$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r37k1/ReserveArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r37k1/ReserveArgs;->Companion:Lcom/example/r37k1/ReserveArgs$Companion;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "carId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "driverApp"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r37k1/ReserveArgs;->carId:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r37k1/ReserveArgs;->driverApp:Ljava/lang/String;
    return-void
.end method

.method public final getCarId()Ljava/lang/String;
    .registers 2
    .line 63
    iget-object v0, p0, Lcom/example/r37k1/ReserveArgs;->carId:Ljava/lang/String;
    return-object v0
.end method

.method public final getDriverApp()Ljava/lang/String;
    .registers 2
    .line 63
    iget-object v0, p0, Lcom/example/r37k1/ReserveArgs;->driverApp:Ljava/lang/String;
    return-object v0
.end method
