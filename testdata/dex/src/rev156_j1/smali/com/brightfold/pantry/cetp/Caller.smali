.class public final Lcom/brightfold/pantry/cetp/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field private final packageName:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lcom/brightfold/pantry/cetp/Caller;->uid:I

    .line 10
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Caller;->packageName:Ljava/lang/String;

    .line 11
    return-void
.end method

.method public static of(ILjava/lang/String;)Lcom/brightfold/pantry/cetp/Caller;
    .registers 6

    .line 14
    new-instance v0, Lcom/brightfold/pantry/cetp/Caller;

    move-object v1, v0

    move v2, p0

    if-nez p1, :cond_0

    const-string v3, ""

    goto :goto_0

    :cond_0
    move-object v3, p1

    :goto_0
    invoke-direct {v1, v2, v3}, Lcom/brightfold/pantry/cetp/Caller;-><init>(ILjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public packageName()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Caller;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 18
    iget v0, p0, Lcom/brightfold/pantry/cetp/Caller;->uid:I

    return v0
.end method
