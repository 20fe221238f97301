.class public final Lcom/saltmarsh/podcasts/PodcastGraph;
.super Ljava/lang/Object;
.source "Graph.kt"


# static fields
.field private static final ASSISTANTS:Ljava/util/Map;

.field public static final Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

.field private static volatile instance:Lcom/saltmarsh/podcasts/PodcastGraph;


# instance fields
.field private final account:Lcom/saltmarsh/podcasts/Account;

.field private final activity:Lcom/saltmarsh/podcasts/ActivityLog;

.field private final answers:Lcom/saltmarsh/podcasts/AnswerReceiver;

.field private final app:Landroid/content/Context;

.field private final db:Lcom/saltmarsh/podcasts/PodcastDb;

.field private final downloadReceiver:Lcom/saltmarsh/podcasts/DownloadReceiver;

.field private final downloads:Lcom/saltmarsh/podcasts/Downloads;

.field private final feed:Lcom/saltmarsh/podcasts/FeedHandler;

.field private final gate:Lcom/saltmarsh/podcasts/CallerGate;

.field private final io:Landroid/os/HandlerThread;

.field private final library:Lcom/saltmarsh/podcasts/LibraryTools;

.field private final librarySessions:Lcom/saltmarsh/podcasts/SessionBook;

.field private final link:Lcom/saltmarsh/podcasts/PlayerLink;

.field private final operations:Lcom/saltmarsh/podcasts/Operations;

.field private final player:Lcom/saltmarsh/podcasts/PlayerTools;

.field private final playerSessions:Lcom/saltmarsh/podcasts/SessionBook;

.field private final progress:Lcom/saltmarsh/podcasts/DownloadProgress;

.field private final prompts:Lcom/saltmarsh/podcasts/Prompts;

