.class public interface abstract Lcom/tallyspring/budget/cetp/CallerPolicy;
.super Ljava/lang/Object;
.source "CallerPolicy.java"


# direct methods
.method public static synthetic lambda$nobody$0(I)Ljava/util/Optional;
    .registers 2

    .line 15
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public static nobody()Lcom/tallyspring/budget/cetp/CallerPolicy;
    .registers 1

    .line 15
    new-instance v0, Lcom/tallyspring/budget/cetp/CallerPolicy$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/tallyspring/budget/cetp/CallerPolicy$$ExternalSyntheticLambda0;-><init>()V

    return-object v0
.end method


# virtual methods
.method public abstract admit(I)Ljava/util/Optional;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/CallerGrant;",
            ">;"
        }
    .end annotation
.end method

.method public admits(I)Z
    .registers 3

    .line 10
    invoke-interface {p0, p1}, Lcom/tallyspring/budget/cetp/CallerPolicy;->admit(I)Ljava/util/Optional;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    return v0
.end method
