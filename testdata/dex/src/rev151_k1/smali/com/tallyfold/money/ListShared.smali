.class public final Lcom/tallyfold/money/ListShared;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/ReceiptCommand;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final args:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/tallyfold/money/ListShared;

    const-string v4, "fromPackage"

    const-string v5, "getFromPackage()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lcom/tallyfold/money/ListShared;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 6

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    .line 40
    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    .line 43
    invoke-virtual {p0}, Lcom/tallyfold/money/ListShared;->getFromPackage()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    const-string v3, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 38
    :cond_1
    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/ListShared;Ljava/util/Map;ILjava/lang/Object;)Lcom/tallyfold/money/ListShared;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    :cond_0
    invoke-virtual {p0, p1}, Lcom/tallyfold/money/ListShared;->copy(Ljava/util/Map;)Lcom/tallyfold/money/ListShared;

    move-result-object v0

    return-object v0
.end method

.method private static getFromPackage$delegate(Lcom/tallyfold/money/ListShared;)Ljava/lang/Object;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    return-object v0
.end method

.method public final copy(Ljava/util/Map;)Lcom/tallyfold/money/ListShared;
    .registers 4

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/ListShared;

    invoke-direct {v0, p1}, Lcom/tallyfold/money/ListShared;-><init>(Ljava/util/Map;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/ListShared;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/ListShared;

    move-object v2, v0

    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    iget-object v1, v2, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgs()Ljava/util/Map;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    return-object v0
.end method

.method public final getFromPackage()Ljava/lang/String;
    .registers 4

    .line 40
    iget-object v2, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    sget-object v0, Lcom/tallyfold/money/ListShared;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/ListShared;->args:Ljava/util/Map;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "ListShared(args="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