.field private final receipts:Lcom/saltmarsh/podcasts/ReceiptTable;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/saltmarsh/podcasts/PodcastGraph$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->Companion:Lcom/saltmarsh/podcasts/PodcastGraph$Companion;

    .line 35
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.agent"

    const-string v3, "5f2a9c0e7b4d1a8f3c6e9b2d5a0f7c4e1b8d3a6f9c2e5b0d7a4f1c8e3b6d9a2f"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 36
    const-string v2, "net.tidewell.assistant"

    const-string v3, "c81e4f7a0d3b6e9c2f5a8d1b4e7c0a3f6d9b2e5c8a1f4d7b0e3c6a9f2d5b8e1c"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 34
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->ASSISTANTS:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 11

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    .line 10
    new-instance v0, Lcom/saltmarsh/podcasts/PodcastDb;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/PodcastDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    .line 11
    new-instance v0, Lcom/saltmarsh/podcasts/Account;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    const-string v2, "account"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v3, "getSharedPreferences(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/Account;-><init>(Landroid/content/SharedPreferences;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->account:Lcom/saltmarsh/podcasts/Account;

    .line 12
    new-instance v0, Lcom/saltmarsh/podcasts/CallerGate;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    const-string v3, "getPackageManager(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v2, Lcom/saltmarsh/podcasts/PodcastGraph;->ASSISTANTS:Ljava/util/Map;

    invoke-direct {v0, v1, v2}, Lcom/saltmarsh/podcasts/CallerGate;-><init>(Landroid/content/pm/PackageManager;Ljava/util/Map;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->gate:Lcom/saltmarsh/podcasts/CallerGate;

    .line 13
    new-instance v0, Lcom/saltmarsh/podcasts/PlayerLink;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/PlayerLink;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->link:Lcom/saltmarsh/podcasts/PlayerLink;

    .line 14
    new-instance v0, Lcom/saltmarsh/podcasts/Prompts;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v2

    const-string v4, "getMainLooper(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1, v2}, Lcom/saltmarsh/podcasts/Prompts;-><init>(Landroid/content/Context;Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->prompts:Lcom/saltmarsh/podcasts/Prompts;

    .line 16
    new-instance v5, Landroid/os/HandlerThread;

    const-string v1, "saltmarsh-io"

    invoke-direct {v5, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    move-object v6, v5

    .line 48
    move-object v8, p0

    const/4 v7, 0x0

    .line 16
    invoke-virtual {v6}, Landroid/os/HandlerThread;->start()V

    iput-object v5, v8, Lcom/saltmarsh/podcasts/PodcastGraph;->io:Landroid/os/HandlerThread;

    .line 17
    new-instance v0, Lcom/saltmarsh/podcasts/FeedHandler;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->io:Landroid/os/HandlerThread;

    invoke-virtual {v1}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v1

    const-string v3, "getLooper(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v2, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-direct {v0, v1, v2}, Lcom/saltmarsh/podcasts/FeedHandler;-><init>(Landroid/os/Looper;Lcom/saltmarsh/podcasts/PodcastDb;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->feed:Lcom/saltmarsh/podcasts/FeedHandler;

    .line 18
    new-instance v0, Lcom/saltmarsh/podcasts/ActivityLog;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->io:Landroid/os/HandlerThread;

    invoke-virtual {v1}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v1

    const-string v3, "getLooper(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v2, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    iget-object v3, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/ActivityLog;-><init>(Landroid/os/Looper;Landroid/content/Context;Lcom/saltmarsh/podcasts/PodcastDb;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->activity:Lcom/saltmarsh/podcasts/ActivityLog;

    .line 20
    new-instance v0, Lcom/saltmarsh/podcasts/ReceiptTable;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/ReceiptTable;-><init>(Lcom/saltmarsh/podcasts/PodcastDb;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->receipts:Lcom/saltmarsh/podcasts/ReceiptTable;

    .line 21
    new-instance v0, Lcom/saltmarsh/podcasts/Operations;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/Operations;-><init>(Lcom/saltmarsh/podcasts/PodcastDb;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->operations:Lcom/saltmarsh/podcasts/Operations;

    .line 22
    new-instance v0, Lcom/saltmarsh/podcasts/Downloads;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/Downloads;-><init>(Lcom/saltmarsh/podcasts/PodcastDb;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->downloads:Lcom/saltmarsh/podcasts/Downloads;

    .line 23
    new-instance v0, Lcom/saltmarsh/podcasts/DownloadReceiver;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->operations:Lcom/saltmarsh/podcasts/Operations;

    iget-object v2, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->downloads:Lcom/saltmarsh/podcasts/Downloads;

    invoke-direct {v0, v1, v2}, Lcom/saltmarsh/podcasts/DownloadReceiver;-><init>(Lcom/saltmarsh/podcasts/Operations;Lcom/saltmarsh/podcasts/Downloads;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->downloadReceiver:Lcom/saltmarsh/podcasts/DownloadReceiver;

    .line 24
    new-instance v0, Lcom/saltmarsh/podcasts/DownloadProgress;

    new-instance v1, Landroid/os/Handler;

    iget-object v3, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->io:Landroid/os/HandlerThread;

    invoke-virtual {v3}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v3

    invoke-direct {v1, v3}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iget-object v2, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    iget-object v3, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->operations:Lcom/saltmarsh/podcasts/Operations;

    invoke-direct {v0, v1, v2, v3}, Lcom/saltmarsh/podcasts/DownloadProgress;-><init>(Landroid/os/Handler;Landroid/content/Context;Lcom/saltmarsh/podcasts/Operations;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->progress:Lcom/saltmarsh/podcasts/DownloadProgress;

    .line 26
    new-instance v0, Lcom/saltmarsh/podcasts/SessionBook;

    const-wide/16 v1, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/saltmarsh/podcasts/SessionBook;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->playerSessions:Lcom/saltmarsh/podcasts/SessionBook;

    .line 27
    new-instance v0, Lcom/saltmarsh/podcasts/SessionBook;

    const-wide/16 v1, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/saltmarsh/podcasts/SessionBook;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->librarySessions:Lcom/saltmarsh/podcasts/SessionBook;

    .line 28
    new-instance v0, Lcom/saltmarsh/podcasts/PlayerTools;

    invoke-direct {v0, p0}, Lcom/saltmarsh/podcasts/PlayerTools;-><init>(Lcom/saltmarsh/podcasts/PodcastGraph;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->player:Lcom/saltmarsh/podcasts/PlayerTools;

    .line 29
    new-instance v0, Lcom/saltmarsh/podcasts/LibraryTools;

    invoke-direct {v0, p0}, Lcom/saltmarsh/podcasts/LibraryTools;-><init>(Lcom/saltmarsh/podcasts/PodcastGraph;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->library:Lcom/saltmarsh/podcasts/LibraryTools;

    .line 30
    new-instance v0, Lcom/saltmarsh/podcasts/AnswerReceiver;

    iget-object v1, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->library:Lcom/saltmarsh/podcasts/LibraryTools;

    invoke-virtual {v1}, Lcom/saltmarsh/podcasts/LibraryTools;->getTickets()Lcom/saltmarsh/podcasts/TicketBook;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/AnswerReceiver;-><init>(Lcom/saltmarsh/podcasts/TicketBook;)V

    iput-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->answers:Lcom/saltmarsh/podcasts/AnswerReceiver;

    .line 9
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/saltmarsh/podcasts/PodcastGraph;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/saltmarsh/podcasts/PodcastGraph;
    .registers 1

    .line 9
    sget-object v0, Lcom/saltmarsh/podcasts/PodcastGraph;->instance:Lcom/saltmarsh/podcasts/PodcastGraph;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/saltmarsh/podcasts/PodcastGraph;)V
    .registers 1

    .line 9
    sput-object p0, Lcom/saltmarsh/podcasts/PodcastGraph;->instance:Lcom/saltmarsh/podcasts/PodcastGraph;

    return-void
.end method


# virtual methods
.method public final getAccount()Lcom/saltmarsh/podcasts/Account;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->account:Lcom/saltmarsh/podcasts/Account;

    return-object v0
.end method

.method public final getActivity()Lcom/saltmarsh/podcasts/ActivityLog;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->activity:Lcom/saltmarsh/podcasts/ActivityLog;

    return-object v0
.end method

.method public final getAnswers()Lcom/saltmarsh/podcasts/AnswerReceiver;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->answers:Lcom/saltmarsh/podcasts/AnswerReceiver;

    return-object v0
.end method

.method public final getApp()Landroid/content/Context;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->app:Landroid/content/Context;

    return-object v0
.end method

.method public final getDb()Lcom/saltmarsh/podcasts/PodcastDb;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->db:Lcom/saltmarsh/podcasts/PodcastDb;

    return-object v0
.end method

.method public final getDownloadReceiver()Lcom/saltmarsh/podcasts/DownloadReceiver;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->downloadReceiver:Lcom/saltmarsh/podcasts/DownloadReceiver;

    return-object v0
.end method

.method public final getDownloads()Lcom/saltmarsh/podcasts/Downloads;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->downloads:Lcom/saltmarsh/podcasts/Downloads;

    return-object v0
.end method

.method public final getFeed()Lcom/saltmarsh/podcasts/FeedHandler;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->feed:Lcom/saltmarsh/podcasts/FeedHandler;

    return-object v0
.end method

.method public final getGate()Lcom/saltmarsh/podcasts/CallerGate;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->gate:Lcom/saltmarsh/podcasts/CallerGate;

    return-object v0
.end method

.method public final getLibrary()Lcom/saltmarsh/podcasts/LibraryTools;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->library:Lcom/saltmarsh/podcasts/LibraryTools;

    return-object v0
.end method

.method public final getLibrarySessions()Lcom/saltmarsh/podcasts/SessionBook;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->librarySessions:Lcom/saltmarsh/podcasts/SessionBook;

    return-object v0
.end method

.method public final getLink()Lcom/saltmarsh/podcasts/PlayerLink;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->link:Lcom/saltmarsh/podcasts/PlayerLink;

    return-object v0
.end method

.method public final getOperations()Lcom/saltmarsh/podcasts/Operations;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->operations:Lcom/saltmarsh/podcasts/Operations;

    return-object v0
.end method

.method public final getPlayer()Lcom/saltmarsh/podcasts/PlayerTools;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->player:Lcom/saltmarsh/podcasts/PlayerTools;

    return-object v0
.end method

.method public final getPlayerSessions()Lcom/saltmarsh/podcasts/SessionBook;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->playerSessions:Lcom/saltmarsh/podcasts/SessionBook;

    return-object v0
.end method

.method public final getProgress()Lcom/saltmarsh/podcasts/DownloadProgress;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->progress:Lcom/saltmarsh/podcasts/DownloadProgress;

    return-object v0
.end method

.method public final getPrompts()Lcom/saltmarsh/podcasts/Prompts;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->prompts:Lcom/saltmarsh/podcasts/Prompts;

    return-object v0
.end method

.method public final getReceipts()Lcom/saltmarsh/podcasts/ReceiptTable;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/saltmarsh/podcasts/PodcastGraph;->receipts:Lcom/saltmarsh/podcasts/ReceiptTable;

    return-object v0
.end method
