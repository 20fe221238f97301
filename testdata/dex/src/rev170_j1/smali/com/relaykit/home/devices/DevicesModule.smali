.class public final Lcom/relaykit/home/devices/DevicesModule;
.super Ljava/lang/Object;
.source "DevicesModule.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/devices/DevicesModule$AlertsShown;,
        Lcom/relaykit/home/devices/DevicesModule$DeviceShown;
    }
.end annotation


# static fields
.field private static final DEVICE_VIEWS:Ljava/util/concurrent/atomic/AtomicLong;

.field private static final TAG:Ljava/lang/String; = "DevicesModule"


# direct methods
.method static bridge synthetic -$$Nest$sfgetDEVICE_VIEWS()Ljava/util/concurrent/atomic/AtomicLong;
    .registers 1

    sget-object v0, Lcom/relaykit/home/devices/DevicesModule;->DEVICE_VIEWS:Ljava/util/concurrent/atomic/AtomicLong;

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1

    .line 18
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    sput-object v0, Lcom/relaykit/home/devices/DevicesModule;->DEVICE_VIEWS:Ljava/util/concurrent/atomic/AtomicLong;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 39
    return-void
.end method

.method public static install(Lcom/relaykit/home/core/ServiceContainer;Landroid/content/Context;)Lcom/relaykit/home/core/ServiceContainer;
    .registers 8

    .line 42
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    .line 43
    new-instance v2, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda0;-><init>()V

    const-class v1, Lcom/relaykit/home/cetp/SessionStore;

    invoke-virtual {p0, v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 44
    new-instance v2, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda1;

    invoke-direct {v2, v3}, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda1;-><init>(Landroid/content/pm/PackageManager;)V

    const-class v1, Lcom/relaykit/home/trust/Pairings$Verifier;

    invoke-virtual {p0, v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 45
    new-instance v2, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda2;

    invoke-direct {v2, v3, p0}, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda2;-><init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/core/ServiceContainer;)V

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;

    invoke-virtual {p0, v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 47
    new-instance v2, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda3;

    invoke-direct {v2, p1}, Lcom/relaykit/home/devices/DevicesModule$$ExternalSyntheticLambda3;-><init>(Landroid/content/Context;)V

    const-class v1, Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;

    invoke-virtual {p0, v1, v2}, Lcom/relaykit/home/core/ServiceContainer;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 49
    const-class v1, Lcom/relaykit/home/core/EventBus;

    invoke-virtual {p0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/core/EventBus;

    move-object v4, v0

    .line 50
    const-class v1, Lcom/relaykit/home/devices/DeviceRepo;

    invoke-virtual {p0, v1}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/devices/DeviceRepo;

    move-object v5, v0

    .line 51
    new-instance v2, Lcom/relaykit/home/devices/DevicesModule$1;

    invoke-direct {v2, v5}, Lcom/relaykit/home/devices/DevicesModule$1;-><init>(Lcom/relaykit/home/devices/DeviceRepo;)V

    const-class v1, Lcom/relaykit/home/devices/DevicesModule$AlertsShown;

    invoke-virtual {v4, v1, v2}, Lcom/relaykit/home/core/EventBus;->subscribe(Ljava/lang/Class;Lcom/relaykit/home/core/EventBus$Listener;)V

    .line 57
    new-instance v2, Lcom/relaykit/home/devices/DevicesModule$2;

    invoke-direct {v2}, Lcom/relaykit/home/devices/DevicesModule$2;-><init>()V

    const-class v1, Lcom/relaykit/home/devices/DevicesModule$DeviceShown;

    invoke-virtual {v4, v1, v2}, Lcom/relaykit/home/core/EventBus;->subscribe(Ljava/lang/Class;Lcom/relaykit/home/core/EventBus$Listener;)V

    .line 64
    return-object p0
.end method

.method static synthetic lambda$install$0()Lcom/relaykit/home/cetp/SessionStore;
    .registers 1

    .line 43
    new-instance v0, Lcom/relaykit/home/cetp/SessionStore;

    invoke-direct {v0}, Lcom/relaykit/home/cetp/SessionStore;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$install$1(Landroid/content/pm/PackageManager;)Lcom/relaykit/home/trust/Pairings$Verifier;
    .registers 2

    .line 44
    new-instance v0, Lcom/relaykit/home/trust/ManifestSignatureCheck;

    invoke-direct {v0, p0}, Lcom/relaykit/home/trust/ManifestSignatureCheck;-><init>(Landroid/content/pm/PackageManager;)V

    return-object v0
.end method

.method static synthetic lambda$install$2(Landroid/content/pm/PackageManager;Lcom/relaykit/home/core/ServiceContainer;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;
    .registers 6

    .line 45
    new-instance v0, Lcom/relaykit/home/trust/HouseholdGate;

    const-class v2, Lcom/relaykit/home/trust/Pairings;

    invoke-virtual {p1, v2}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/relaykit/home/trust/Pairings;

    .line 46
    const-class v3, Lcom/relaykit/home/trust/Pairings$Verifier;

    invoke-virtual {p1, v3}, Lcom/relaykit/home/core/ServiceContainer;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/relaykit/home/trust/Pairings$Verifier;

    const-string v3, "com.relaykit.home.devices"

    invoke-direct {v0, p0, v1, v2, v3}, Lcom/relaykit/home/trust/HouseholdGate;-><init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/trust/Pairings;Lcom/relaykit/home/trust/Pairings$Verifier;Ljava/lang/String;)V

    .line 45
    return-object v0
.end method

.method static synthetic lambda$install$3(Landroid/content/Context;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$ResolutionFactory;
    .registers 2

    .line 47
    new-instance v0, Lcom/relaykit/home/devices/DeviceIntents;

    invoke-direct {v0, p0}, Lcom/relaykit/home/devices/DeviceIntents;-><init>(Landroid/content/Context;)V

    return-object v0
.end method
