.class public Lcom/larderly/app/domain/DomainException;
.super Ljava/lang/Exception;
.source "DomainException.java"


# static fields
.field public static final CONFLICT:Ljava/lang/String; = "CONFLICT"

.field public static final INTERNAL:Ljava/lang/String; = "INTERNAL_ERROR"

.field public static final INVALID_ARGS:Ljava/lang/String; = "INVALID_ARGS"

.field public static final UNAVAILABLE:Ljava/lang/String; = "UNAVAILABLE"


# instance fields
.field private final code:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 16
    invoke-direct {p0, p2}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 17
    iput-object p1, p0, Lcom/larderly/app/domain/DomainException;->code:Ljava/lang/String;

    .line 18
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 4

    .line 21
    invoke-direct {p0, p2, p3}, Ljava/lang/Exception;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    .line 22
    iput-object p1, p0, Lcom/larderly/app/domain/DomainException;->code:Ljava/lang/String;

    .line 23
    return-void
.end method

.method public static storage(Ljava/lang/String;Ljava/lang/Throwable;)Lcom/larderly/app/domain/DomainException;
    .registers 8

    .line 30
    new-instance v0, Lcom/larderly/app/domain/DomainException;

    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ": "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    const-string v1, "UNAVAILABLE"

    invoke-direct {v0, v1, v2, p1}, Lcom/larderly/app/domain/DomainException;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)V

    return-object v0
.end method


# virtual methods
.method public code()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/larderly/app/domain/DomainException;->code:Ljava/lang/String;

    return-object v0
.end method
