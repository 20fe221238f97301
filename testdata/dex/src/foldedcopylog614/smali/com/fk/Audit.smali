.class public final Lcom/fk/Audit;
.super Ljava/lang/Object;
.source "KWeek.kt"

# static fields
.field public static final INSTANCE:Lcom/fk/Audit;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fk/Audit;
    invoke-direct {v0}, Lcom/fk/Audit;-><init>()V
    sput-object v0, Lcom/fk/Audit;->INSTANCE:Lcom/fk/Audit;
    return-void
.end method


# virtual methods
.method public final claimed(Lcom/fk/ClearWeek;)V
    .registers 6
    const-string v1, "p"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    const-string v0, "Audit"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "claimed "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 20
    return-void
.end method

