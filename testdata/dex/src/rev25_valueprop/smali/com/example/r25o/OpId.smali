.class public final Lcom/example/r25o/OpId;
.super Ljava/lang/Object;
.source "Ops.kt"

# Kotlin: @JvmInline value class OpId(val raw: Ljava/lang/String;); members are static -impl
# functions on the bare value.

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final raw:Ljava/lang/String;

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r25o/OpId;->raw:Ljava/lang/String;
    return-void
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "raw"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public final unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r25o/OpId;->raw:Ljava/lang/String;
    return-object v0
.end method
