.class public final Lcom/example/r27k/Audit;
.super Ljava/lang/Object;
.source "AuditProvider.kt"

.field public static final INSTANCE:Lcom/example/r27k/Audit;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r27k/Audit;
    invoke-direct {v0}, Lcom/example/r27k/Audit;-><init>()V
    sput-object v0, Lcom/example/r27k/Audit;->INSTANCE:Lcom/example/r27k/Audit;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final record(Landroid/content/Context;I)V
    .registers 5
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "uid "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "audit"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
