.class public final Lcom/example/r17c/Audit;
.super Ljava/lang/Object;
.source "Audit.kt"

.field public static final INSTANCE:Lcom/example/r17c/Audit;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r17c/Audit;
    invoke-direct {v0}, Lcom/example/r17c/Audit;-><init>()V
    sput-object v0, Lcom/example/r17c/Audit;->INSTANCE:Lcom/example/r17c/Audit;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final record(I)I
    .registers 5
    .line 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "audit"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 8
    return p1
.end method
