.class public final Lcom/example/r17v/Store;
.super Ljava/lang/Object;
.source "Store.kt"

.field public static final INSTANCE:Lcom/example/r17v/Store;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r17v/Store;
    invoke-direct {v0}, Lcom/example/r17v/Store;-><init>()V
    sput-object v0, Lcom/example/r17v/Store;->INSTANCE:Lcom/example/r17v/Store;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final sync()V
    .registers 3
    .line 7
    const-string v0, "store"
    const-string v1, "sync"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public final ping()V
    .registers 3
    .line 9
    const-string v0, "store"
    const-string v1, "ping"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
