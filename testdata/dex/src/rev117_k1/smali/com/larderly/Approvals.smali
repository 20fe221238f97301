.class public final Lcom/larderly/Approvals;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field public static final INSTANCE:Lcom/larderly/Approvals;
.field private static final granted:Ljava/util/HashSet;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larderly/Approvals;
    invoke-direct {v0}, Lcom/larderly/Approvals;-><init>()V
    sput-object v0, Lcom/larderly/Approvals;->INSTANCE:Lcom/larderly/Approvals;
    .line 37
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    sput-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/HashSet;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final declared-synchronized consume(Ljava/lang/String;)Z
    .registers 4
    monitor-enter p0
:sync_start
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    sget-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/HashSet;
    invoke-virtual {v0, p1}, Ljava/util/HashSet;->remove(Ljava/lang/Object;)Z
    move-result v0
    monitor-exit p0
    return v0
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method

.method public final declared-synchronized grant(Ljava/lang/String;)V
    .registers 4
    monitor-enter p0
:sync_start
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 41
    sget-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/HashSet;
    invoke-virtual {v0, p1}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    .line 42
    monitor-exit p0
    return-void
:sync_end
:sync_handler
    move-exception v0
    monitor-exit p0
    throw v0
    .catchall {:sync_start .. :sync_end} :sync_handler
.end method
