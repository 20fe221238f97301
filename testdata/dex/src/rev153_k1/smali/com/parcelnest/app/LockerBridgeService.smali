.class public final Lcom/parcelnest/app/LockerBridgeService;
.super Landroid/app/Service;
.source "Services.kt"


# static fields
.field public static final ACTION_OPEN:Ljava/lang/String; = "com.parcelnest.app.action.OPEN_DOOR"

.field public static final ACTION_SEND_CODE:Ljava/lang/String; = "com.parcelnest.app.action.SEND_CODE"

.field public static final Companion:Lcom/parcelnest/app/LockerBridgeService$Companion;

.field public static final EXTRA_LOCKER:Ljava/lang/String; = "com.parcelnest.app.extra.LOCKER"

.field public static final EXTRA_RECIPIENT:Ljava/lang/String; = "com.parcelnest.app.extra.RECIPIENT"

.field public static final EXTRA_RESERVATION:Ljava/lang/String; = "com.parcelnest.app.extra.RESERVATION"


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/parcelnest/app/LockerBridgeService$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/parcelnest/app/LockerBridgeService$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/parcelnest/app/LockerBridgeService;->Companion:Lcom/parcelnest/app/LockerBridgeService$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 4

    const-string v1, "intent"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    const/4 v0, 0x0

    return-object v0
.end method

.method public onStartCommand(Landroid/content/Intent;II)I
    .registers 10

    .line 40
    move-object v1, p1

    const-string v0, "Parcelnest"

    if-eqz p1, :cond_0

    invoke-virtual {v1}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v1

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    :goto_0
    move-object v2, p1

    if-eqz p1, :cond_1

    const-string v3, "com.parcelnest.app.extra.RESERVATION"

    const-wide/16 v4, -0x1

    invoke-virtual {v2, v3, v4, v5}, Landroid/content/Intent;->getLongExtra(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    goto :goto_1

    :cond_1
    const/4 v2, 0x0

    :goto_1
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "locker bridge: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " reservation "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 41
    invoke-virtual {p0, p3}, Lcom/parcelnest/app/LockerBridgeService;->stopSelf(I)V

    .line 42
    const/4 v0, 0x2

    return v0
.end method
