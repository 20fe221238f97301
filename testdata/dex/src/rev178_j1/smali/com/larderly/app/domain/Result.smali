.class public final Lcom/larderly/app/domain/Result;
.super Ljava/lang/Object;
.source "Result.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/domain/Result$Confirmation;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field public final cancelled:Z

.field public final confirmation:Lcom/larderly/app/domain/Result$Confirmation;

.field public final error:Lcom/larderly/app/domain/DomainException;

.field public final value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>(Ljava/lang/Object;Lcom/larderly/app/domain/DomainException;Lcom/larderly/app/domain/Result$Confirmation;Z)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;",
            "Lcom/larderly/app/domain/DomainException;",
            "Lcom/larderly/app/domain/Result$Confirmation;",
            "Z)V"
        }
    .end annotation

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/larderly/app/domain/Result;->value:Ljava/lang/Object;

    .line 12
    iput-object p2, p0, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    .line 13
    iput-object p3, p0, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    .line 14
    iput-boolean p4, p0, Lcom/larderly/app/domain/Result;->cancelled:Z

    .line 15
    return-void
.end method

.method public static failure(Lcom/larderly/app/domain/DomainException;)Lcom/larderly/app/domain/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/larderly/app/domain/DomainException;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "TT;>;"
        }
    .end annotation

    .line 22
    new-instance v0, Lcom/larderly/app/domain/Result;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, p0, v2, v3}, Lcom/larderly/app/domain/Result;-><init>(Ljava/lang/Object;Lcom/larderly/app/domain/DomainException;Lcom/larderly/app/domain/Result$Confirmation;Z)V

    return-object v0
.end method

.method public static needsConfirmation(Lcom/larderly/app/domain/Result$Confirmation;)Lcom/larderly/app/domain/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/larderly/app/domain/Result$Confirmation;",
            ")",
            "Lcom/larderly/app/domain/Result<",
            "TT;>;"
        }
    .end annotation

    .line 26
    new-instance v0, Lcom/larderly/app/domain/Result;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, v1, v2, p0, v3}, Lcom/larderly/app/domain/Result;-><init>(Ljava/lang/Object;Lcom/larderly/app/domain/DomainException;Lcom/larderly/app/domain/Result$Confirmation;Z)V

    return-object v0
.end method

.method public static ok(Ljava/lang/Object;)Lcom/larderly/app/domain/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(TT;)",
            "Lcom/larderly/app/domain/Result<",
            "TT;>;"
        }
    .end annotation

    .line 18
    new-instance v0, Lcom/larderly/app/domain/Result;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, p0, v1, v2, v3}, Lcom/larderly/app/domain/Result;-><init>(Ljava/lang/Object;Lcom/larderly/app/domain/DomainException;Lcom/larderly/app/domain/Result$Confirmation;Z)V

    return-object v0
.end method

.method public static wasCancelled()Lcom/larderly/app/domain/Result;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">()",
            "Lcom/larderly/app/domain/Result<",
            "TT;>;"
        }
    .end annotation

    .line 30
    new-instance v0, Lcom/larderly/app/domain/Result;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x1

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/larderly/app/domain/Result;-><init>(Ljava/lang/Object;Lcom/larderly/app/domain/DomainException;Lcom/larderly/app/domain/Result$Confirmation;Z)V

    return-object v0
.end method


# virtual methods
.method public isOk()Z
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/larderly/app/domain/Result;->error:Lcom/larderly/app/domain/DomainException;

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/larderly/app/domain/Result;->confirmation:Lcom/larderly/app/domain/Result$Confirmation;

    if-nez v0, :cond_0

    iget-boolean v0, p0, Lcom/larderly/app/domain/Result;->cancelled:Z

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
