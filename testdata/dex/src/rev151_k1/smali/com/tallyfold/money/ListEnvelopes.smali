.class public final Lcom/tallyfold/money/ListEnvelopes;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/tallyfold/money/LedgerCommand;


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/ListEnvelopes;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tallyfold/money/ListEnvelopes;

    invoke-direct {v0}, Lcom/tallyfold/money/ListEnvelopes;-><init>()V

    sput-object v0, Lcom/tallyfold/money/ListEnvelopes;->INSTANCE:Lcom/tallyfold/money/ListEnvelopes;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/ListEnvelopes;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/ListEnvelopes;

    const/4 v0, 0x1

    return v0
.end method

.method public hashCode()I
    .registers 2

    const v0, -0x3f86b4d7

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    const-string v0, "ListEnvelopes"

    return-object v0
.end method
