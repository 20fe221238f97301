.class public final Lcom/google/common/collect/ImmutableList;
.super Ljava/util/AbstractList;
.source "ImmutableList.java"


# instance fields
.field private final items:[Ljava/lang/Object;


# direct methods
.method private constructor <init>([Ljava/lang/Object;)V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/util/AbstractList;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/google/common/collect/ImmutableList;->items:[Ljava/lang/Object;

    .line 11
    return-void
.end method

.method public static of(Ljava/lang/Object;Ljava/lang/Object;)Lcom/google/common/collect/ImmutableList;
    .registers 5

    .line 14
    new-instance v0, Lcom/google/common/collect/ImmutableList;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    aput-object p0, v1, v2

    const/4 v2, 0x1

    aput-object p1, v1, v2

    invoke-direct {v0, v1}, Lcom/google/common/collect/ImmutableList;-><init>([Ljava/lang/Object;)V

    return-object v0
.end method

.method public static of(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Lcom/google/common/collect/ImmutableList;
    .registers 6

    .line 18
    new-instance v0, Lcom/google/common/collect/ImmutableList;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    aput-object p0, v1, v2

    const/4 v2, 0x1

    aput-object p1, v1, v2

    const/4 v2, 0x2

    aput-object p2, v1, v2

    invoke-direct {v0, v1}, Lcom/google/common/collect/ImmutableList;-><init>([Ljava/lang/Object;)V

    return-object v0
.end method


# virtual methods
.method public get(I)Ljava/lang/Object;
    .registers 3

    .line 24
    iget-object v0, p0, Lcom/google/common/collect/ImmutableList;->items:[Ljava/lang/Object;

    aget-object p1, v0, p1

    return-object p1
.end method

.method public size()I
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/google/common/collect/ImmutableList;->items:[Ljava/lang/Object;

    array-length v0, v0

    return v0
.end method
