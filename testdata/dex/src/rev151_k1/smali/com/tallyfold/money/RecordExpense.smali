.class public final Lcom/tallyfold/money/RecordExpense;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/LedgerCommand;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final args:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x4

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/tallyfold/money/RecordExpense;

    const-string v4, "envelopeId"

    const-string v5, "getEnvelopeId()J"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/tallyfold/money/RecordExpense;

    const-string v4, "amountCents"

    const-string v5, "getAmountCents()J"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/tallyfold/money/RecordExpense;

    const-string v4, "merchant"

    const-string v5, "getMerchant()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x2

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/tallyfold/money/RecordExpense;

    const-string v4, "callerPackage"

    const-string v5, "getCallerPackage()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x3

    aput-object v2, v7, v1

    sput-object v7, Lcom/tallyfold/money/RecordExpense;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 7

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    .line 19
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    .line 20
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    .line 21
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    .line 23
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    .line 26
    invoke-virtual {p0}, Lcom/tallyfold/money/RecordExpense;->getEnvelopeId()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    invoke-virtual {p0}, Lcom/tallyfold/money/RecordExpense;->getAmountCents()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    invoke-virtual {p0}, Lcom/tallyfold/money/RecordExpense;->getMerchant()Ljava/lang/String;

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
    if-eqz v0, :cond_2

    invoke-virtual {p0}, Lcom/tallyfold/money/RecordExpense;->getCallerPackage()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_3

    const-string v4, "Failed requirement."

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 18
    :cond_3
    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/RecordExpense;Ljava/util/Map;ILjava/lang/Object;)Lcom/tallyfold/money/RecordExpense;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    :cond_0
    invoke-virtual {p0, p1}, Lcom/tallyfold/money/RecordExpense;->copy(Ljava/util/Map;)Lcom/tallyfold/money/RecordExpense;

    move-result-object v0

    return-object v0
.end method

.method private static getAmountCents$delegate(Lcom/tallyfold/money/RecordExpense;)Ljava/lang/Object;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    return-object v0
.end method

.method private static getCallerPackage$delegate(Lcom/tallyfold/money/RecordExpense;)Ljava/lang/Object;
    .registers 2

    .line 23
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    return-object v0
.end method

.method private static getEnvelopeId$delegate(Lcom/tallyfold/money/RecordExpense;)Ljava/lang/Object;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    return-object v0
.end method

.method private static getMerchant$delegate(Lcom/tallyfold/money/RecordExpense;)Ljava/lang/Object;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    return-object v0
.end method

.method public final copy(Ljava/util/Map;)Lcom/tallyfold/money/RecordExpense;
    .registers 4

    const-string v1, "args"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/RecordExpense;

    invoke-direct {v0, p1}, Lcom/tallyfold/money/RecordExpense;-><init>(Ljava/util/Map;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/RecordExpense;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/RecordExpense;

    move-object v2, v0

    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    iget-object v1, v2, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getAmountCents()J
    .registers 4

    .line 20
    iget-object v2, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    sget-object v0, Lcom/tallyfold/money/RecordExpense;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x1

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    return-wide v0
.end method

.method public final getArgs()Ljava/util/Map;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 4

    .line 23
    iget-object v2, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    sget-object v0, Lcom/tallyfold/money/RecordExpense;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x3

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getEnvelopeId()J
    .registers 4

    .line 19
    iget-object v2, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    sget-object v0, Lcom/tallyfold/money/RecordExpense;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    return-wide v0
.end method

.method public final getMerchant()Ljava/lang/String;
    .registers 4

    .line 21
    iget-object v2, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    sget-object v0, Lcom/tallyfold/money/RecordExpense;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x2

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

    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/RecordExpense;->args:Ljava/util/Map;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "RecordExpense(args="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
