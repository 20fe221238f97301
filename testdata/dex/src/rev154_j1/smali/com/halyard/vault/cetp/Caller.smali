.class public final Lcom/halyard/vault/cetp/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field public final pkg:Ljava/lang/String;

.field public final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lcom/halyard/vault/cetp/Caller;->uid:I

    .line 10
    iput-object p2, p0, Lcom/halyard/vault/cetp/Caller;->pkg:Ljava/lang/String;

    .line 11
    return-void
.end method

.method public static of(ILjava/lang/String;)Lcom/halyard/vault/cetp/Caller;
    .registers 3

    .line 14
    new-instance v0, Lcom/halyard/vault/cetp/Caller;

    invoke-direct {v0, p0, p1}, Lcom/halyard/vault/cetp/Caller;-><init>(ILjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public toString()Ljava/lang/String;
    .registers 5

    .line 19
    iget-object v0, p0, Lcom/halyard/vault/cetp/Caller;->pkg:Ljava/lang/String;

    iget v1, p0, Lcom/halyard/vault/cetp/Caller;->uid:I

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " (uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method
