.class public abstract Lcom/keyholder/cetp/Failure;
.super Ljava/lang/Object;
.source "Failure.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static of(Ljava/lang/String;Ljava/lang/String;Z)Lcom/keyholder/cetp/Failure;
    .registers 4

    .line 15
    new-instance v0, Lcom/keyholder/cetp/AutoValue_Failure;

    invoke-direct {v0, p0, p1, p2}, Lcom/keyholder/cetp/AutoValue_Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method


# virtual methods
.method public abstract code()Ljava/lang/String;
.end method

.method public abstract message()Ljava/lang/String;
.end method

.method public abstract retryable()Z
.end method
