.class public final Lcom/saltmarsh/ferry/FerryGraph;
.super Ljava/lang/Object;
.source "Graph.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/ferry/FerryGraph$Companion;

.field private static final TRUSTED:Ljava/util/Map;

.field private static volatile instance:Lcom/saltmarsh/ferry/FerryGraph;


# instance fields
.field private final account:Lcom/saltmarsh/ferry/Account;

.field private final app:Landroid/content/Context;

.field private final audit:Lcom/saltmarsh/ferry/Audit;

.field private final db:Lcom/saltmarsh/ferry/FerryDb;

.field private final gate:Lcom/saltmarsh/ferry/CallerGate;

.field private final outcomes:Lcom/saltmarsh/ferry/Outcomes;

.field private final passSessions:Lcom/saltmarsh/ferry/SessionBook;

.field private final passes:Lcom/saltmarsh/ferry/PassTools;

.field private final sessionRandom:Ljava/security/SecureRandom;

.field private final tripSessions:Lcom/saltmarsh/ferry/SessionBook;

.field private final trips:Lcom/saltmarsh/ferry/TripTools;

.field private final worker:Ljava/util/concurrent/Executor;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lcom/saltmarsh/ferry/FerryGraph$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/FerryGraph$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/ferry/FerryGraph;->Companion:Lcom/saltmarsh/ferry/FerryGraph$Companion;

    .line 28
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.agent"

    const-string v3, "4a7d0c2e9b61f3a8d5c0e7b2a9f4d1c6e3b8a0f5d2c9e6b3a7f0d4c1e8b5a2f9"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 29
    const-string v2, "net.harbourlight.assistant"

    const-string v3, "c3f8a1d6e0b5f2a9c4d7e1b8f3a6d0c5e2b9f4a1d8c3e6b0f5a2d9c7e4b1a8f6"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 27
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/saltmarsh/ferry/FerryGraph;->TRUSTED:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 8

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/FerryGraph;->app:Landroid/content/Context;

    .line 10
    new-instance v0, Lcom/saltmarsh/ferry/FerryDb;

    iget-object v2, p0, Lcom/saltmarsh/ferry/FerryGraph;->app:Landroid/content/Context;

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/FerryDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->db:Lcom/saltmarsh/ferry/FerryDb;

    .line 11
    new-instance v0, Lcom/saltmarsh/ferry/Account;

    iget-object v2, p0, Lcom/saltmarsh/ferry/FerryGraph;->app:Landroid/content/Context;

    const-string v3, "account"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v2

    const-string v4, "getSharedPreferences(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Account;-><init>(Landroid/content/SharedPreferences;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->account:Lcom/saltmarsh/ferry/Account;

    .line 12
    new-instance v0, Lcom/saltmarsh/ferry/CallerGate;

    iget-object v2, p0, Lcom/saltmarsh/ferry/FerryGraph;->app:Landroid/content/Context;

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    const-string v4, "getPackageManager(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v3, Lcom/saltmarsh/ferry/FerryGraph;->TRUSTED:Ljava/util/Map;

    invoke-direct {v0, v2, v3}, Lcom/saltmarsh/ferry/CallerGate;-><init>(Landroid/content/pm/PackageManager;Ljava/util/Map;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->gate:Lcom/saltmarsh/ferry/CallerGate;

    .line 13
    new-instance v0, Lcom/saltmarsh/ferry/Audit;

    iget-object v2, p0, Lcom/saltmarsh/ferry/FerryGraph;->db:Lcom/saltmarsh/ferry/FerryDb;

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Audit;-><init>(Lcom/saltmarsh/ferry/FerryDb;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->audit:Lcom/saltmarsh/ferry/Audit;

    .line 14
    new-instance v0, Lcom/saltmarsh/ferry/Outcomes;

    iget-object v2, p0, Lcom/saltmarsh/ferry/FerryGraph;->db:Lcom/saltmarsh/ferry/FerryDb;

    invoke-direct {v0, v2}, Lcom/saltmarsh/ferry/Outcomes;-><init>(Lcom/saltmarsh/ferry/FerryDb;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->outcomes:Lcom/saltmarsh/ferry/Outcomes;

    .line 17
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v2, "newSingleThreadExecutor(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/Executor;

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->worker:Ljava/util/concurrent/Executor;

    .line 19
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->sessionRandom:Ljava/security/SecureRandom;

    .line 20
    new-instance v0, Lcom/saltmarsh/ferry/SessionBook;

    iget-object v1, p0, Lcom/saltmarsh/ferry/FerryGraph;->sessionRandom:Ljava/security/SecureRandom;

    check-cast v1, Ljava/util/Random;

    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/SessionBook;-><init>(Ljava/util/Random;JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->tripSessions:Lcom/saltmarsh/ferry/SessionBook;

    .line 21
    new-instance v0, Lcom/saltmarsh/ferry/SessionBook;

    iget-object v1, p0, Lcom/saltmarsh/ferry/FerryGraph;->sessionRandom:Ljava/security/SecureRandom;

    check-cast v1, Ljava/util/Random;

    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/SessionBook;-><init>(Ljava/util/Random;JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->passSessions:Lcom/saltmarsh/ferry/SessionBook;

    .line 23
    new-instance v0, Lcom/saltmarsh/ferry/TripTools;

    invoke-direct {v0, p0}, Lcom/saltmarsh/ferry/TripTools;-><init>(Lcom/saltmarsh/ferry/FerryGraph;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->trips:Lcom/saltmarsh/ferry/TripTools;

    .line 24
    new-instance v0, Lcom/saltmarsh/ferry/PassTools;

    invoke-direct {v0, p0}, Lcom/saltmarsh/ferry/PassTools;-><init>(Lcom/saltmarsh/ferry/FerryGraph;)V

    iput-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->passes:Lcom/saltmarsh/ferry/PassTools;

    .line 9
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/saltmarsh/ferry/FerryGraph;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/saltmarsh/ferry/FerryGraph;
    .registers 1

    .line 9
    sget-object v0, Lcom/saltmarsh/ferry/FerryGraph;->instance:Lcom/saltmarsh/ferry/FerryGraph;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/saltmarsh/ferry/FerryGraph;)V
    .registers 1

    .line 9
    sput-object p0, Lcom/saltmarsh/ferry/FerryGraph;->instance:Lcom/saltmarsh/ferry/FerryGraph;

    return-void
.end method


# virtual methods
.method public final getAccount()Lcom/saltmarsh/ferry/Account;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->account:Lcom/saltmarsh/ferry/Account;

    return-object v0
.end method

.method public final getApp()Landroid/content/Context;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->app:Landroid/content/Context;

    return-object v0
.end method

.method public final getAudit()Lcom/saltmarsh/ferry/Audit;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->audit:Lcom/saltmarsh/ferry/Audit;

    return-object v0
.end method

.method public final getDb()Lcom/saltmarsh/ferry/FerryDb;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->db:Lcom/saltmarsh/ferry/FerryDb;

    return-object v0
.end method

.method public final getGate()Lcom/saltmarsh/ferry/CallerGate;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->gate:Lcom/saltmarsh/ferry/CallerGate;

    return-object v0
.end method

.method public final getOutcomes()Lcom/saltmarsh/ferry/Outcomes;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->outcomes:Lcom/saltmarsh/ferry/Outcomes;

    return-object v0
.end method

.method public final getPassSessions()Lcom/saltmarsh/ferry/SessionBook;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->passSessions:Lcom/saltmarsh/ferry/SessionBook;

    return-object v0
.end method

.method public final getPasses()Lcom/saltmarsh/ferry/PassTools;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->passes:Lcom/saltmarsh/ferry/PassTools;

    return-object v0
.end method

.method public final getTripSessions()Lcom/saltmarsh/ferry/SessionBook;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->tripSessions:Lcom/saltmarsh/ferry/SessionBook;

    return-object v0
.end method

.method public final getTrips()Lcom/saltmarsh/ferry/TripTools;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->trips:Lcom/saltmarsh/ferry/TripTools;

    return-object v0
.end method

.method public final getWorker()Ljava/util/concurrent/Executor;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/saltmarsh/ferry/FerryGraph;->worker:Ljava/util/concurrent/Executor;

    return-object v0
.end method
