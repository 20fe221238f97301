.class public final Lcom/quillvault/AppGraph;
.super Ljava/lang/Object;
.source "AppGraph.kt"

# static fields
.field public static final INSTANCE:Lcom/quillvault/AppGraph;
.field private static app:Landroid/content/Context;
.field private static final archive$delegate:Lkotlin/Lazy;
.field private static final archiveSessions:Lcom/quillvault/SessionRegistry;
.field private static final audit$delegate:Lkotlin/Lazy;
.field private static final backup$delegate:Lkotlin/Lazy;
.field private static final db$delegate:Lkotlin/Lazy;
.field private static final gate$delegate:Lkotlin/Lazy;
.field private static final noteSessions:Lcom/quillvault/SessionRegistry;
.field private static final notes$delegate:Lkotlin/Lazy;
.field private static final scope$delegate:Lkotlin/Lazy;
.field private static final store$delegate:Lkotlin/Lazy;
.field private static final tickets$delegate:Lkotlin/Lazy;
.field private static final trusted:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/quillvault/AppGraph;
    invoke-direct {v0}, Lcom/quillvault/AppGraph;-><init>()V
    sput-object v0, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    .line 16
    const/4 v0, 0x2
    new-array v4, v0, [Lkotlin/Pair;
    const-string v2, "com.clawseed.agent"
    const-string v3, "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 17
    const-string v2, "org.tidings.assistant"
    const-string v3, "a93f0e1d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a09"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 15
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->trusted:Ljava/util/Map;
    .line 20
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->gate$delegate:Lkotlin/Lazy;
    .line 21
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda1;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->tickets$delegate:Lkotlin/Lazy;
    .line 22
    new-instance v0, Lcom/quillvault/SessionRegistry;
    const-wide/32 v2, 0x36ee80
    invoke-direct {v0, v2, v3}, Lcom/quillvault/SessionRegistry;-><init>(J)V
    sput-object v0, Lcom/quillvault/AppGraph;->noteSessions:Lcom/quillvault/SessionRegistry;
    .line 23
    new-instance v0, Lcom/quillvault/SessionRegistry;
    const-wide/32 v2, 0x36ee80
    invoke-direct {v0, v2, v3}, Lcom/quillvault/SessionRegistry;-><init>(J)V
    sput-object v0, Lcom/quillvault/AppGraph;->archiveSessions:Lcom/quillvault/SessionRegistry;
    .line 25
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda2;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->db$delegate:Lkotlin/Lazy;
    .line 26
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda3;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda3;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->store$delegate:Lkotlin/Lazy;
    .line 27
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda4;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda4;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->audit$delegate:Lkotlin/Lazy;
    .line 28
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda5;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda5;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->backup$delegate:Lkotlin/Lazy;
    .line 29
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda6;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda6;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->scope$delegate:Lkotlin/Lazy;
    .line 31
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda7;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda7;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->notes$delegate:Lkotlin/Lazy;
    .line 32
    sget-object v0, Lcom/quillvault/AppGraph$$ExternalSyntheticLambda8;->INSTANCE:Lcom/quillvault/AppGraph$$ExternalSyntheticLambda8;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/quillvault/AppGraph;->archive$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final archive_delegate$lambda$0()Lcom/quillvault/ArchiveTools;
    .registers 8
    .line 32
    new-instance v0, Lcom/quillvault/ArchiveTools;
    sget-object v2, Lcom/quillvault/AppGraph;->app:Landroid/content/Context;
    if-nez v2, :L18
    const-string v2, "app"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L18
    sget-object v3, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v3}, Lcom/quillvault/AppGraph;->getStore()Lcom/quillvault/Store;
    move-result-object v3
    sget-object v4, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v4}, Lcom/quillvault/AppGraph;->getTickets()Lcom/quillvault/TicketBook;
    move-result-object v4
    sget-object v5, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v5}, Lcom/quillvault/AppGraph;->getAudit()Lcom/quillvault/AuditLog;
    move-result-object v5
    sget-object v6, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v6}, Lcom/quillvault/AppGraph;->getScope()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v6
    sget-object v7, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v7}, Lcom/quillvault/AppGraph;->getBackup()Lcom/quillvault/Backup;
    move-result-object v7
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    invoke-direct/range {v0 .. v6}, Lcom/quillvault/ArchiveTools;-><init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;Lcom/quillvault/Backup;)V
    return-object v0
.end method

.method public static final audit_delegate$lambda$0()Lcom/quillvault/AuditLog;
    .registers 2
    .line 27
    new-instance v0, Lcom/quillvault/AuditLog;
    sget-object v1, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v1}, Lcom/quillvault/AppGraph;->getDb()Lcom/quillvault/QuillDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/quillvault/AuditLog;-><init>(Lcom/quillvault/QuillDb;)V
    return-object v0
.end method

.method public static final backup_delegate$lambda$0()Lcom/quillvault/Backup;
    .registers 2
    .line 28
    new-instance v0, Lcom/quillvault/Backup;
    sget-object v1, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v1}, Lcom/quillvault/AppGraph;->getStore()Lcom/quillvault/Store;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/quillvault/Backup;-><init>(Lcom/quillvault/Store;)V
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Lcom/quillvault/QuillDb;
    .registers 2
    .line 25
    new-instance v0, Lcom/quillvault/QuillDb;
    sget-object v1, Lcom/quillvault/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    invoke-direct {v0, v1}, Lcom/quillvault/QuillDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final gate_delegate$lambda$0()Lcom/quillvault/CallerGate;
    .registers 3
    .line 20
    new-instance v0, Lcom/quillvault/CallerGate;
    sget-object v1, Lcom/quillvault/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    sget-object v2, Lcom/quillvault/AppGraph;->trusted:Ljava/util/Map;
    invoke-direct {v0, v1, v2}, Lcom/quillvault/CallerGate;-><init>(Landroid/content/Context;Ljava/util/Map;)V
    return-object v0
