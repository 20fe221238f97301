# Kotlin sketch (DedupCache.kt):
#   object DedupCache { val records = ConcurrentHashMap<String, Any>() }       // 3
.class public final Lcom/example/sg/DedupCache;
.super Ljava/lang/Object;
.source "DedupCache.kt"

.field public static final INSTANCE:Lcom/example/sg/DedupCache;
.field private static final records:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/sg/DedupCache;
    invoke-direct {v0}, Lcom/example/sg/DedupCache;-><init>()V
    sput-object v0, Lcom/example/sg/DedupCache;->INSTANCE:Lcom/example/sg/DedupCache;
    .line 3
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/sg/DedupCache;->records:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getRecords()Ljava/util/concurrent/ConcurrentHashMap;
    .locals 1
    .line 3
    sget-object v0, Lcom/example/sg/DedupCache;->records:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method
