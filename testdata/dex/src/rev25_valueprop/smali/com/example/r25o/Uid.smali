.class public final Lcom/example/r25o/Uid;
.super Ljava/lang/Object;
.source "Ops.kt"

# Kotlin: @JvmInline value class Uid(val raw: I); members are static -impl
# functions on the bare value.

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final raw:I

.method private synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r25o/Uid;->raw:I
    return-void
.end method

.method public static constructor-impl(I)I
    .registers 2

    return p0
.end method

.method public final unbox-impl()I
    .registers 2
    iget v0, p0, Lcom/example/r25o/Uid;->raw:I
    return v0
.end method
