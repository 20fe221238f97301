.class public final Lcom/inkbarrow/cetp/TokenSource$Builder;
.super Ljava/lang/Object;
.source "TokenSource.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/cetp/TokenSource;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private bytes:I

.field private prefix:Ljava/lang/String;

.field private random:Ljava/util/Random;


# direct methods
.method static bridge synthetic -$$Nest$fgetbytes(Lcom/inkbarrow/cetp/TokenSource$Builder;)I
    .registers 1

    iget p0, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes:I

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetprefix(Lcom/inkbarrow/cetp/TokenSource$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->prefix:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrandom(Lcom/inkbarrow/cetp/TokenSource$Builder;)Ljava/util/Random;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->random:Ljava/util/Random;

    return-object p0
.end method

.method public constructor <init>()V
    .registers 2

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    const/16 v0, 0x20

    iput v0, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes:I

    .line 34
    const-string v0, ""

    iput-object v0, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->prefix:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public build()Lcom/inkbarrow/cetp/TokenSource;
    .registers 3

    .line 55
    iget-object v0, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->random:Ljava/util/Random;

    if-nez v0, :cond_0

    .line 56
    new-instance v1, Ljava/security/SecureRandom;

    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V

    iput-object v1, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->random:Ljava/util/Random;

    .line 58
    :cond_0
    new-instance v0, Lcom/inkbarrow/cetp/TokenSource;

    invoke-direct {v0, p0}, Lcom/inkbarrow/cetp/TokenSource;-><init>(Lcom/inkbarrow/cetp/TokenSource$Builder;)V

    return-object v0
.end method

.method public bytes(I)Lcom/inkbarrow/cetp/TokenSource$Builder;
    .registers 5

    .line 42
    const/16 v1, 0x10

    if-ge p1, v1, :cond_0

    .line 43
    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "tokens need at least 16 random bytes"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 45
    :cond_0
    iput p1, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes:I

    .line 46
    return-object p0
.end method

.method public prefix(Ljava/lang/String;)Lcom/inkbarrow/cetp/TokenSource$Builder;
    .registers 2

    .line 50
    iput-object p1, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->prefix:Ljava/lang/String;

    .line 51
    return-object p0
.end method

.method public random(Ljava/util/Random;)Lcom/inkbarrow/cetp/TokenSource$Builder;
    .registers 2

    .line 37
    iput-object p1, p0, Lcom/inkbarrow/cetp/TokenSource$Builder;->random:Ljava/util/Random;

    .line 38
    return-object p0
.end method
