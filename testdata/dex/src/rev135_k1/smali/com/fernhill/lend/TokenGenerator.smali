.class public final Lcom/fernhill/lend/TokenGenerator;
.super Ljava/lang/Object;
.source "TokenGenerator.java"


# static fields
.field private static final FLAGS:I = 0xb


# instance fields
.field private final bytes:I

.field private final source:Ljava/util/Random;


# direct methods
.method public constructor <init>(Ljava/util/Random;I)V
    .registers 3

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/fernhill/lend/TokenGenerator;->source:Ljava/util/Random;

    .line 18
    iput p2, p0, Lcom/fernhill/lend/TokenGenerator;->bytes:I

    .line 19
    return-void
.end method


# virtual methods
.method public next()Ljava/lang/String;
    .registers 4

    .line 22
    iget v0, p0, Lcom/fernhill/lend/TokenGenerator;->bytes:I

    new-array v2, v0, [B

    .line 23
    iget-object v0, p0, Lcom/fernhill/lend/TokenGenerator;->source:Ljava/util/Random;

    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V

    .line 24
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
