.class public final Lcom/example/r33k1/Radio;
.super Ljava/lang/Object;
.source "Radio.kt"

.field public static final INSTANCE:Lcom/example/r33k1/Radio;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/Radio;
    invoke-direct {v0}, Lcom/example/r33k1/Radio;-><init>()V
    sput-object v0, Lcom/example/r33k1/Radio;->INSTANCE:Lcom/example/r33k1/Radio;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final poll(Ljava/lang/String;)Z
    .registers 3
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    check-cast p1, Ljava/lang/CharSequence;
    invoke-interface {p1}, Ljava/lang/CharSequence;->length()I
    move-result p1
    if-lez p1, :cond_f
    const/4 p1, 0x1
    goto :goto_10
    :cond_f
    const/4 p1, 0x0
    :goto_10
    return p1
.end method

.method public final send(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v0, "door"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "op"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "Radio"
    invoke-static {p2, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
