.class public final Lcom/larderly/Approvals;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field public static final INSTANCE:Lcom/larderly/Approvals;
.field private static final granted:Ljava/util/concurrent/ConcurrentHashMap$KeySetView;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larderly/Approvals;
    invoke-direct {v0}, Lcom/larderly/Approvals;-><init>()V
    sput-object v0, Lcom/larderly/Approvals;->INSTANCE:Lcom/larderly/Approvals;
    .line 36
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    move-result-object v0
    sput-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final deny(Ljava/lang/String;)V
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    sget-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap$KeySetView;->remove(Ljava/lang/Object;)Z
    .line 44
    return-void
.end method

.method public final grant(Ljava/lang/String;)V
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    sget-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap$KeySetView;->add(Ljava/lang/Object;)Z
    .line 40
    return-void
.end method

.method public final take(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "token"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    sget-object v0, Lcom/larderly/Approvals;->granted:Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap$KeySetView;->remove(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method
