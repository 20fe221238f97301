.class public final Lcom/brambleway/AppGraph;
.super Ljava/lang/Object;
.source "AppGraph.kt"

# static fields
.field public static final INSTANCE:Lcom/brambleway/AppGraph;
.field private static final account$delegate:Lkotlin/Lazy;
.field private static app:Landroid/content/Context;
.field private static final audit$delegate:Lkotlin/Lazy;
.field private static final bookingDesk$delegate:Lkotlin/Lazy;
.field private static final bookingSessions:Lcom/brambleway/SessionBook;
.field private static final bookings$delegate:Lkotlin/Lazy;
.field private static final db$delegate:Lkotlin/Lazy;
.field private static final gate$delegate:Lkotlin/Lazy;
.field private static final jobs$delegate:Lkotlin/Lazy;
.field private static final tripDesk$delegate:Lkotlin/Lazy;
.field private static final tripSessions:Lcom/brambleway/SessionBook;
.field private static final trips$delegate:Lkotlin/Lazy;
.field private static final trusted:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 7
    new-instance v0, Lcom/brambleway/AppGraph;
    invoke-direct {v0}, Lcom/brambleway/AppGraph;-><init>()V
    sput-object v0, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    .line 15
    const/4 v0, 0x2
    new-array v6, v0, [Lkotlin/Pair;
    const-string v2, "com.clawseed.agent"
    const-string v3, "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v6, v1
    .line 16
    const-string v2, "org.wayfarer.assistant"
    const-string v3, "0d4b8e2a6c1f9e3d7b5a0c8e4f2d6b1a9c3e7f5d0b8a2c6e4f1d9b3a7c5e0f82"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v6, v1
    .line 14
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->trusted:Ljava/util/Map;
    .line 19
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda0;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->gate$delegate:Lkotlin/Lazy;
    .line 20
    new-instance v0, Lcom/brambleway/SessionBook;
    const/4 v1, 0x0
    const-wide/16 v2, 0x0
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/SessionBook;-><init>(Lcom/brambleway/TokenSource;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/AppGraph;->tripSessions:Lcom/brambleway/SessionBook;
    .line 21
    new-instance v0, Lcom/brambleway/SessionBook;
    const/4 v1, 0x0
    const-wide/16 v2, 0x0
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-direct/range {v0 .. v5}, Lcom/brambleway/SessionBook;-><init>(Lcom/brambleway/TokenSource;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brambleway/AppGraph;->bookingSessions:Lcom/brambleway/SessionBook;
    .line 22
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda1;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->account$delegate:Lkotlin/Lazy;
    .line 24
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->db$delegate:Lkotlin/Lazy;
    .line 25
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda3;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->audit$delegate:Lkotlin/Lazy;
    .line 26
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda4;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda4;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->jobs$delegate:Lkotlin/Lazy;
    .line 28
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda5;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda5;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->tripDesk$delegate:Lkotlin/Lazy;
    .line 29
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda6;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda6;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->bookingDesk$delegate:Lkotlin/Lazy;
    .line 31
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda7;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda7;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->trips$delegate:Lkotlin/Lazy;
    .line 32
    sget-object v0, Lcom/brambleway/AppGraph$$ExternalSyntheticLambda8;->INSTANCE:Lcom/brambleway/AppGraph$$ExternalSyntheticLambda8;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/brambleway/AppGraph;->bookings$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final account_delegate$lambda$0()Lcom/brambleway/Account;
    .registers 4
    .line 22
    new-instance v0, Lcom/brambleway/Account;
    sget-object v1, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    const-string v2, "account"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v3, "getSharedPreferences(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Lcom/brambleway/Account;-><init>(Landroid/content/SharedPreferences;)V
    return-object v0
.end method

.method public static final audit_delegate$lambda$0()Lcom/brambleway/AuditLog;
    .registers 2
    .line 25
    new-instance v0, Lcom/brambleway/AuditLog;
    sget-object v1, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v1}, Lcom/brambleway/AppGraph;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/brambleway/AuditLog;-><init>(Lcom/brambleway/TravelDb;)V
    return-object v0
.end method

.method public static final bookingDesk_delegate$lambda$0()Lcom/brambleway/ResumeDesk;
    .registers 5
    .line 29
    new-instance v0, Lcom/brambleway/ResumeDesk;
    new-instance v1, Lcom/brambleway/AuditedStore;
    new-instance v3, Lcom/brambleway/MemoryTickets;
    invoke-direct {v3}, Lcom/brambleway/MemoryTickets;-><init>()V
    check-cast v3, Lcom/brambleway/TicketStore;
    const-string v4, "bookings"
    invoke-direct {v1, v3, v4}, Lcom/brambleway/AuditedStore;-><init>(Lcom/brambleway/TicketStore;Ljava/lang/String;)V
    check-cast v1, Lcom/brambleway/TicketStore;
    sget-object v2, Lcom/brambleway/QuickIds;->INSTANCE:Lcom/brambleway/QuickIds;
    check-cast v2, Lcom/brambleway/TokenSource;
    invoke-direct {v0, v1, v2}, Lcom/brambleway/ResumeDesk;-><init>(Lcom/brambleway/TicketStore;Lcom/brambleway/TokenSource;)V
    return-object v0
.end method

.method public static final bookings_delegate$lambda$0()Lcom/brambleway/BookingTools;
    .registers 8
    .line 32
    new-instance v0, Lcom/brambleway/BookingTools;
    sget-object v2, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
    if-nez v2, :L18
    const-string v2, "app"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L18
    sget-object v3, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v3}, Lcom/brambleway/AppGraph;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v3
    sget-object v4, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v4}, Lcom/brambleway/AppGraph;->getBookingDesk()Lcom/brambleway/ResumeDesk;
    move-result-object v4
    sget-object v5, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v5}, Lcom/brambleway/AppGraph;->getJobs()Lcom/brambleway/Jobs;
    move-result-object v5
    sget-object v6, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v6}, Lcom/brambleway/AppGraph;->getAudit()Lcom/brambleway/AuditLog;
    move-result-object v6
    sget-object v7, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v7}, Lcom/brambleway/AppGraph;->getAccount()Lcom/brambleway/Account;
    move-result-object v7
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    invoke-direct/range {v0 .. v6}, Lcom/brambleway/BookingTools;-><init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Lcom/brambleway/TravelDb;
    .registers 2
    .line 24
    new-instance v0, Lcom/brambleway/TravelDb;
    sget-object v1, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    invoke-direct {v0, v1}, Lcom/brambleway/TravelDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final gate_delegate$lambda$0()Lcom/brambleway/CallerGate;
    .registers 3
    .line 19
    new-instance v0, Lcom/brambleway/CallerGate;
    sget-object v1, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    sget-object v2, Lcom/brambleway/AppGraph;->trusted:Ljava/util/Map;
    invoke-direct {v0, v1, v2}, Lcom/brambleway/CallerGate;-><init>(Landroid/content/Context;Ljava/util/Map;)V
    return-object v0