.end method

.method private final getAudit()Lcom/quillvault/AuditLog;
    .registers 3
    .line 27
    sget-object v1, Lcom/quillvault/AppGraph;->audit$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/AuditLog;
    return-object v0
.end method

.method private final getBackup()Lcom/quillvault/Backup;
    .registers 3
    .line 28
    sget-object v1, Lcom/quillvault/AppGraph;->backup$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Backup;
    return-object v0
.end method

.method private final getDb()Lcom/quillvault/QuillDb;
    .registers 3
    .line 25
    sget-object v1, Lcom/quillvault/AppGraph;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/QuillDb;
    return-object v0
.end method

.method private final getScope()Lkotlinx/coroutines/CoroutineScope;
    .registers 3
    .line 29
    sget-object v1, Lcom/quillvault/AppGraph;->scope$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    return-object v0
.end method

.method private final getStore()Lcom/quillvault/Store;
    .registers 3
    .line 26
    sget-object v1, Lcom/quillvault/AppGraph;->store$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/Store;
    return-object v0
.end method

.method public static final notes_delegate$lambda$0()Lcom/quillvault/NoteTools;
    .registers 8
    .line 31
    new-instance v0, Lcom/quillvault/NoteTools;
    sget-object v2, Lcom/quillvault/AppGraph;->app:Landroid/content/Context;
    if-nez v2, :L18
    const-string v2, "app"
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v2, 0x0
:L18
    sget-object v3, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v3}, Lcom/quillvault/AppGraph;->getStore()Lcom/quillvault/Store;
    move-result-object v3
    sget-object v4, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-virtual {v4}, Lcom/quillvault/AppGraph;->getTickets()Lcom/quillvault/TicketBook;
    move-result-object v4
    sget-object v5, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v5}, Lcom/quillvault/AppGraph;->getAudit()Lcom/quillvault/AuditLog;
    move-result-object v5
    sget-object v6, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v6}, Lcom/quillvault/AppGraph;->getScope()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v6
    sget-object v7, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v7}, Lcom/quillvault/AppGraph;->getBackup()Lcom/quillvault/Backup;
    move-result-object v7
    move-object v1, v2
    move-object v2, v3
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    invoke-direct/range {v0 .. v6}, Lcom/quillvault/NoteTools;-><init>(Landroid/content/Context;Lcom/quillvault/Store;Lcom/quillvault/TicketBook;Lcom/quillvault/AuditLog;Lkotlinx/coroutines/CoroutineScope;Lcom/quillvault/Backup;)V
    return-object v0
.end method

.method public static final scope_delegate$lambda$0()Lkotlinx/coroutines/CoroutineScope;
    .registers 3
    .line 29
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    return-object v0
.end method

.method public static final store_delegate$lambda$0()Lcom/quillvault/Store;
    .registers 2
    .line 26
    new-instance v0, Lcom/quillvault/Store;
    sget-object v1, Lcom/quillvault/AppGraph;->INSTANCE:Lcom/quillvault/AppGraph;
    invoke-direct {v1}, Lcom/quillvault/AppGraph;->getDb()Lcom/quillvault/QuillDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/quillvault/Store;-><init>(Lcom/quillvault/QuillDb;)V
    return-object v0
.end method

.method public static final tickets_delegate$lambda$0()Lcom/quillvault/TicketBook;
    .registers 1
    .line 21
    new-instance v0, Lcom/quillvault/TicketBook;
    invoke-direct {v0}, Lcom/quillvault/TicketBook;-><init>()V
    return-object v0
.end method


# virtual methods
.method public final getArchive()Lcom/quillvault/ArchiveTools;
    .registers 3
    .line 32
    sget-object v1, Lcom/quillvault/AppGraph;->archive$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/ArchiveTools;
    return-object v0
.end method

.method public final getArchiveSessions()Lcom/quillvault/SessionRegistry;
    .registers 2
    .line 23
    sget-object v0, Lcom/quillvault/AppGraph;->archiveSessions:Lcom/quillvault/SessionRegistry;
    return-object v0
.end method

.method public final getGate()Lcom/quillvault/CallerGate;
    .registers 3
    .line 20
    sget-object v1, Lcom/quillvault/AppGraph;->gate$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/CallerGate;
    return-object v0
.end method

.method public final getNoteSessions()Lcom/quillvault/SessionRegistry;
    .registers 2
    .line 22
    sget-object v0, Lcom/quillvault/AppGraph;->noteSessions:Lcom/quillvault/SessionRegistry;
    return-object v0
.end method

.method public final getNotes()Lcom/quillvault/NoteTools;
    .registers 3
    .line 31
    sget-object v1, Lcom/quillvault/AppGraph;->notes$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/NoteTools;
    return-object v0
.end method

.method public final getTickets()Lcom/quillvault/TicketBook;
    .registers 3
    .line 21
    sget-object v1, Lcom/quillvault/AppGraph;->tickets$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/quillvault/TicketBook;
    return-object v0
.end method

.method public final init(Landroid/content/Context;)V
    .registers 4
    const-string v1, "context"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/quillvault/AppGraph;->app:Landroid/content/Context;
    if-nez v0, :L25
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    move-object v0, p1
:L22
    sput-object v0, Lcom/quillvault/AppGraph;->app:Landroid/content/Context;
:L25
    .line 13
    return-void
.end method
