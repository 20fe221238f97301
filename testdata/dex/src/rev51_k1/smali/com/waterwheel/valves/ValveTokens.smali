.class public final Lcom/waterwheel/valves/ValveTokens;
.super Ljava/lang/Object;
.source "ValveProvider.kt"

.field public static final INSTANCE:Lcom/waterwheel/valves/ValveTokens;
.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 114
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getPending()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 115
    sget-object v0, Lcom/waterwheel/valves/ValveTokens;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/waterwheel/valves/ValveTokens;
    invoke-direct {v0}, Lcom/waterwheel/valves/ValveTokens;-><init>()V
    sput-object v0, Lcom/waterwheel/valves/ValveTokens;->INSTANCE:Lcom/waterwheel/valves/ValveTokens;
    .line 115
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/waterwheel/valves/ValveTokens;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

