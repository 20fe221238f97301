.class public final Lcom/hearthlink/security/VerifierChain;
.super Ljava/lang/Object;
.source "VerifierChain.java"

# interfaces
.implements Lcom/hearthlink/security/CallerVerifier;


# instance fields
.field private final any:Z

.field private final links:[Lcom/hearthlink/security/CallerVerifier;


# direct methods
.method private constructor <init>(Z[Lcom/hearthlink/security/CallerVerifier;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-boolean p1, p0, Lcom/hearthlink/security/VerifierChain;->any:Z

    .line 10
    iput-object p2, p0, Lcom/hearthlink/security/VerifierChain;->links:[Lcom/hearthlink/security/CallerVerifier;

    .line 11
    return-void
.end method

.method public static varargs all([Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/CallerVerifier;
    .registers 3

    .line 14
    new-instance v0, Lcom/hearthlink/security/VerifierChain;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/hearthlink/security/VerifierChain;-><init>(Z[Lcom/hearthlink/security/CallerVerifier;)V

    return-object v0
.end method

.method public static varargs any([Lcom/hearthlink/security/CallerVerifier;)Lcom/hearthlink/security/CallerVerifier;
    .registers 3

    .line 18
    new-instance v0, Lcom/hearthlink/security/VerifierChain;

    const/4 v1, 0x1

    invoke-direct {v0, v1, p0}, Lcom/hearthlink/security/VerifierChain;-><init>(Z[Lcom/hearthlink/security/CallerVerifier;)V

    return-object v0
.end method


# virtual methods
.method public admits(I)Z
    .registers 8

    .line 23
    iget-object v1, p0, Lcom/hearthlink/security/VerifierChain;->links:[Lcom/hearthlink/security/CallerVerifier;

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_2

    aget-object v4, v1, v3

    .line 24
    invoke-interface {v4, p1}, Lcom/hearthlink/security/CallerVerifier;->admits(I)Z

    move-result v5

    .line 25
    iget-boolean v0, p0, Lcom/hearthlink/security/VerifierChain;->any:Z

    if-eqz v0, :cond_0

    if-eqz v5, :cond_0

    .line 26
    const/4 v0, 0x1

    return v0

    .line 28
    :cond_0
    iget-boolean v0, p0, Lcom/hearthlink/security/VerifierChain;->any:Z

    if-nez v0, :cond_1

    if-nez v5, :cond_1

    .line 29
    const/4 v0, 0x0

    return v0

    .line 23
    :cond_1
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 32
    :cond_2
    iget-boolean v0, p0, Lcom/hearthlink/security/VerifierChain;->any:Z

    if-nez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    return v0
.end method
