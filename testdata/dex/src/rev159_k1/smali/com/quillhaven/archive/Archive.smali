.class public final Lcom/quillhaven/archive/Archive;
.super Ljava/lang/Object;
.source "Archive.kt"


# static fields
.field public static final Companion:Lcom/quillhaven/archive/Archive$Companion;

.field private static final instance:Ljava/util/concurrent/atomic/AtomicReference;


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/quillhaven/archive/ArchiveDb;

.field private final gate:Lcom/quillhaven/archive/CallerGate;

.field private final grants:Lcom/quillhaven/archive/Grants;

.field private final jobs:Lcom/quillhaven/archive/Jobs;

.field private final ops:Lcom/quillhaven/archive/OperationStore;

.field private final pool:Ljava/util/concurrent/ExecutorService;

.field private final replays:Lcom/quillhaven/archive/ReplayStore;

.field private final sourceHits:Ljava/util/concurrent/ConcurrentHashMap;

.field private final worker:Lcom/quillhaven/archive/ExportWorker;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/quillhaven/archive/Archive$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/quillhaven/archive/Archive$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/quillhaven/archive/Archive;->Companion:Lcom/quillhaven/archive/Archive$Companion;

    .line 35
    new-instance v0, Ljava/util/concurrent/atomic/AtomicReference;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicReference;-><init>()V

    sput-object v0, Lcom/quillhaven/archive/Archive;->instance:Ljava/util/concurrent/atomic/AtomicReference;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 6

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/Archive;->context:Landroid/content/Context;

    .line 19
    new-instance v0, Lcom/quillhaven/archive/ArchiveDb;

    iget-object v1, p0, Lcom/quillhaven/archive/Archive;->context:Landroid/content/Context;

    invoke-direct {v0, v1}, Lcom/quillhaven/archive/ArchiveDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->db:Lcom/quillhaven/archive/ArchiveDb;

    .line 20
    new-instance v0, Lcom/quillhaven/archive/OperationStore;

    iget-object v1, p0, Lcom/quillhaven/archive/Archive;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-direct {v0, v1}, Lcom/quillhaven/archive/OperationStore;-><init>(Lcom/quillhaven/archive/ArchiveDb;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->ops:Lcom/quillhaven/archive/OperationStore;

    .line 21
    new-instance v0, Lcom/quillhaven/archive/ReplayStore;

    iget-object v1, p0, Lcom/quillhaven/archive/Archive;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-direct {v0, v1}, Lcom/quillhaven/archive/ReplayStore;-><init>(Lcom/quillhaven/archive/ArchiveDb;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->replays:Lcom/quillhaven/archive/ReplayStore;

    .line 22
    new-instance v0, Lcom/quillhaven/archive/CallerGate;

    iget-object v1, p0, Lcom/quillhaven/archive/Archive;->context:Landroid/content/Context;

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    const-string v3, "getPackageManager(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/quillhaven/archive/CallerGate;-><init>(Landroid/content/pm/PackageManager;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->gate:Lcom/quillhaven/archive/CallerGate;

    .line 23
    new-instance v0, Lcom/quillhaven/archive/Grants;

    iget-object v1, p0, Lcom/quillhaven/archive/Archive;->context:Landroid/content/Context;

    const-string v2, "grants"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v3, "getSharedPreferences(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/quillhaven/archive/Grants;-><init>(Landroid/content/SharedPreferences;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->grants:Lcom/quillhaven/archive/Grants;

    .line 24
    new-instance v0, Lcom/quillhaven/archive/Jobs;

    iget-object v1, p0, Lcom/quillhaven/archive/Archive;->db:Lcom/quillhaven/archive/ArchiveDb;

    iget-object v2, p0, Lcom/quillhaven/archive/Archive;->ops:Lcom/quillhaven/archive/OperationStore;

    invoke-direct {v0, v1, v2}, Lcom/quillhaven/archive/Jobs;-><init>(Lcom/quillhaven/archive/ArchiveDb;Lcom/quillhaven/archive/OperationStore;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->jobs:Lcom/quillhaven/archive/Jobs;

    .line 25
    new-instance v0, Lcom/quillhaven/archive/ExportWorker;

    invoke-direct {v0}, Lcom/quillhaven/archive/ExportWorker;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->worker:Lcom/quillhaven/archive/ExportWorker;

    .line 26
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newFixedThreadPool(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->pool:Ljava/util/concurrent/ExecutorService;

    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/Archive;->sourceHits:Ljava/util/concurrent/ConcurrentHashMap;

    .line 18
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/quillhaven/archive/Archive;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Ljava/util/concurrent/atomic/AtomicReference;
    .registers 1

    .line 18
    sget-object v0, Lcom/quillhaven/archive/Archive;->instance:Ljava/util/concurrent/atomic/AtomicReference;

    return-object v0
.end method


# virtual methods
.method public final getContext()Landroid/content/Context;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->context:Landroid/content/Context;

    return-object v0
.end method

.method public final getDb()Lcom/quillhaven/archive/ArchiveDb;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->db:Lcom/quillhaven/archive/ArchiveDb;

    return-object v0
.end method

.method public final getGate()Lcom/quillhaven/archive/CallerGate;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->gate:Lcom/quillhaven/archive/CallerGate;

    return-object v0
.end method

.method public final getGrants()Lcom/quillhaven/archive/Grants;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->grants:Lcom/quillhaven/archive/Grants;

    return-object v0
.end method

.method public final getJobs()Lcom/quillhaven/archive/Jobs;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->jobs:Lcom/quillhaven/archive/Jobs;

    return-object v0
.end method

.method public final getOps()Lcom/quillhaven/archive/OperationStore;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->ops:Lcom/quillhaven/archive/OperationStore;

    return-object v0
.end method

.method public final getPool()Ljava/util/concurrent/ExecutorService;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->pool:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method public final getReplays()Lcom/quillhaven/archive/ReplayStore;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->replays:Lcom/quillhaven/archive/ReplayStore;

    return-object v0
.end method

.method public final getSourceHits()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->sourceHits:Ljava/util/concurrent/ConcurrentHashMap;

    return-object v0
.end method

.method public final getWorker()Lcom/quillhaven/archive/ExportWorker;
    .registers 2

    .line 25
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->worker:Lcom/quillhaven/archive/ExportWorker;

    return-object v0
.end method

.method public final notifyChanged(Ljava/lang/String;)V
    .registers 6

    const-string v1, "path"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    iget-object v0, p0, Lcom/quillhaven/archive/Archive;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "content://com.quillhaven.archive.documents/"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v1

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 32
    return-void
.end method
