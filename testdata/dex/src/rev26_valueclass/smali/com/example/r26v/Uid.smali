.class public final Lcom/example/r26v/Uid;
.super Ljava/lang/Object;
.source "Values.kt"

# Kotlin 2 (kotlinc 2.4): @JvmInline value class Uid(val raw: Int): an int
# wherever it is not boxed; constructor-impl returns it unchanged.
.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final raw:I

.method private synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r26v/Uid;->raw:I
    return-void
.end method

.method public static final synthetic box-impl(I)Lcom/example/r26v/Uid;
    .registers 2
    new-instance v0, Lcom/example/r26v/Uid;
    invoke-direct {v0, p0}, Lcom/example/r26v/Uid;-><init>(I)V
    return-object v0
.end method

.method public static constructor-impl(I)I
    .registers 1
    return p0
.end method

.method public final getRaw()I
    .registers 2
    iget v0, p0, Lcom/example/r26v/Uid;->raw:I
    return v0
.end method

.method public final synthetic unbox-impl()I
    .registers 2
    iget v0, p0, Lcom/example/r26v/Uid;->raw:I
    return v0
.end method
