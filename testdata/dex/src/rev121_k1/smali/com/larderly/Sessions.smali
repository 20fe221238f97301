.class public final Lcom/larderly/Sessions;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field public static final INSTANCE:Lcom/larderly/Sessions;
.field private static final byToken:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larderly/Sessions;
    invoke-direct {v0}, Lcom/larderly/Sessions;-><init>()V
    sput-object v0, Lcom/larderly/Sessions;->INSTANCE:Lcom/larderly/Sessions;
    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/larderly/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final get(Ljava/lang/String;)Lcom/larderly/Session;
    .registers 5
    .line 28
    move-object v0, p1
    if-eqz p1, :L21
    move-object v1, v0
    .line 31
    const/4 v2, 0x0
    .line 28
    sget-object v0, Lcom/larderly/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larderly/Session;
    goto :L23
:L21
    const/4 v0, 0x0
:L23
    return-object v0
.end method

.method public final open(ILjava/lang/String;)Lcom/larderly/Session;
    .registers 8
    const-string v1, "provider"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    sget-object v0, Lcom/larderly/Session;->Companion:Lcom/larderly/Session$Companion;
    invoke-virtual {v0, p1, p2}, Lcom/larderly/Session$Companion;->open(ILjava/lang/String;)Lcom/larderly/Session;
    move-result-object v2
    move-object v3, v2
    .line 31
    const/4 v4, 0x0
    .line 26
    sget-object v0, Lcom/larderly/Sessions;->byToken:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-virtual {v3}, Lcom/larderly/Session;->getToken()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-object v2
.end method
