.class public final Lcom/example/r17v/PackageSet;
.super Ljava/lang/Object;
.source "PackageSet.kt"

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field private final names:[Ljava/lang/String;

.method private synthetic constructor <init>([Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r17v/PackageSet;->names:[Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl([Ljava/lang/String;)Lcom/example/r17v/PackageSet;
    .registers 2
    new-instance v0, Lcom/example/r17v/PackageSet;
    invoke-direct {v0, p0}, Lcom/example/r17v/PackageSet;-><init>([Ljava/lang/String;)V
    return-object v0
.end method

.method public static constructor-impl([Ljava/lang/String;)[Ljava/lang/String;
    .registers 2
    const-string v0, "names"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static final primary-impl([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 7
    const/4 v0, 0x0
    aget-object p0, p0, v0
    return-object p0
.end method

.method public static final sole-impl([Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 8
    array-length v0, p0
    const/4 v1, 0x1
    if-eq v0, v1, :cond_0
    const/4 p0, 0x0
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    aget-object p0, p0, v0
    :goto_0
    return-object p0
.end method

.method public final getNames()[Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r17v/PackageSet;->names:[Ljava/lang/String;
    return-object v0
.end method

.method public final synthetic unbox-impl()[Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r17v/PackageSet;->names:[Ljava/lang/String;
    return-object v0
.end method
