.class public final Lcom/example/r26v/Caller;
.super Ljava/lang/Object;
.source "Values.kt"

# Kotlin 2 (kotlinc 2.4): class Caller(val uid: Uid, val pkg: PackageName).
# The fields hold the unboxed values; the getters' names are mangled
# (a hash of the value-class signature), the public constructor takes a
# DefaultConstructorMarker and calls the private one.

.field private final pkg:Ljava/lang/String;
.field private final uid:I

.method private constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "pkg"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r26v/Caller;->uid:I
    iput-object p2, p0, Lcom/example/r26v/Caller;->pkg:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Lcom/example/r26v/Caller;-><init>(ILjava/lang/String;)V
    return-void
.end method

.method public final getPkg-xpjBJ8g()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/example/r26v/Caller;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid-0BMvILc()I
    .registers 2
    .line 9
    iget v0, p0, Lcom/example/r26v/Caller;->uid:I
    return v0
.end method