.end method

.method private final getAudit()Lcom/brambleway/AuditLog;
    .registers 3
    .line 25
    sget-object v1, Lcom/brambleway/AppGraph;->audit$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/AuditLog;
    return-object v0
.end method

.method private final getDb()Lcom/brambleway/TravelDb;
    .registers 3
    .line 24
    sget-object v1, Lcom/brambleway/AppGraph;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/TravelDb;
    return-object v0
.end method

.method private final getJobs()Lcom/brambleway/Jobs;
    .registers 3
    .line 26
    sget-object v1, Lcom/brambleway/AppGraph;->jobs$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/Jobs;
    return-object v0
.end method

.method public static final jobs_delegate$lambda$0()Lcom/brambleway/NamedJobs;
    .registers 5
    .line 26
    new-instance v0, Lcom/brambleway/NamedJobs;
    new-instance v2, Lcom/brambleway/ExecutorJobs;
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v3
    const-string v4, "newSingleThreadExecutor(...)"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v3, Ljava/util/concurrent/Executor;
    invoke-direct {v2, v3}, Lcom/brambleway/ExecutorJobs;-><init>(Ljava/util/concurrent/Executor;)V
    check-cast v2, Lcom/brambleway/Jobs;
    const-string v1, "audit"
    invoke-direct {v0, v1, v2}, Lcom/brambleway/NamedJobs;-><init>(Ljava/lang/String;Lcom/brambleway/Jobs;)V
    return-object v0
.end method

