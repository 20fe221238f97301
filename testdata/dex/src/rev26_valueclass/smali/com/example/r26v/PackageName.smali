.class public final Lcom/example/r26v/PackageName;
.super Ljava/lang/Object;
.source "Values.kt"

# Kotlin 2 (kotlinc 2.4): @JvmInline value class PackageName(val value: String). The
# unboxed String is what code passes around; constructor-impl checks and
# returns it, box-impl wraps it where an Object is needed (a generic
# parameter), unbox-impl reads it back, equals-impl0 is ==.
.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final value:Ljava/lang/String;

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r26v/PackageName;->value:Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lcom/example/r26v/PackageName;
    .registers 2
    new-instance v0, Lcom/example/r26v/PackageName;
    invoke-direct {v0, p0}, Lcom/example/r26v/PackageName;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "value"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static final equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 2
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

.method public final getValue()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r26v/PackageName;->value:Ljava/lang/String;
    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r26v/PackageName;->value:Ljava/lang/String;
    return-object v0
.end method
