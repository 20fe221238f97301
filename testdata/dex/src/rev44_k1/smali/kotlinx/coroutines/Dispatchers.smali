.class public final Lkotlinx/coroutines/Dispatchers;
.super Ljava/lang/Object;
.source "Dispatchers.kt"

.field public static final INSTANCE:Lkotlinx/coroutines/Dispatchers;

.method private constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    .registers 1
    .line 4
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public static synthetic getIO$annotations()V
    .registers 0
    return-void
.end method

.method public static final getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    .registers 1
    .line 5
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method

.method public static synthetic getDefault$annotations()V
    .registers 0
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lkotlinx/coroutines/Dispatchers;
    invoke-direct {v0}, Lkotlinx/coroutines/Dispatchers;-><init>()V
    sput-object v0, Lkotlinx/coroutines/Dispatchers;->INSTANCE:Lkotlinx/coroutines/Dispatchers;
    return-void
.end method