.method public static final tripDesk_delegate$lambda$0()Lcom/brambleway/ResumeDesk;
    .registers 5
    .line 28
    new-instance v0, Lcom/brambleway/ResumeDesk;
    new-instance v1, Lcom/brambleway/AuditedStore;
    new-instance v3, Lcom/brambleway/MemoryTickets;
    invoke-direct {v3}, Lcom/brambleway/MemoryTickets;-><init>()V
    check-cast v3, Lcom/brambleway/TicketStore;
    const-string v4, "trips"
    invoke-direct {v1, v3, v4}, Lcom/brambleway/AuditedStore;-><init>(Lcom/brambleway/TicketStore;Ljava/lang/String;)V
    check-cast v1, Lcom/brambleway/TicketStore;
    sget-object v2, Lcom/brambleway/SecureIds;->INSTANCE:Lcom/brambleway/SecureIds;
    check-cast v2, Lcom/brambleway/TokenSource;
    invoke-direct {v0, v1, v2}, Lcom/brambleway/ResumeDesk;-><init>(Lcom/brambleway/TicketStore;Lcom/brambleway/TokenSource;)V
    return-object v0
.end method

.method public static final trips_delegate$lambda$0()Lcom/brambleway/TripTools;
    .registers 8
    .line 31
    new-instance v0, Lcom/brambleway/TripTools;
    sget-object v2, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
    if-nez v2, :L18
    const-string v2, "app"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L18
    sget-object v3, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v3}, Lcom/brambleway/AppGraph;->getDb()Lcom/brambleway/TravelDb;
    move-result-object v3
    sget-object v4, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v4}, Lcom/brambleway/AppGraph;->getTripDesk()Lcom/brambleway/ResumeDesk;
    move-result-object v4
    sget-object v5, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v5}, Lcom/brambleway/AppGraph;->getJobs()Lcom/brambleway/Jobs;
    move-result-object v5
    sget-object v6, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-direct {v6}, Lcom/brambleway/AppGraph;->getAudit()Lcom/brambleway/AuditLog;
    move-result-object v6
    sget-object v7, Lcom/brambleway/AppGraph;->INSTANCE:Lcom/brambleway/AppGraph;
    invoke-virtual {v7}, Lcom/brambleway/AppGraph;->getAccount()Lcom/brambleway/Account;
    move-result-object v7
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    invoke-direct/range {v0 .. v6}, Lcom/brambleway/TripTools;-><init>(Landroid/content/Context;Lcom/brambleway/TravelDb;Lcom/brambleway/ResumeDesk;Lcom/brambleway/Jobs;Lcom/brambleway/AuditLog;Lcom/brambleway/Account;)V
    return-object v0
.end method


# virtual methods
.method public final getAccount()Lcom/brambleway/Account;
    .registers 3
    .line 22
    sget-object v1, Lcom/brambleway/AppGraph;->account$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/Account;
    return-object v0
.end method

.method public final getBookingDesk()Lcom/brambleway/ResumeDesk;
    .registers 3
    .line 29
    sget-object v1, Lcom/brambleway/AppGraph;->bookingDesk$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/ResumeDesk;
    return-object v0
.end method

.method public final getBookingSessions()Lcom/brambleway/SessionBook;
    .registers 2
    .line 21
    sget-object v0, Lcom/brambleway/AppGraph;->bookingSessions:Lcom/brambleway/SessionBook;
    return-object v0
.end method

.method public final getBookings()Lcom/brambleway/BookingTools;
    .registers 3
    .line 32
    sget-object v1, Lcom/brambleway/AppGraph;->bookings$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/BookingTools;
    return-object v0
.end method

.method public final getGate()Lcom/brambleway/CallerGate;
    .registers 3
    .line 19
    sget-object v1, Lcom/brambleway/AppGraph;->gate$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/CallerGate;
    return-object v0
.end method

.method public final getTripDesk()Lcom/brambleway/ResumeDesk;
    .registers 3
    .line 28
    sget-object v1, Lcom/brambleway/AppGraph;->tripDesk$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/ResumeDesk;
    return-object v0
.end method

.method public final getTripSessions()Lcom/brambleway/SessionBook;
    .registers 2
    .line 20
    sget-object v0, Lcom/brambleway/AppGraph;->tripSessions:Lcom/brambleway/SessionBook;
    return-object v0
.end method

.method public final getTrips()Lcom/brambleway/TripTools;
    .registers 3
    .line 31
    sget-object v1, Lcom/brambleway/AppGraph;->trips$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/brambleway/TripTools;
    return-object v0
.end method

.method public final init(Landroid/content/Context;)V
    .registers 4
    const-string v1, "context"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    sget-object v0, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
    if-nez v0, :L25
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    move-object v0, p1
:L22
    sput-object v0, Lcom/brambleway/AppGraph;->app:Landroid/content/Context;
:L25
    .line 12
    return-void
.end method
