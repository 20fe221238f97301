.class public final Lcom/example/r26v/PkgSet;
.super Ljava/lang/Object;
.source "Values.kt"

# Kotlin 2 (kotlinc 2.4): @JvmInline value class PkgSet(val names:
# Array<String>): the bare array wherever the type is known, boxed by
# box-impl for a generic parameter and unboxed by unbox-impl.
.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final names:[Ljava/lang/String;

.method private synthetic constructor <init>([Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r26v/PkgSet;->names:[Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl([Ljava/lang/String;)Lcom/example/r26v/PkgSet;
    .registers 2
    new-instance v0, Lcom/example/r26v/PkgSet;
    invoke-direct {v0, p0}, Lcom/example/r26v/PkgSet;-><init>([Ljava/lang/String;)V
    return-object v0
.end method

.method public static constructor-impl([Ljava/lang/String;)[Ljava/lang/String;
    .registers 2
    const-string v0, "names"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public final getNames()[Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r26v/PkgSet;->names:[Ljava/lang/String;
    return-object v0
.end method

.method public final synthetic unbox-impl()[Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r26v/PkgSet;->names:[Ljava/lang/String;
    return-object v0
.end method
