.class public final Lcom/tallyspring/budget/cetp/CallerGrant;
.super Ljava/lang/Object;
.source "CallerGrant.java"


# instance fields
.field private final packages:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final scopes:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/util/Set;Ljava/util/Set;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput p1, p0, Lcom/tallyspring/budget/cetp/CallerGrant;->uid:I

    .line 16
    iput-object p2, p0, Lcom/tallyspring/budget/cetp/CallerGrant;->packages:Ljava/util/Set;

    .line 17
    iput-object p3, p0, Lcom/tallyspring/budget/cetp/CallerGrant;->scopes:Ljava/util/Set;

    .line 18
    return-void
.end method

.method public static of(ILjava/util/Collection;Ljava/util/Collection;)Lcom/tallyspring/budget/cetp/CallerGrant;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Collection<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Collection<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/tallyspring/budget/cetp/CallerGrant;"
        }
    .end annotation

    .line 21
    new-instance v0, Lcom/tallyspring/budget/cetp/CallerGrant;

    new-instance v1, Ljava/util/LinkedHashSet;

    invoke-direct {v1, p1}, Ljava/util/LinkedHashSet;-><init>(Ljava/util/Collection;)V

    invoke-static {v1}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v1

    new-instance v2, Ljava/util/LinkedHashSet;

    invoke-direct {v2, p2}, Ljava/util/LinkedHashSet;-><init>(Ljava/util/Collection;)V

    .line 22
    invoke-static {v2}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v2

    invoke-direct {v0, p0, v1, v2}, Lcom/tallyspring/budget/cetp/CallerGrant;-><init>(ILjava/util/Set;Ljava/util/Set;)V

    .line 21
    return-object v0
.end method


# virtual methods
.method public packages()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 30
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/CallerGrant;->packages:Ljava/util/Set;

    return-object v0
.end method

.method public scopes()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 34
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/CallerGrant;->scopes:Ljava/util/Set;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 26
    iget v0, p0, Lcom/tallyspring/budget/cetp/CallerGrant;->uid:I

    return v0
.end method
