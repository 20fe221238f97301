.class public final Lcom/inkbarrow/cetp/TokenSource;
.super Ljava/lang/Object;
.source "TokenSource.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkbarrow/cetp/TokenSource$Builder;
    }
.end annotation


# instance fields
.field private final bytes:I

.field private final prefix:Ljava/lang/String;

.field private final random:Ljava/util/Random;


# direct methods
.method constructor <init>(Lcom/inkbarrow/cetp/TokenSource$Builder;)V
    .registers 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    invoke-static {p1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->-$$Nest$fgetrandom(Lcom/inkbarrow/cetp/TokenSource$Builder;)Ljava/util/Random;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/TokenSource;->random:Ljava/util/Random;

    .line 15
    invoke-static {p1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->-$$Nest$fgetbytes(Lcom/inkbarrow/cetp/TokenSource$Builder;)I

    move-result v0

    iput v0, p0, Lcom/inkbarrow/cetp/TokenSource;->bytes:I

    .line 16
    invoke-static {p1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->-$$Nest$fgetprefix(Lcom/inkbarrow/cetp/TokenSource$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkbarrow/cetp/TokenSource;->prefix:Ljava/lang/String;

    .line 17
    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 5

    .line 20
    iget v0, p0, Lcom/inkbarrow/cetp/TokenSource;->bytes:I

    new-array v3, v0, [B

    .line 21
    iget-object v0, p0, Lcom/inkbarrow/cetp/TokenSource;->random:Ljava/util/Random;

    invoke-virtual {v0, v3}, Ljava/util/Random;->nextBytes([B)V

    .line 22
    iget-object v0, p0, Lcom/inkbarrow/cetp/TokenSource;->prefix:Ljava/lang/String;

    const/16 v2, 0xb

    invoke-static {v3, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    return-object v0
.end method

.method public withPrefix(Ljava/lang/String;)Lcom/inkbarrow/cetp/TokenSource;
    .registers 4

    .line 27
    new-instance v0, Lcom/inkbarrow/cetp/TokenSource$Builder;

    invoke-direct {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;-><init>()V

    iget-object v1, p0, Lcom/inkbarrow/cetp/TokenSource;->random:Ljava/util/Random;

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->random(Ljava/util/Random;)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    iget v1, p0, Lcom/inkbarrow/cetp/TokenSource;->bytes:I

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes(I)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->prefix(Ljava/lang/String;)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;->build()Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v0

    return-object v0
.end method
